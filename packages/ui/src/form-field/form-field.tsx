import { Label } from "radix-ui";
import { type ReactNode, useId, useMemo } from "react";
import { cx } from "../internal/cx.ts";
import { visuallyHidden } from "../theme/layout.css.ts";
import * as styles from "./form-field.css.ts";
import { FormFieldContext } from "./form-field-context.ts";

/** Props of FormField. */
export interface FormFieldProps {
  label: ReactNode;
  /** Helper text shown under the control. */
  hint?: ReactNode;
  /** Error text; when set the control is marked invalid and the text is announced. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, hint and error around one control, wired through ids (the control reads them from context). */
export function FormField({ label, hint, error, required = false, disabled = false, id, hideLabel = false, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const value = useMemo(
    () => ({
      id: controlId,
      labelId: `${controlId}-label`,
      describedBy: [errorId, hintId].filter(Boolean).join(" ") || undefined,
      invalid: Boolean(error),
      required,
      disabled,
    }),
    [controlId, errorId, hintId, error, required, disabled],
  );
  return (
    <div className={cx(styles.root, className)}>
      <Label.Root id={`${controlId}-label`} htmlFor={controlId} className={cx(styles.label, hideLabel && visuallyHidden)}>
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        ) : null}
        {label}
      </Label.Root>
      <FormFieldContext.Provider value={value}>{children}</FormFieldContext.Provider>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always rendered so a newly set error is announced by the live region. */}
      <p id={errorId} className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
