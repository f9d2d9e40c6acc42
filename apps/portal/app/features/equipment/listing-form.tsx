import type { CallResult, equipmentCalls } from "@cidp/api-client/contract";
import { EQUIPMENT_PRICE_UNIT_LABELS, EQUIPMENT_PRICE_UNITS, EQUIPMENT_TRADE_INFO, EQUIPMENT_TRADES, type EquipmentSide } from "@cidp/domain";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { DraftSubmitButtons } from "../../lib/draft-submit-buttons.tsx";
import * as page from "../../lib/page.css.ts";
import { type RegionChoices, RegionPicker } from "../../lib/region-picker.tsx";
import { fillText } from "../../lib/seo/page-meta.ts";
import { EquipmentCategoryOptions } from "./category-options.tsx";
import * as styles from "./equipment.css.ts";
import { equipmentTexts as texts } from "./equipment-texts.ts";

/** The member's own listing, as the edit form fills in. */
export type OwnListing = CallResult<typeof equipmentCalls.mine>["data"]["records"][number];

/**
 * The publish form of one side: trade type, machine type (the category tree), brand, model, year,
 * hours, region, price and its unit, the rental's available dates, photos and certificates (upload
 * slots the page passes in), description. 保存草稿 keeps it; 提交审核 sends it to the operator.
 */
export function ListingForm({
  side,
  listing,
  regions,
  photos,
  certificates,
  today,
}: {
  side: EquipmentSide;
  listing: OwnListing | null;
  regions: RegionChoices;
  photos: ReactNode;
  certificates: ReactNode;
  today: string;
}) {
  const busy = useNavigation().state === "submitting";
  const trades = EQUIPMENT_TRADES.filter((trade) => EQUIPMENT_TRADE_INFO[trade].side === side);
  const thisYear = Number(today.slice(0, 4));
  return (
    <Form method="post" className={page.panel} aria-labelledby="equipment-form-title" data-testid="equipment-form">
      <h2 id="equipment-form-title">{listing ? texts.editing : texts.newListing}</h2>
      {listing?.rejectReason && <p role="alert">{fillText(texts.rejectReason, { reason: listing.rejectReason })}</p>}
      {listing && <input type="hidden" name="id" value={listing.id} />}
      <div className={styles.formGrid}>
        <div className={page.field}>
          <label htmlFor="eq-trade">{texts.trade}</label>
          <select id="eq-trade" name="trade" defaultValue={listing?.trade ?? trades[0]} required>
            {trades.map((trade) => (
              <option key={trade} value={trade}>
                {EQUIPMENT_TRADE_INFO[trade].label}
              </option>
            ))}
          </select>
        </div>
        <div className={page.field}>
          <label htmlFor="eq-category">{texts.category}</label>
          <select id="eq-category" name="category" defaultValue={listing?.category ?? ""} required>
            <option value="">{texts.allCategories}</option>
            <EquipmentCategoryOptions groupsChoosable={false} />
          </select>
        </div>
        <div className={page.field}>
          <label htmlFor="eq-title">{texts.title}</label>
          <input id="eq-title" name="title" defaultValue={listing?.title ?? ""} minLength={4} maxLength={60} required aria-describedby="eq-title-hint" />
          <span id="eq-title-hint">{texts.titleHint}</span>
        </div>
        <div className={page.field}>
          <label htmlFor="eq-brand">{texts.brand}</label>
          <input id="eq-brand" name="brand" defaultValue={listing?.brand ?? ""} maxLength={40} required />
        </div>
        <div className={page.field}>
          <label htmlFor="eq-model">{texts.model}</label>
          <input id="eq-model" name="model" defaultValue={listing?.model ?? ""} maxLength={40} required />
        </div>
        <div className={page.field}>
          <label htmlFor="eq-year">{texts.year}</label>
          <input id="eq-year" name="year" type="number" min={1980} max={thisYear} defaultValue={listing?.year ?? thisYear - 3} required />
        </div>
        <div className={page.field}>
          <label htmlFor="eq-hours">{texts.hours}</label>
          <input id="eq-hours" name="workingHours" type="number" min={0} max={200000} defaultValue={listing?.workingHours ?? 0} required />
        </div>
        <div className={page.field}>
          <label htmlFor="eq-price">{texts.priceYuan}</label>
          <input id="eq-price" name="price" inputMode="decimal" defaultValue={listing ? String(listing.priceFen / 100) : ""} required />
        </div>
        <div className={page.field}>
          <label htmlFor="eq-unit">{texts.priceUnit}</label>
          <select id="eq-unit" name="priceUnit" defaultValue={listing?.priceUnit ?? (side === "supply" ? "shift" : "month")}>
            {EQUIPMENT_PRICE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {`按${EQUIPMENT_PRICE_UNIT_LABELS[unit]}`}
              </option>
            ))}
          </select>
        </div>
        {side === "supply" && (
          <>
            <div className={page.field}>
              <label htmlFor="eq-from">{texts.availableFrom}</label>
              <input id="eq-from" name="availableFrom" type="date" min={today} defaultValue={listing?.availableFrom ?? ""} />
            </div>
            <div className={page.field}>
              <label htmlFor="eq-to">{texts.availableTo}</label>
              <input id="eq-to" name="availableTo" type="date" min={today} defaultValue={listing?.availableTo ?? ""} />
            </div>
          </>
        )}
      </div>
      <RegionPicker name="regionCode" value={listing?.regionCode ?? ""} choices={regions} texts={texts} />
      <div className={page.field}>
        <label htmlFor="eq-description">{texts.description}</label>
        <textarea id="eq-description" name="description" defaultValue={listing?.description ?? ""} maxLength={2000} className={styles.textarea} />
      </div>
      {photos}
      {certificates}
      <DraftSubmitButtons busy={busy} draftLabel={texts.saveDraft} submitLabel={texts.submit} draftClassName={styles.smallButton} />
    </Form>
  );
}
