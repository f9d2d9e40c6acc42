import { SERVICE_NEED_CATEGORIES, SERVICE_NEED_LIMITS, type ServiceNeedField, type ServiceNeedInput } from "@cidp/domain";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { JilinCityOptions } from "../../lib/city-options.tsx";
import { describedBy, FormField } from "../../lib/form-field.tsx";
import { SendingButton } from "../../lib/sending-button.tsx";
import { CaptchaField } from "./captcha-field.tsx";
import * as styles from "./law-services.css.ts";
import { lawTexts as texts } from "./law-services-texts.ts";
/** What the need form's action answers when it refuses: the message per field and what was typed. */
export interface NeedFormRefusal {
  ok: false;
  errors: Partial<Record<ServiceNeedField | "proof", string>>;
  /** A refusal of the services that belongs to no field. */
  msg: string;
  values: Partial<ServiceNeedInput>;
}

/** One field of the need form: its control, labelled, with its hint and the refusal's message for it. */
type NeedFieldProps = {
  id: string;
  field: ServiceNeedField;
  label: string;
  hint?: string;
  refusal: NeedFormRefusal | null;
  /** The value before any refusal (a refusal shows what was typed). */
  initial?: string;
  /** A long text: a textarea. */
  multiline?: boolean;
  /** The options of a select, which replaces the input. */
  choices?: ReactNode;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "maxLength" | "required" | "inputMode" | "type" | "autoComplete">;

function NeedField({ id, field, label, hint, refusal, initial = "", multiline, choices, ...control }: NeedFieldProps) {
  const error = refusal?.errors[field];
  const common = {
    id,
    name: field,
    defaultValue: refusal?.values[field] ?? initial,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint !== undefined),
  };
  return (
    <FormField className={styles.field} id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      {multiline ? (
        <textarea {...common} className={styles.textarea} maxLength={control.maxLength} required={control.required} />
      ) : choices ? (
        <select {...common} className={styles.control} required={control.required}>
          {choices}
        </select>
      ) : (
        <input {...common} className={styles.control} {...control} />
      )}
    </FormField>
  );
}

/**
 * 发布服务需求: every field labelled, its rule's message beside it after a refusal, the typed values
 * kept. A plain form posting to the route's action (the captcha needs the page's script).
 */
export function NeedForm({ refusal, category }: { refusal: NeedFormRefusal | null; category: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className={styles.form} noValidate aria-label={texts.needTitle}>
      {refusal && (
        <p role="alert" className={styles.alert} data-testid="need-refused">
          {refusal.msg || texts.fixErrors}
        </p>
      )}
      <NeedField id="need-title" field="title" label={texts.fieldTitle} refusal={refusal} maxLength={SERVICE_NEED_LIMITS.titleMax} required />
      <NeedField
        id="need-category"
        field="category"
        label={texts.fieldCategory}
        refusal={refusal}
        initial={category}
        required
        choices={
          <>
            <option value="">{texts.chooseCategory}</option>
            {SERVICE_NEED_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </>
        }
      />
      <NeedField
        id="need-description"
        field="description"
        label={texts.fieldDescription}
        hint={texts.descriptionHint}
        refusal={refusal}
        multiline
        maxLength={SERVICE_NEED_LIMITS.descriptionMax}
        required
      />
      <NeedField
        id="need-region"
        field="regionCode"
        label={texts.fieldRegion}
        refusal={refusal}
        required
        choices={<JilinCityOptions placeholder={texts.chooseRegion} />}
      />
      <NeedField id="need-budget" field="budgetYuan" label={texts.fieldBudget} hint={texts.budgetHint} refusal={refusal} inputMode="numeric" maxLength={9} />
      <NeedField
        id="need-contact"
        field="contactName"
        label={texts.fieldContact}
        refusal={refusal}
        autoComplete="name"
        maxLength={SERVICE_NEED_LIMITS.contactMax}
        required
      />
      <NeedField
        id="need-phone"
        field="phone"
        label={texts.fieldPhone}
        refusal={refusal}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        required
      />
      <CaptchaField id="need-captcha" error={refusal?.errors.proof} />
      <div>
        <SendingButton busy={busy} labels={texts} data-testid="need-submit" />
      </div>
    </Form>
  );
}
