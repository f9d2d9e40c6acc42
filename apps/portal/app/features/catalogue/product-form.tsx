import { type CallResult, catalogueCalls } from "@cidp/api-client/contract";
import { PRICE_TIER_MAX, PRODUCT_CATEGORIES, PRODUCT_UNITS, type ProductField } from "@cidp/domain";
import { RichTextEditor } from "@cidp/ui";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { DraftSubmitButtons } from "../../lib/draft-submit-buttons.tsx";
import { describedBy, FormField } from "../../lib/form-field.tsx";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import * as page from "../../lib/page.css.ts";
import { fillText } from "../../lib/seo/page-meta.ts";
import * as styles from "./catalogue.css.ts";
import { catalogueTexts as texts } from "./catalogue-texts.ts";
import type { ProductFormValues } from "./product-form-data.ts";

/** The member's own product, as the edit form fills in. */
export type OwnProduct = CallResult<typeof catalogueCalls.own>["data"];

const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, "");

/** The form's starting values: what was typed (a refused save), else the product's, else empty. */
export function initialValues(product: OwnProduct | null): ProductFormValues {
  if (!product) return { priceKind: "single", unit: "吨", moq: "1" };
  const values: ProductFormValues = {
    name: product.name,
    category: product.category,
    model: product.model,
    brand: product.brand,
    standard: product.standard,
    unit: product.unit,
    priceKind: product.priceKind,
    price: product.priceFen === null ? "" : yuan(product.priceFen),
    moq: String(product.moq),
    region: product.region,
    description: product.descriptionHtml,
  };
  product.tiers.forEach((tier, index) => {
    values[`tierQty${index + 1}`] = String(tier.minQty);
    values[`tierPrice${index + 1}`] = yuan(tier.priceFen);
  });
  return values;
}

/**
 * 发布产品 / 编辑产品: the SKU fields, a unit price or up to five tiers, 起订量, 供货区域, the
 * description (the rich-text editor, whose code loads when the field is first used; sanitised on
 * the server), photos and 检测报告 (upload slots the page
 * passes in). Each refusal shows on its field; 保存草稿 keeps it, 提交审核 sends it to the operator.
 */
export function ProductForm({
  product,
  values,
  errors,
  photos,
  reports,
}: {
  product: OwnProduct | null;
  values: ProductFormValues;
  errors: Partial<Record<ProductField, string>>;
  photos: ReactNode;
  reports: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const v = (name: string) => values[name] ?? "";
  const keptPictures = product ? product.photos.length - product.photoIds.length : 0;
  /**
   * A typed field named `name` (its id `product-<name>`), with its refusal when the save named it:
   * the SKU's texts, 起订量 and the unit price.
   */
  const input = (
    name: "name" | "model" | "brand" | "standard" | "region" | "moq" | "price",
    control: Pick<InputHTMLAttributes<HTMLInputElement>, "maxLength" | "inputMode">,
    hint?: string,
  ) => {
    const error = name === "region" ? undefined : errors[name];
    return (
      <FormField
        id={`product-${name}`}
        label={name === "price" ? texts.priceYuan : texts[name]}
        error={error}
        className={page.field}
        {...(hint ? { hint } : {})}
      >
        <input
          id={`product-${name}`}
          name={name}
          {...control}
          defaultValue={v(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`product-${name}`, error, Boolean(hint))}
        />
      </FormField>
    );
  };
  return (
    <MayCall call={catalogueCalls.save}>
      <Form method="post" className={page.panel} aria-labelledby="product-form-title" data-testid="product-form">
        <h2 id="product-form-title">{product ? texts.editTitle : texts.newTitle}</h2>
        {product?.rejectReason && <p role="alert">{fillText(texts.rejectReason, { reason: product.rejectReason })}</p>}
        {product && <input type="hidden" name="id" value={product.id} />}
        <input type="hidden" name="keptPictures" value={keptPictures} />
        <div className={styles.formGrid}>
          {input("name", { maxLength: 60 })}
          <FormField id="product-category" label={texts.category} error={errors.category} className={page.field}>
            <select
              id="product-category"
              name="category"
              defaultValue={v("category")}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={describedBy("product-category", errors.category)}
            >
              <option value="">{texts.chooseCategory}</option>
              {PRODUCT_CATEGORIES.map((group) => (
                <optgroup key={group.code} label={group.name}>
                  {group.children.map((c) => (
                    <option key={c.code} value={c.code}>
                      {`${group.name} › ${c.name}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </FormField>
          {input("model", { maxLength: 60 })}
          {input("brand", { maxLength: 40 })}
          {input("standard", { maxLength: 60 }, texts.standardHint)}
          <FormField id="product-unit" label={texts.unit} error={errors.unit} className={page.field}>
            <select id="product-unit" name="unit" defaultValue={v("unit") || "吨"} aria-describedby={describedBy("product-unit", errors.unit)}>
              {PRODUCT_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </FormField>
          {input("moq", { inputMode: "numeric" })}
          {input("region", { maxLength: 60 }, texts.regionHint)}
        </div>
        <fieldset className={styles.fieldset} aria-describedby={errors.price ? "product-price-error" : undefined}>
          <legend>{texts.priceKind}</legend>
          <label>
            <input type="radio" name="priceKind" value="single" defaultChecked={v("priceKind") !== "tiers"} /> {texts.single}
          </label>{" "}
          <label>
            <input type="radio" name="priceKind" value="tiers" defaultChecked={v("priceKind") === "tiers"} /> {texts.tiers}
          </label>
          {input("price", { inputMode: "decimal" })}
          <p className={styles.muted}>{texts.tiersLegend}</p>
          <div className={styles.tierGrid}>
            {Array.from({ length: PRICE_TIER_MAX }, (_, i) => i + 1).map((n) => (
              <div key={n} className={styles.inlineForm}>
                <label>
                  {fillText(texts.tierQty, { n })}
                  <input name={`tierQty${n}`} inputMode="numeric" defaultValue={v(`tierQty${n}`)} size={8} />
                </label>
                <label>
                  {fillText(texts.tierPrice, { n })}
                  <input name={`tierPrice${n}`} inputMode="decimal" defaultValue={v(`tierPrice${n}`)} size={10} />
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <FormField id="product-description" label={texts.description} hint={texts.descriptionHint} className={page.field}>
          <RichTextEditor
            id="product-description"
            name="description"
            defaultValue={v("description")}
            maxLength={20000}
            aria-label={texts.description}
            aria-describedby={describedBy("product-description", undefined, true)}
            toolbarLabel={texts.descriptionToolbar}
          />
        </FormField>
        <div>
          {photos}
          {errors.photos && (
            <p id="product-photos-error" className={styles.price} data-testid="product-photos-error">
              {errors.photos}
            </p>
          )}
        </div>
        <div>
          {reports}
          {errors.reports && (
            <p className={styles.price} data-testid="product-reports-error">
              {errors.reports}
            </p>
          )}
        </div>
        <DraftSubmitButtons busy={busy} draftLabel={texts.saveDraft} submitLabel={texts.submit} draftClassName={styles.smallButton} />
      </Form>
    </MayCall>
  );
}
