import { Button } from "@cidp/ui";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { type EditableLine, LinesEditor } from "./lines-editor.tsx";
import * as styles from "./procurement.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";

/** What the edit form starts from (a saved draft), or nothing for a new sheet. */
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
  lines: readonly EditableLine[];
}

const CATEGORIES = ["物资", "设备租赁", "劳务", "专业分包"] as const;

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = `sheet-${label}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
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
export function SheetForm({ values, busy }: { values: SheetFormValues | null; busy: boolean }) {
  const v = values;
  return (
    <Form method="post" encType="multipart/form-data" aria-label={v ? texts.formTitleEdit : texts.formTitleNew}>
      <fieldset>
        <legend>{texts.header}</legend>
        <div className={styles.fieldGrid}>
          <Field label={texts.sheetTitle}>
            {(id) => <input id={id} name="title" required minLength={2} maxLength={100} className={styles.control} defaultValue={v?.title} />}
          </Field>
          <Field label={texts.projectName}>
            {(id) => <input id={id} name="projectName" maxLength={100} className={styles.control} defaultValue={v?.projectName} />}
          </Field>
          <Field label={texts.location}>
            {(id) => <input id={id} name="location" maxLength={200} className={styles.control} defaultValue={v?.location} />}
          </Field>
          <Field label={texts.category}>
            {(id) => (
              <select id={id} name="category" className={styles.control} defaultValue={v?.category ?? "物资"}>
                {CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label={texts.mode}>
            {(id) => (
              <select id={id} name="mode" className={styles.control} defaultValue={v?.mode ?? "invited"}>
                <option value="invited">{texts.modes.invited}</option>
                <option value="public">{texts.modes.public}</option>
              </select>
            )}
          </Field>
          <Field label={texts.deadline}>
            {(id) => <input id={id} name="deadline" type="datetime-local" required className={styles.control} defaultValue={v?.deadline} />}
          </Field>
          <Field label={texts.validityDays}>
            {(id) => <input id={id} name="validityDays" type="number" min={1} max={365} className={styles.control} defaultValue={v?.validityDays ?? 30} />}
          </Field>
          <Field label={texts.deliveryDate}>
            {(id) => <input id={id} name="deliveryDate" type="date" className={styles.control} defaultValue={v?.deliveryDate} />}
          </Field>
          <Field label={texts.deliveryAddress}>
            {(id) => <input id={id} name="deliveryAddress" maxLength={300} className={styles.control} defaultValue={v?.deliveryAddress} />}
          </Field>
          <Field label={texts.paymentTerms}>
            {(id) => (
              <select id={id} name="paymentTerms" className={styles.control} defaultValue={v?.paymentTerms ?? texts.paymentOptions[1]}>
                {texts.paymentOptions.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label={texts.invoiceRequirement}>
            {(id) => (
              <select id={id} name="invoiceRequirement" className={styles.control} defaultValue={v?.invoiceRequirement ?? texts.invoiceOptions[0]}>
                {texts.invoiceOptions.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label={texts.roundCap}>
            {(id) => (
              <select id={id} name="roundCap" className={styles.control} defaultValue={String(v?.roundCap ?? 3)}>
                {[1, 2, 3].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={texts.contactName}>
            {(id) => <input id={id} name="contactName" maxLength={30} className={styles.control} defaultValue={v?.contactName} />}
          </Field>
          <Field label={texts.contactPhone}>
            {(id) => <input id={id} name="contactPhone" inputMode="numeric" maxLength={11} className={styles.control} defaultValue={v?.contactPhone} />}
          </Field>
        </div>
        <div className={styles.checkRow}>
          <Check name="taxIncluded" label={texts.taxIncluded} checked={v?.taxIncluded ?? true} />
          <Check name="freightIncluded" label={texts.freightIncluded} checked={v?.freightIncluded ?? true} />
          <Check name="partialAllowed" label={texts.partialAllowed} checked={v?.partialAllowed ?? false} />
          <Check name="noRaise" label={texts.noRaise} checked={v?.noRaise ?? true} />
        </div>
        <div className={styles.fieldGrid}>
          <Field label={texts.qualifications}>
            {(id) => <textarea id={id} name="qualifications" className={styles.textArea} defaultValue={v?.qualifications.join("\n")} />}
          </Field>
          <Field label={texts.remark}>{(id) => <textarea id={id} name="remark" maxLength={2000} className={styles.textArea} defaultValue={v?.remark} />}</Field>
        </div>
      </fieldset>
      <LinesEditor initial={v?.lines ?? []} />
      <fieldset className={styles.checkRow}>
        <legend>{texts.importTitle}</legend>
        <label htmlFor="bom-file">{texts.importFile}</label>
        <input id="bom-file" name="bom" type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
        <Button type="submit" name="intent" value="import" variant="ghost" disabled={busy} formNoValidate>
          {texts.importSubmit}
        </Button>
      </fieldset>
      <div className={styles.checkRow}>
        <Button type="submit" name="intent" value="save" variant="ghost" disabled={busy}>
          {texts.saveDraft}
        </Button>
        <Button type="submit" name="intent" value="publish" disabled={busy}>
          {texts.saveAndPublish}
        </Button>
      </div>
    </Form>
  );
}
