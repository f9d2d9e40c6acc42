import * as styles from "./tender.css.ts";
import type { ManageAnswer } from "./tender-manage.server.ts";

/** The management action's last answer, which marks the refused control and keeps what was typed. */
export type Answer = ManageAnswer | undefined;

/** A control's refusal: marked invalid and described by the message under it. */
export const a11yOf = (answer: Answer, field: string) =>
  answer && !answer.ok && answer.field === field ? { "aria-invalid": true as const, "aria-describedby": `${field}-error` } : {};

/** What was typed into a refused form's field, to fill it in again. */
export const typed = (answer: Answer, name: string) => (answer && !answer.ok ? answer.values?.[name] : undefined);

/** The refusal's message under the control it names. */
export function FieldError({ answer, field }: { answer: Answer; field: string }) {
  if (!answer || answer.ok || answer.field !== field) return null;
  return (
    <span id={`${field}-error`} className={styles.fieldError} data-testid={`${field}-error`}>
      {answer.msg}
    </span>
  );
}
