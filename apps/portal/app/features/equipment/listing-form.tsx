import { type CallResult, equipmentCalls } from "@cidp/api-client/contract";
import { EQUIPMENT_PRICE_UNIT_LABELS, EQUIPMENT_PRICE_UNITS, EQUIPMENT_TRADE_INFO, EQUIPMENT_TRADES, type EquipmentSide } from "@cidp/domain";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { DraftSubmitButtons } from "../../lib/draft-submit-buttons.tsx";
import { LabelledField } from "../../lib/labelled-controls.tsx";
import { MayCall } from "../../lib/member-center/may-call.tsx";
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
    <MayCall call={equipmentCalls.save}>
      <Form method="post" className={page.panel} aria-labelledby="equipment-form-title" data-testid="equipment-form">
        <h2 id="equipment-form-title">{listing ? texts.editing : texts.newListing}</h2>
        {listing?.rejectReason && <p role="alert">{fillText(texts.rejectReason, { reason: listing.rejectReason })}</p>}
        {listing && <input type="hidden" name="id" value={listing.id} />}
        <div className={styles.formGrid}>
          <LabelledField id="eq-trade" label={texts.trade}>
            <select id="eq-trade" name="trade" defaultValue={listing?.trade ?? trades[0]} required>
              {trades.map((trade) => (
                <option key={trade} value={trade}>
                  {EQUIPMENT_TRADE_INFO[trade].label}
                </option>
              ))}
            </select>
          </LabelledField>
          <LabelledField id="eq-category" label={texts.category}>
            <select id="eq-category" name="category" defaultValue={listing?.category ?? ""} required>
              <option value="">{texts.allCategories}</option>
              <EquipmentCategoryOptions groupsChoosable={false} />
            </select>
          </LabelledField>
          <LabelledField id="eq-title" label={texts.title}>
            <input id="eq-title" name="title" defaultValue={listing?.title ?? ""} minLength={4} maxLength={60} required aria-describedby="eq-title-hint" />
            <span id="eq-title-hint">{texts.titleHint}</span>
          </LabelledField>
          <LabelledField id="eq-brand" label={texts.brand}>
            <input id="eq-brand" name="brand" defaultValue={listing?.brand ?? ""} maxLength={40} required />
          </LabelledField>
          <LabelledField id="eq-model" label={texts.model}>
            <input id="eq-model" name="model" defaultValue={listing?.model ?? ""} maxLength={40} required />
          </LabelledField>
          <LabelledField id="eq-year" label={texts.year}>
            <input id="eq-year" name="year" type="number" min={1980} max={thisYear} defaultValue={listing?.year ?? thisYear - 3} required />
          </LabelledField>
          <LabelledField id="eq-hours" label={texts.hours}>
            <input id="eq-hours" name="workingHours" type="number" min={0} max={200000} defaultValue={listing?.workingHours ?? 0} required />
          </LabelledField>
          <LabelledField id="eq-price" label={texts.priceYuan}>
            <input id="eq-price" name="price" inputMode="decimal" defaultValue={listing ? String(listing.priceFen / 100) : ""} required />
          </LabelledField>
          <LabelledField id="eq-unit" label={texts.priceUnit}>
            <select id="eq-unit" name="priceUnit" defaultValue={listing?.priceUnit ?? (side === "supply" ? "shift" : "month")}>
              {EQUIPMENT_PRICE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {`按${EQUIPMENT_PRICE_UNIT_LABELS[unit]}`}
                </option>
              ))}
            </select>
          </LabelledField>
          {side === "supply" && (
            <>
              <LabelledField id="eq-from" label={texts.availableFrom}>
                <input id="eq-from" name="availableFrom" type="date" min={today} defaultValue={listing?.availableFrom ?? ""} />
              </LabelledField>
              <LabelledField id="eq-to" label={texts.availableTo}>
                <input id="eq-to" name="availableTo" type="date" min={today} defaultValue={listing?.availableTo ?? ""} />
              </LabelledField>
            </>
          )}
        </div>
        <RegionPicker name="regionCode" value={listing?.regionCode ?? ""} choices={regions} />
        <LabelledField id="eq-description" label={texts.description}>
          <textarea id="eq-description" name="description" defaultValue={listing?.description ?? ""} maxLength={2000} className={styles.textarea} />
        </LabelledField>
        {photos}
        {certificates}
        <DraftSubmitButtons busy={busy} draftLabel={texts.saveDraft} submitLabel={texts.submit} draftClassName={styles.smallButton} />
      </Form>
    </MayCall>
  );
}
