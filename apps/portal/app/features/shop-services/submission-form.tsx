import { Button } from "@cidp/ui";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { describedBy, FormField } from "../../lib/form-field.tsx";
import { MayCallOrRefusal } from "../../lib/member-center/may-call-or-refusal.tsx";
import type { CallAccess } from "../../lib/member-center/use-member-center.ts";
import * as page from "../../lib/page.css.ts";
import { fillText } from "../../lib/seo/page-meta.ts";
import type { FormAnswer } from "./member-shop-services.server.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";
import * as styles from "./shop-services.css.ts";

interface SubmissionFormProps {
  /** The contract call that saves it. */
  call: CallAccess;
  /** The heading's id, which names the form. */
  headingId: string;
  heading: string;
  /** The saved submission being edited (null when adding one). */
  saved: { id: number; rejectReason: string | null } | null;
  answer: FormAnswer | undefined;
  /** Where 返回 leads, and its text. */
  backTo: string;
  backText: string;
  children: ReactNode;
}

/**
 * The frame a submission the operator reviews (a service, a knowledge article) is edited in: the
 * operator's refusal, the save's error, the fields, then 提交审核, 保存草稿 and the way back.
 */
export function SubmissionForm({ call, headingId, heading, saved, answer, backTo, backText, children }: SubmissionFormProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <MayCallOrRefusal call={call}>
      <Form method="post" className={page.panel} aria-labelledby={headingId} noValidate>
        <h2 id={headingId}>{heading}</h2>
        {saved?.rejectReason && <p role="alert">{fillText(texts.rejectReason, { reason: saved.rejectReason })}</p>}
        {answer && !answer.ok && (
          <p role="alert" data-testid="form-error">
            {answer.msg}
          </p>
        )}
        {saved && <input type="hidden" name="id" value={saved.id} />}
        {children}
        <div className={page.actions}>
          <Button type="submit" name="intent" value="submit" disabled={busy}>
            {busy ? texts.saving : texts.submit}
          </Button>
          <Button type="submit" name="intent" value="draft" variant="ghost" disabled={busy}>
            {texts.saveDraft}
          </Button>
          <Link to={backTo}>{backText}</Link>
        </div>
      </Form>
    </MayCallOrRefusal>
  );
}

/** What a field's control carries: its id and name, its saved value, and the ids describing it. */
export interface FieldControl {
  id: string;
  name: string;
  defaultValue: string | number;
  "aria-describedby": string | undefined;
  invalid: boolean;
  required: boolean | undefined;
  maxLength: number | undefined;
}

/** What a field of a submission form shows: the control and its label, hint and refusal. */
export type SubmissionFieldProps = {
  id: string;
  name: string;
  label: string;
  /** The refusal's message for this field, when the last save refused it. */
  error: string | undefined;
  hint?: string;
  /** The saved value (empty when adding). */
  defaultValue: string | number;
  /** A long text: a full-width textarea instead of an input. */
  multiline?: boolean;
  /**
   * Another control in the field's place (the rich-text editor), given what the textarea would
   * carry; the form that uses it imports it, so the other forms do not carry its code.
   */
  render?: (control: FieldControl) => ReactNode;
  /** A choice among these instead of typing (value and label). */
  options?: readonly (readonly [string, string])[];
} & Pick<InputHTMLAttributes<HTMLInputElement>, "maxLength" | "required" | "inputMode" | "type" | "min" | "max">;

/**
 * One field of a submission form: an input, a textarea, a select or the form's own control, with its label, its hint and
 * the refusal's message (described by both), in the form's layout.
 */
export function SubmissionField({ id, name, label, error, hint, defaultValue, multiline, render, options, ...control }: SubmissionFieldProps) {
  const common = { id, name, defaultValue, "aria-describedby": describedBy(id, error, hint !== undefined) };
  return (
    <FormField id={id} label={label} error={error} className={multiline || render ? styles.wideField : page.field} {...(hint ? { hint } : {})}>
      {render ? (
        render({ ...common, invalid: error !== undefined, required: control.required, maxLength: control.maxLength })
      ) : multiline ? (
        <textarea {...common} className={styles.textarea} maxLength={control.maxLength} required={control.required} />
      ) : options ? (
        <select {...common}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} {...control} />
      )}
    </FormField>
  );
}
