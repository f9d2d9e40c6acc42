import { Button } from "@cidp/ui";
import { type ReactNode, useState } from "react";
import { Form } from "react-router";
import type { KeptFilesFieldComponent } from "../../lib/kept-files.ts";
import * as page from "../../lib/page.css.ts";
import { SavePublishButtons } from "../../lib/save-publish-buttons.tsx";
import { tradeDocumentField } from "../../lib/trade-document-field.ts";
import { RemoveRowButton, RowField, useEditableRows } from "./editable-rows.tsx";
import * as styles from "./tender.css.ts";
import { DOCUMENT_FIELD, type DraftErrors, type DraftValues, depositCapText } from "./tender-draft-data.ts";
import { manageTexts as texts } from "./tender-manage-texts.ts";

type A11y = { "aria-invalid"?: true; "aria-describedby"?: string };

/** A labelled field with its refusal under it, the control described by the refusal. */
function Field({
  name,
  label,
  errors,
  hint,
  children,
}: {
  name: string;
  label: string;
  errors: DraftErrors;
  hint?: string;
  children: (a11y: A11y) => ReactNode;
}) {
  const error = errors[name as keyof DraftErrors];
  const described = [error ? `${name}-error` : "", hint ? `${name}-hint` : ""].filter(Boolean).join(" ");
  return (
    <p className={page.field}>
      <label htmlFor={name}>{label}</label>
      {children({ ...(error ? { "aria-invalid": true } : {}), ...(described ? { "aria-describedby": described } : {}) })}
      {hint && <span id={`${name}-hint`}>{hint}</span>}
      {error && (
        <span id={`${name}-error`} className={styles.fieldError} data-testid={`${name}-error`}>
          {error}
        </span>
      )}
    </p>
  );
}

/** A refusal of a whole group of rows, announced beside its legend. */
function GroupError({ name, errors }: { name: keyof DraftErrors; errors: DraftErrors }) {
  const error = errors[name];
  return error ? (
    <p id={`${name}-error`} className={styles.fieldError} data-testid={`${name}-error`}>
      {error}
    </p>
  ) : null;
}

/**
 * 新建 / 编辑招标草稿: every field posts with the document (no script needed); rows of sections and
 * of the scoring sheet get one spare empty row, and with script rows are added and removed in place.
 * A refused save comes back with what was typed and each refusal on its field.
 */
export function TenderDraftForm({
  values,
  errors,
  busy,
  draftId,
  Files,
}: {
  values: DraftValues;
  errors: DraftErrors;
  busy: boolean;
  draftId: number;
  /** The upload field of the 招标文件 (features/upload's, handed in by the route). */
  Files: KeptFilesFieldComponent;
}) {
  const sectionRows = useEditableRows(values.sections, { name: "", estimate: "" });
  const criterionRows = useEditableRows(values.criteria, { key: "", label: "", weight: "" });
  const sections = sectionRows.rows;
  const criteria = criterionRows.rows;
  const [method, setMethod] = useState(values.method);
  const weightSum = criteria.reduce((sum, c) => sum + (Number(c.weight) || 0), 0);
  return (
    <Form method="post" className={page.panel} noValidate>
      {draftId > 0 && <input type="hidden" name="draftId" value={draftId} />}
      <Field name="title" label={texts.title} errors={errors}>
        {(a11y) => <input id="title" name="title" defaultValue={values.title} maxLength={100} required {...a11y} />}
      </Field>
      <Field name="projectName" label={texts.projectName} errors={errors}>
        {(a11y) => <input id="projectName" name="projectName" defaultValue={values.projectName} maxLength={100} {...a11y} />}
      </Field>
      <Field name="location" label={texts.location} errors={errors}>
        {(a11y) => <input id="location" name="location" defaultValue={values.location} maxLength={200} {...a11y} />}
      </Field>
      <fieldset className={styles.rows}>
        <legend>{texts.mode}</legend>
        {(["public", "invited"] as const).map((mode) => (
          <label key={mode} className={styles.inlineForm}>
            <input type="radio" name="mode" value={mode} defaultChecked={values.mode === mode} />
            {texts.modes[mode]}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.rows} aria-describedby={errors.sections ? "sections-error" : undefined}>
        <legend>{texts.sections}</legend>
        <GroupError name="sections" errors={errors} />
        {sections.map((section, i) => (
          <div className={styles.row} key={section.uid}>
            <RowField
              label={`${texts.sectionRow(i + 1)} ${texts.sectionName}`}
              name={`sections[${i}].name`}
              defaultValue={section.name}
              maxLength={60}
              onValue={(value) => sectionRows.set(i, "name", value)}
            />
            <RowField
              label={`${texts.sectionRow(i + 1)} ${texts.sectionEstimate}`}
              name={`sections[${i}].estimate`}
              inputMode="decimal"
              defaultValue={section.estimate}
              onValue={(value) => sectionRows.set(i, "estimate", value)}
            />
            {sections.length > 1 && <RemoveRowButton rowName={texts.sectionRow(i + 1)} onRemove={() => sectionRows.remove(i)} />}
          </div>
        ))}
        <Button type="button" variant="ghost" onClick={sectionRows.add}>
          {texts.addSection}
        </Button>
        <p>{texts.sectionsHint}</p>
      </fieldset>
      <Field name="qualifications" label={texts.qualifications} errors={errors}>
        {(a11y) => <textarea id="qualifications" name="qualifications" defaultValue={values.qualifications} rows={4} {...a11y} />}
      </Field>
      <Field name="deposit" label={texts.deposit} errors={errors} hint={texts.depositHint(depositCapText({ ...values, sections }))}>
        {(a11y) => <input id="deposit" name="deposit" inputMode="decimal" defaultValue={values.deposit} {...a11y} />}
      </Field>
      <fieldset className={styles.rows}>
        <legend>{texts.method}</legend>
        {(["lowest_price", "comprehensive"] as const).map((m) => (
          <label key={m} className={styles.inlineForm}>
            <input type="radio" name="method" value={m} defaultChecked={values.method === m} onChange={() => setMethod(m)} />
            {texts.methods[m]}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.rows} aria-describedby={errors.scoringSheet ? "scoringSheet-error" : undefined} data-method={method}>
        <legend>{texts.sheet}</legend>
        <GroupError name="scoringSheet" errors={errors} />
        {criteria.map((criterion, i) => (
          <div className={styles.row} key={criterion.uid}>
            <input type="hidden" name={`criteria[${i}].key`} value={criterion.key} />
            <RowField
              label={`${texts.criterionRow(i + 1)} ${texts.criterionLabel}`}
              name={`criteria[${i}].label`}
              defaultValue={criterion.label}
              maxLength={30}
              onValue={(value) => criterionRows.set(i, "label", value)}
            />
            <RowField
              label={`${texts.criterionRow(i + 1)} ${texts.criterionWeight}`}
              name={`criteria[${i}].weight`}
              type="number"
              min={1}
              max={100}
              defaultValue={criterion.weight}
              onValue={(value) => criterionRows.set(i, "weight", value)}
            />
            {criteria.length > 1 && <RemoveRowButton rowName={texts.criterionRow(i + 1)} onRemove={() => criterionRows.remove(i)} />}
          </div>
        ))}
        <p aria-live="polite">{texts.weightSum(weightSum)}</p>
        <Button type="button" variant="ghost" onClick={criterionRows.add}>
          {texts.addCriterion}
        </Button>
      </fieldset>
      <Field name="registrationEnd" label={texts.registrationEnd} errors={errors}>
        {(a11y) => <input id="registrationEnd" name="registrationEnd" type="datetime-local" defaultValue={values.registrationEnd} {...a11y} />}
      </Field>
      <Field name="bidDeadline" label={texts.bidDeadline} errors={errors}>
        {(a11y) => <input id="bidDeadline" name="bidDeadline" type="datetime-local" defaultValue={values.bidDeadline} {...a11y} />}
      </Field>
      <Field name="contactName" label={texts.contactName} errors={errors}>
        {(a11y) => <input id="contactName" name="contactName" defaultValue={values.contactName} maxLength={30} {...a11y} />}
      </Field>
      <Field name="contactPhone" label={texts.contactPhone} errors={errors}>
        {(a11y) => <input id="contactPhone" name="contactPhone" defaultValue={values.contactPhone} maxLength={20} {...a11y} />}
      </Field>
      <Field name="description" label={texts.description} errors={errors}>
        {(a11y) => <textarea id="description" name="description" defaultValue={values.description} rows={5} maxLength={5000} {...a11y} />}
      </Field>
      <fieldset className={styles.rows} aria-describedby={errors.documents ? "documents-error" : "documents-hint"} data-testid="draft-documents">
        <legend>{texts.documents}</legend>
        <GroupError name="documents" errors={errors} />
        <p id="documents-hint">{texts.documentsHint}</p>
        <Files name={DOCUMENT_FIELD} kept={values.documents} keepText={texts.keepDocument} {...tradeDocumentField(texts.documentsUpload)} />
      </fieldset>
      <p className={page.actions}>
        <SavePublishButtons busy={busy} saveLabel={texts.saveDraft} publishLabel={texts.publish} />
      </p>
    </Form>
  );
}
