import { shopCalls } from "@cidp/api-client/contract";
import {
  checkThemeColour,
  contrastRatio,
  editShopLayout,
  SHOP_BANNER_MAX,
  SHOP_PRODUCT_MAX,
  SHOP_SECTION_LABELS,
  SHOP_SERVICE_MAX,
  SHOP_TEMPLATE_CODES,
  SHOP_TEMPLATES,
  type ShopLayout,
  type ShopSectionKind,
  themeColourMessage,
} from "@cidp/domain";
import { Button } from "@cidp/ui";
import { type KeyboardEvent, type ReactNode, useEffect, useReducer, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { describedBy, FormField } from "../../lib/form-field.tsx";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import * as page from "../../lib/page.css.ts";
import * as styles from "./decoration.css.ts";
import type { Decoration, DecorationAnswer } from "./decoration.server.ts";
import { PickFieldset } from "./pick-fieldset.tsx";
import { shopTexts } from "./shop-texts.ts";

const texts = shopTexts.editor;

/** The banners' addresses for the thumbnails: the server's for saved ones, none for new uploads. */
function thumbnailOf(decoration: Decoration, banner: ShopLayout["banners"][number]): string | null {
  return decoration.bannerPreviews.find((p) => (banner.uploadId ? p.uploadId === banner.uploadId : p.url === banner.url))?.url ?? null;
}

/**
 * 店铺装修: the template, theme colour (its contrast shown and checked as it is typed), texts,
 * the sections' order and visibility (buttons and Alt+↑/↓, announced), the picked products and
 * services, and the banners. Every choice is a form field, so saving works before the script
 * loads too (the move buttons then submit and the server moves the section).
 */
/** The banner upload the page gives the editor (the upload engine's widget): how many more it may take, and where each lands. */
export type BannerUpload = (props: { limit: number; onUploaded: (uploadId: number, fileName: string) => void }) => ReactNode;

export function DecorationEditor({
  decoration,
  answer,
  bannerUpload,
}: {
  decoration: Decoration;
  answer: DecorationAnswer | undefined;
  bannerUpload: BannerUpload;
}) {
  const [layout, dispatch] = useReducer(editShopLayout, decoration.layout as ShopLayout);
  const [announcement, setAnnouncement] = useState("");
  const [names, setNames] = useState<Record<number, string>>({});
  const busy = useNavigation().state === "submitting";
  const colour = checkThemeColour(layout.themeColour);
  const colourError = !colour.ok ? themeColourMessage(colour) : answer && !answer.ok && answer.field === "themeColour" ? answer.msg : undefined;
  const fieldError = (field: string) => (answer && !answer.ok && answer.field === field ? answer.msg : undefined);

  // Reordering moves DOM nodes, which may drop the focus: it goes back to the control that moved.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    const control = document.getElementById(refocus.current);
    if (control && document.activeElement !== control) control.focus();
    refocus.current = null;
  });
  const move = (kind: ShopSectionKind, by: -1 | 1) => {
    const from = layout.sections.findIndex((s) => s.kind === kind);
    const to = from + by;
    if (to < 0 || to >= layout.sections.length) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.id.startsWith("shop-row-")) refocus.current = active.id;
    dispatch({ type: "move", kind, by });
    setAnnouncement(texts.moved(SHOP_SECTION_LABELS[kind], to + 1, layout.sections.length));
  };
  const onRowKey = (event: KeyboardEvent<HTMLLIElement>, kind: ShopSectionKind) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    move(kind, event.key === "ArrowUp" ? -1 : 1);
  };

  return (
    <MayCall call={shopCalls.save}>
      <Form method="post" className={styles.editor} data-testid="shop-decoration-form">
        <fieldset className={page.panel}>
          <legend>{texts.template}</legend>
          <div className={styles.templates}>
            {SHOP_TEMPLATE_CODES.map((code) => (
              <label key={code} className={styles.templateChoice}>
                <input
                  type="radio"
                  name="template"
                  value={code}
                  checked={layout.template === code}
                  onChange={() => dispatch({ type: "template", template: code })}
                />{" "}
                <strong>{SHOP_TEMPLATES[code].name}</strong>
                <span className={styles.hint}>{SHOP_TEMPLATES[code].description}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={page.panel}>
          <FormField id="shop-theme" label={texts.themeColour} error={colourError} hint={texts.themeHelp} className={styles.field}>
            <span className={styles.colourRow}>
              <input
                id="shop-theme"
                name="themeColour"
                value={layout.themeColour}
                onChange={(event) => dispatch({ type: "theme", colour: event.target.value })}
                aria-invalid={colourError ? true : undefined}
                aria-describedby={describedBy("shop-theme", colourError, true)}
                className={styles.input}
                maxLength={7}
                spellCheck={false}
              />
              <input
                type="color"
                aria-label={`${texts.themeColour}（取色器）`}
                value={/^#[0-9a-fA-F]{6}$/.test(layout.themeColour) ? layout.themeColour : "#000000"}
                onChange={(event) => dispatch({ type: "theme", colour: event.target.value })}
                className={styles.swatch}
              />
              {/^#[0-9a-fA-F]{6}$/.test(layout.themeColour) && (
                <span data-testid="shop-theme-contrast">{texts.contrast(contrastRatio(layout.themeColour, "#ffffff").toFixed(2))}</span>
              )}
            </span>
          </FormField>
          <FormField id="shop-slogan" label={texts.slogan} error={fieldError("slogan")} className={styles.field}>
            <input
              id="shop-slogan"
              name="slogan"
              value={layout.slogan}
              onChange={(event) => dispatch({ type: "text", field: "slogan", value: event.target.value })}
              aria-describedby={describedBy("shop-slogan", fieldError("slogan"))}
              aria-invalid={fieldError("slogan") ? true : undefined}
              className={styles.input}
            />
          </FormField>
          <FormField id="shop-about" label={texts.about} error={fieldError("about")} hint={texts.aboutHelp} className={styles.field}>
            <textarea
              id="shop-about"
              name="about"
              rows={5}
              value={layout.about}
              onChange={(event) => dispatch({ type: "text", field: "about", value: event.target.value })}
              aria-describedby={describedBy("shop-about", fieldError("about"), true)}
              aria-invalid={fieldError("about") ? true : undefined}
              className={styles.input}
            />
          </FormField>
        </div>

        <fieldset className={page.panel}>
          <legend>{texts.sections}</legend>
          <p id="shop-sections-help" className={styles.hint}>
            {texts.sectionsHelp}
          </p>
          <ol className={styles.sectionList} data-testid="shop-section-list" aria-describedby="shop-sections-help">
            {layout.sections.map((section, index) => {
              const name = SHOP_SECTION_LABELS[section.kind];
              return (
                <li key={section.kind} className={styles.sectionRow} onKeyDown={(event) => onRowKey(event, section.kind)} data-kind={section.kind}>
                  <input type="hidden" name={`sections[${index}].kind`} value={section.kind} />
                  <label className={styles.sectionName}>
                    <input
                      id={`shop-row-${section.kind}-visible`}
                      type="checkbox"
                      name={`sections[${index}].visible`}
                      checked={section.visible}
                      onChange={() => dispatch({ type: "toggle", kind: section.kind })}
                      aria-label={texts.show(name)}
                    />{" "}
                    {name}
                  </label>
                  <span className={styles.moveButtons}>
                    <button
                      id={`shop-row-${section.kind}-up`}
                      type="submit"
                      name="move"
                      value={`${section.kind}:-1`}
                      className={styles.moveButton}
                      aria-label={texts.moveUp(name)}
                      aria-disabled={index === 0 ? true : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        move(section.kind, -1);
                      }}
                    >
                      上移
                    </button>
                    <button
                      id={`shop-row-${section.kind}-down`}
                      type="submit"
                      name="move"
                      value={`${section.kind}:1`}
                      className={styles.moveButton}
                      aria-label={texts.moveDown(name)}
                      aria-disabled={index === layout.sections.length - 1 ? true : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        move(section.kind, 1);
                      }}
                    >
                      下移
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
          <p role="status" className={styles.hint} data-testid="shop-move-status">
            {announcement}
          </p>
        </fieldset>

        <PickFieldset
          testId="shop-pick-products"
          legend={texts.products}
          help={texts.productsHelp}
          error={fieldError("productIds")}
          choices={decoration.products.map((product) => ({ id: product.id, label: product.name, priceText: product.priceText }))}
          picked={layout.productIds}
          max={SHOP_PRODUCT_MAX}
          name="productId"
          none={texts.noProductChoices}
          publish={{ to: "/user/my-products/proPublish", text: texts.publishProducts }}
          onToggle={(id, picked) => dispatch({ type: picked ? "unpick" : "pick", list: "productIds", id })}
        />

        <PickFieldset
          testId="shop-pick-services"
          legend={texts.services}
          help={texts.servicesHelp}
          error={fieldError("serviceIds")}
          choices={decoration.services.map((service) => ({ id: service.id, label: service.title, priceText: service.priceText }))}
          picked={layout.serviceIds}
          max={SHOP_SERVICE_MAX}
          name="serviceId"
          none={texts.noServiceChoices}
          publish={{ to: "/user/service-publish/add", text: texts.publishServices }}
          onToggle={(id, picked) => dispatch({ type: picked ? "unpick" : "pick", list: "serviceIds", id })}
        />

        <fieldset className={page.panel} data-testid="shop-banners">
          <legend>{texts.banners}</legend>
          <p className={styles.hint}>{texts.bannersHelp}</p>
          {fieldError("banners") && <p className={styles.error}>{fieldError("banners")}</p>}
          {layout.banners.length === 0 && <p>{texts.noBanners}</p>}
          <ol className={styles.bannerList}>
            {layout.banners.map((banner, index) => {
              const thumbnail = thumbnailOf(decoration, banner);
              const key = banner.uploadId ? `u${banner.uploadId}` : `s${banner.url}`;
              return (
                <li key={key} className={styles.bannerRow} data-testid="shop-banner">
                  <input type="hidden" name={`banners[${index}].uploadId`} value={banner.uploadId ?? ""} />
                  <input type="hidden" name={`banners[${index}].url`} value={banner.url ?? ""} />
                  {thumbnail ? (
                    <img src={thumbnail} alt="" className={styles.thumbnail} />
                  ) : (
                    <span className={styles.hint}>{banner.uploadId ? (names[banner.uploadId] ?? "") : ""}</span>
                  )}
                  <label>
                    {texts.bannerAlt} {index + 1} <input name={`banners[${index}].alt`} defaultValue={banner.alt} maxLength={40} className={styles.input} />
                  </label>
                  <button type="button" className={styles.moveButton} onClick={() => dispatch({ type: "remove-banner", index })}>
                    {texts.removeBanner(index + 1)}
                  </button>
                </li>
              );
            })}
          </ol>
          {layout.banners.length < SHOP_BANNER_MAX &&
            bannerUpload({
              limit: SHOP_BANNER_MAX - layout.banners.length,
              onUploaded: (id, fileName) => {
                setNames((known) => ({ ...known, [id]: fileName }));
                dispatch({ type: "add-banner", banner: { uploadId: id, url: null, alt: "" } });
              },
            })}
        </fieldset>

        <div className={page.actions}>
          <Button type="submit" name="intent" value="save" disabled={busy} variant="ghost">
            {texts.save}
          </Button>
          <Button type="submit" name="intent" value="preview" disabled={busy} variant="ghost">
            {texts.preview}
          </Button>
          <Button type="submit" name="intent" value="publish" disabled={busy || !colour.ok}>
            {texts.publish}
          </Button>
        </div>
      </Form>
    </MayCall>
  );
}
