import { Form, useNavigation } from "react-router";
import { JilinCityOptions } from "../../lib/city-options.tsx";
import { describedBy, FormField } from "../../lib/form-field.tsx";
import * as page from "../../lib/page.css.ts";
import { SendingButton } from "../../lib/sending-button.tsx";
import type { ApplyField, ApplyKind, ApplyRefusal } from "./apply-fields.ts";
import { applyTexts as texts } from "./apply-texts.ts";
import * as styles from "./home-apply.css.ts";
import { PhoneCodeField } from "./phone-code-field.tsx";

/** The attributes that tie a control to its hint and its message, and mark it invalid. */
function described(id: string, error: string | undefined, hint = false) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, error, hint) };
}

/** A text field of the form, its value kept after a refusal. */
function TextField({ kind, name, label, max, refusal }: { kind: ApplyKind; name: ApplyField; label: string; max: number; refusal: ApplyRefusal | null }) {
  const id = `${kind}-${name}`;
  const error = refusal?.errors[name];
  return (
    <FormField className={page.field} id={id} label={label} error={error}>
      <input id={id} name={name} className={styles.control} defaultValue={refusal?.values[name] ?? ""} maxLength={max} required {...described(id, error)} />
    </FormField>
  );
}

/**
 * 融资申请 or 项目申请: every field labelled, its rule's message beside it after a refusal, the
 * typed values kept. A plain form posting to the route's action; only the SMS code's sending
 * (behind the slider puzzle) needs the page's script.
 */
export function ApplyForm({ kind, refusal }: { kind: ApplyKind; refusal: ApplyRefusal | null }) {
  const busy = useNavigation().state === "submitting";
  const errors = refusal?.errors ?? {};
  const values = refusal?.values ?? {};
  const title = kind === "finance" ? texts.financeTitle : texts.projectTitle;
  return (
    <Form method="post" noValidate aria-label={title} data-testid={`${kind}-apply-form`}>
      {refusal && (
        <p role="alert" className={styles.alert} data-testid="apply-refused">
          {refusal.msg || texts.fixErrors}
        </p>
      )}
      {kind === "project" && <TextField kind={kind} name="projectName" label={texts.projectName} max={100} refusal={refusal} />}
      <TextField kind={kind} name="companyName" label={texts.companyName} max={100} refusal={refusal} />
      <TextField kind={kind} name="contactName" label={texts.contactName} max={30} refusal={refusal} />
      {kind === "finance" && (
        <>
          <FormField className={page.field} id="finance-amount" label={texts.amount} error={errors.amount} hint={texts.amountHint}>
            <input
              id="finance-amount"
              name="amount"
              inputMode="decimal"
              className={styles.control}
              defaultValue={values.amount ?? ""}
              maxLength={12}
              required
              {...described("finance-amount", errors.amount, true)}
            />
          </FormField>
          <FormField className={page.field} id="finance-purpose" label={texts.purpose} error={errors.purpose}>
            <textarea
              id="finance-purpose"
              name="purpose"
              className={styles.control}
              rows={3}
              defaultValue={values.purpose ?? ""}
              maxLength={500}
              required
              {...described("finance-purpose", errors.purpose)}
            />
          </FormField>
        </>
      )}
      {kind === "project" && (
        <FormField className={page.field} id="project-region" label={texts.region} error={errors.region}>
          <select
            id="project-region"
            name="region"
            className={styles.control}
            defaultValue={values.region ?? ""}
            required
            {...described("project-region", errors.region)}
          >
            <JilinCityOptions placeholder={texts.chooseRegion} />
          </select>
        </FormField>
      )}
      <PhoneCodeField idPrefix={kind} phone={values.phone ?? ""} errors={{ phone: errors.phone, code: errors.code }} />
      <div>
        <SendingButton busy={busy} labels={texts} data-testid="apply-submit" />
      </div>
    </Form>
  );
}
