import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { useFormFieldControl } from "../form-field/form-field-context.ts";
import { cx } from "../internal/cx.ts";
import { fieldBox } from "../internal/field.css.ts";
import * as styles from "./input.css.ts";

/** Props of Input. */
export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "prefix"> & {
  size?: "small" | "medium" | "large";
  invalid?: boolean;
  /** Content before the text (e.g. "+86"); decorative unless it is text. */
  prefix?: ReactNode;
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A text input; inside a FormField it takes the field's id, description and invalid state. */
export function Input({ size, invalid, prefix, suffix, className, id, required, disabled, ...rest }: InputProps) {
  const field = useFormFieldControl({ id, "aria-describedby": rest["aria-describedby"], "aria-invalid": invalid, required, disabled });
  if (prefix === undefined && suffix === undefined) {
    return <input className={cx(fieldBox({ size }), className)} {...rest} {...field} />;
  }
  return (
    <span
      className={cx(fieldBox({ size }), styles.affixWrapper, className)}
      data-disabled={field.disabled ? "" : undefined}
      data-invalid={field["aria-invalid"] ? "" : undefined}
    >
      {prefix !== undefined ? <span className={styles.affix}>{prefix}</span> : null}
      <input className={styles.innerInput} {...rest} {...field} />
      {suffix !== undefined ? <span className={styles.affix}>{suffix}</span> : null}
    </span>
  );
}
