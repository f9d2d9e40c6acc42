import type { ReactNode } from "react";
import * as styles from "./form-field.css.ts";

/**
 * A labelled field of a page form whose action answers field by field: the label, the control,
 * its hint, and the refusal's message for it (ids `<id>-hint`, `<id>-error`, which the control
 * names in aria-describedby through `describedBy`).
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The field's layout, from the using page. */
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids a control is described by: its hint and its error, when shown. */
export function describedBy(id: string, error: string | undefined, hint = false): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}
