import { Button } from "@cidp/ui";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { KeptFile, KeptFilesFieldComponent } from "../../lib/kept-files.ts";
import { SavePublishButtons } from "../../lib/save-publish-buttons.tsx";
import { tradeDocumentField } from "../../lib/trade-document-field.ts";
import type { DeliveryAddress } from "./address-book.server.ts";
import { addressTexts } from "./address-texts.ts";
import { LinesEditor } from "./lines-editor.tsx";
import * as styles from "./procurement.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import { CheckedSheetField, type FieldA11y } from "./sheet-field.tsx";
import type { DraftLine } from "./sheet-form-data.ts";

/** What the edit form starts from (a saved draft), or nothing for a new sheet. */
/** The form field of the 询价附件's upload ids. */
export const SHEET_DOCUMENT_FIELD = "documentFileIds";

export interface SheetFormValues {
  title: string;
  projectName: string;
  location: string;
  category: string;
  mode: "public" | "invited";
  /** `yyyy-MM-ddTHH:mm`, as the picker takes it. */
  deadline: string;
  validityDays: number;
  deliveryDate: string;
  deliveryAddress: string;
  /** The address-book entry the address came from (none on sheets written as free text). */
  deliveryAddressId?: number | undefined;
  paymentTerms: string;
  invoiceRequirement: string;
  taxIncluded: boolean;
  freightIncluded: boolean;
  partialAllowed: boolean;
  noRaise: boolean;
  roundCap: number;
  qualifications: readonly string[];
  contactName: string;
  contactPhone: string;
  remark: string;
  lines: readonly DraftLine[];
  /** 询价附件 the draft holds (drawings, a 清单), kept by the form. */
  documents?: readonly KeptFile[];
}

/** What a new sheet starts with besides the defaults. */
export interface SheetStart {
  title: string;
  lines: readonly DraftLine[];
}

/** The server's message per refused field (`title`, `deadline`, `lines.0.unit` …). */
export type FieldErrors = Readonly<Record<string, string>>;

/** The business's address book for the form, the entry to preselect, and where picking one comes back to. */
export interface AddressBookChoice {
  addresses: readonly DeliveryAddress[];
  chosen: number;
  /** This form's own path (`?id=` when editing), for the card picker and the address picker to return to. */
  back: string;
}

/**
 * 收货地址 from the book: a select of its entries (works before hydration), with the card picker and
 * the address picker (new address) a link away. A sheet written as free text keeps its address until
 * another is chosen.
 */
function AddressChoice({ id, a11y, book, values }: { id: string; a11y: FieldA11y; book: AddressBookChoice; values: SheetFormValues | null }) {
  const oldText = values && !values.deliveryAddressId ? values.deliveryAddress : "";
  const chosen = book.chosen || values?.deliveryAddressId || (oldText ? 0 : (book.addresses.find((a) => a.isDefault)?.id ?? 0));
  const back = encodeURIComponent(book.back);
  return (
    <>
      <select id={id} {...a11y} name="deliveryAddressId" className={styles.control} defaultValue={chosen ? String(chosen) : ""}>
        <option value="">{oldText ? addressTexts.keepOld(oldText) : addressTexts.noAddress}</option>
        {book.addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {`${a.fullAddress}（${a.contactName}）`}
          </option>
        ))}
      </select>
      {oldText && <input type="hidden" name="deliveryAddress" value={oldText} />}
      <span className={styles.checkRow}>
        <Link to={`/user/building-materials/address-card?back=${back}${chosen ? `&address=${chosen}` : ""}`}>{addressTexts.fromBook}</Link>
        <Link to={`/user/building-materials/baiduaddress?back=${back}`}>{addressTexts.add}</Link>
        <Link to="/user/building-materials/address">{addressTexts.manage}</Link>
      </span>
    </>
  );
}

const CATEGORIES = ["物资", "设备租赁", "劳务", "专业分包"] as const;

/** A labelled field of the sheet (id `sheet-<name>`); a refused one shows the server's message under it, tied to the control. */
function Field({ name, label, errors, children }: { name: string; label: string; errors: FieldErrors; children: (id: string, a11y: FieldA11y) => ReactNode }) {
  const id = `sheet-${name}`;
  return (
    <CheckedSheetField id={id} label={label} error={errors[name]}>
      {(a11y) => children(id, a11y)}
    </CheckedSheetField>
  );
}

/** A choice among texts that are their own values (付款方式, 发票要求). */
function TextSelect({
  id,
  a11y,
  name,
  options,
  defaultValue,
}: {
  id: string;
  a11y: FieldA11y;
  name: string;
  options: readonly string[];
  defaultValue: string;
}) {
  return (
    <select id={id} {...a11y} name={name} className={styles.control} defaultValue={defaultValue}>
      {options.map((o) => (
        <option key={o}>{o}</option>
      ))}
    </select>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label>
      <input type="checkbox" name={name} defaultChecked={checked} /> {label}
    </label>
  );
}

/** The inquiry sheet's header and lines (新建 and 编辑), saved as a draft or published. */
export function SheetForm({
  values,
  start,
  busy,
  book,
  errors = {},
  action,
  Files,
}: {
  values: SheetFormValues | null;
  /** A new sheet's first title and lines (one started from a product page). */
  start?: SheetStart | undefined;
  busy: boolean;
  book: AddressBookChoice;
  errors?: FieldErrors;
  /** Where the form posts when not to the page's own address: the draft saved meanwhile (`?id=`). */
  action?: string | undefined;
  /** The upload field of the 询价附件 (features/upload's, handed in by the route). */
  Files: KeptFilesFieldComponent;
}) {
  const v = values;
  return (
    <Form method="post" encType="multipart/form-data" action={action} aria-label={v ? texts.formTitleEdit : texts.formTitleNew}>
      <fieldset>
        <legend>{texts.header}</legend>
        <div className={styles.fieldGrid}>
          <Field name="title" label={texts.sheetTitle} errors={errors}>
            {(id, a11y) => (
              <input id={id} {...a11y} name="title" required minLength={2} maxLength={100} className={styles.control} defaultValue={v?.title ?? start?.title} />
            )}
          </Field>
          <Field name="projectName" label={texts.projectName} errors={errors}>
            {(id, a11y) => <input id={id} {...a11y} name="projectName" maxLength={100} className={styles.control} defaultValue={v?.projectName} />}
          </Field>
          <Field name="location" label={texts.location} errors={errors}>
            {(id, a11y) => <input id={id} {...a11y} name="location" maxLength={200} className={styles.control} defaultValue={v?.location} />}
          </Field>
          <Field name="category" label={texts.category} errors={errors}>
            {(id, a11y) => (
              <select id={id} {...a11y} name="category" className={styles.control} defaultValue={v?.category ?? "物资"}>
                {CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            )}
          </Field>
          <Field name="mode" label={texts.mode} errors={errors}>
            {(id, a11y) => (
              <select id={id} {...a11y} name="mode" className={styles.control} defaultValue={v?.mode ?? "invited"}>
                <option value="invited">{texts.modes.invited}</option>
                <option value="public">{texts.modes.public}</option>
              </select>
            )}
          </Field>
          <Field name="deadline" label={texts.deadline} errors={errors}>
            {(id, a11y) => <input id={id} {...a11y} name="deadline" type="datetime-local" required className={styles.control} defaultValue={v?.deadline} />}
          </Field>
          <Field name="validityDays" label={texts.validityDays} errors={errors}>
            {(id, a11y) => (
              <input id={id} {...a11y} name="validityDays" type="number" min={1} max={365} className={styles.control} defaultValue={v?.validityDays ?? 30} />
            )}
          </Field>
          <Field name="deliveryDate" label={texts.deliveryDate} errors={errors}>
            {(id, a11y) => <input id={id} {...a11y} name="deliveryDate" type="date" className={styles.control} defaultValue={v?.deliveryDate} />}
          </Field>
          <Field name="deliveryAddressId" label={texts.deliveryAddress} errors={errors}>
            {(id, a11y) => <AddressChoice id={id} a11y={a11y} book={book} values={v} />}
          </Field>
          <Field name="paymentTerms" label={texts.paymentTerms} errors={errors}>
            {(id, a11y) => (
              <TextSelect id={id} a11y={a11y} name="paymentTerms" options={texts.paymentOptions} defaultValue={v?.paymentTerms ?? texts.paymentOptions[1]} />
            )}
          </Field>
          <Field name="invoiceRequirement" label={texts.invoiceRequirement} errors={errors}>
            {(id, a11y) => (
              <TextSelect
                id={id}
                a11y={a11y}
                name="invoiceRequirement"
                options={texts.invoiceOptions}
                defaultValue={v?.invoiceRequirement ?? texts.invoiceOptions[0]}
              />
            )}
          </Field>
          <Field name="roundCap" label={texts.roundCap} errors={errors}>
            {(id, a11y) => (
              <select id={id} {...a11y} name="roundCap" className={styles.control} defaultValue={String(v?.roundCap ?? 3)}>
                {[1, 2, 3].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="contactName" label={texts.contactName} errors={errors}>
            {(id, a11y) => <input id={id} {...a11y} name="contactName" maxLength={30} className={styles.control} defaultValue={v?.contactName} />}
          </Field>
          <Field name="contactPhone" label={texts.contactPhone} errors={errors}>
            {(id, a11y) => (
              <input id={id} {...a11y} name="contactPhone" inputMode="numeric" maxLength={11} className={styles.control} defaultValue={v?.contactPhone} />
            )}
          </Field>
        </div>
        <div className={styles.checkRow}>
          <Check name="taxIncluded" label={texts.taxIncluded} checked={v?.taxIncluded ?? true} />
          <Check name="freightIncluded" label={texts.freightIncluded} checked={v?.freightIncluded ?? true} />
          <Check name="partialAllowed" label={texts.partialAllowed} checked={v?.partialAllowed ?? false} />
          <Check name="noRaise" label={texts.noRaise} checked={v?.noRaise ?? true} />
        </div>
        <div className={styles.fieldGrid}>
          <Field name="qualifications" label={texts.qualifications} errors={errors}>
            {(id, a11y) => <textarea id={id} {...a11y} name="qualifications" className={styles.textArea} defaultValue={v?.qualifications.join("\n")} />}
          </Field>
          <Field name="remark" label={texts.remark} errors={errors}>
            {(id, a11y) => <textarea id={id} {...a11y} name="remark" maxLength={2000} className={styles.textArea} defaultValue={v?.remark} />}
          </Field>
        </div>
      </fieldset>
      <LinesEditor initial={v?.lines ?? start?.lines ?? []} />
      <fieldset data-testid="sheet-documents">
        <legend>{texts.documents}</legend>
        <p>{texts.documentsHint}</p>
        <Files name={SHEET_DOCUMENT_FIELD} kept={v?.documents ?? []} keepText={texts.keepDocument} {...tradeDocumentField(texts.documentsUpload)} />
      </fieldset>
      <fieldset className={styles.checkRow}>
        <legend>{texts.importTitle}</legend>
        <label htmlFor="bom-file">{texts.importFile}</label>
        <input id="bom-file" name="bom" type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
        <Button type="submit" name="intent" value="import" variant="ghost" disabled={busy} formNoValidate>
          {texts.importSubmit}
        </Button>
      </fieldset>
      <div className={styles.checkRow}>
        <SavePublishButtons busy={busy} saveLabel={texts.saveDraft} publishLabel={texts.saveAndPublish} />
      </div>
    </Form>
  );
}
