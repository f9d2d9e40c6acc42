import { type Ref, type TextareaHTMLAttributes, useState } from "react";
import { useFormFieldControl } from "../form-field/form-field-context.ts";
import { cx } from "../internal/cx.ts";
import { fieldBox } from "../internal/field.css.ts";
import * as styles from "./textarea.css.ts";

/** Props of Textarea. */
export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  invalid?: boolean;
  /** Shows "n/maxLength" under the box when maxLength is set. */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A multi-line text input with an optional character counter. */
export function Textarea({ invalid, showCount = false, className, id, required, disabled, maxLength, value, defaultValue, onChange, ...rest }: TextareaProps) {
  const field = useFormFieldControl({ id, "aria-describedby": rest["aria-describedby"], "aria-invalid": invalid, required, disabled });
  const [typed, setTyped] = useState(String(defaultValue ?? "").length);
  const length = value !== undefined ? String(value).length : typed;
  return (
    <div className={cx(styles.wrapper, className)}>
      <textarea
        className={cx(fieldBox(), styles.textarea)}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
        {...rest}
        {...field}
      />
      {showCount && maxLength !== undefined ? (
        <span className={styles.counter} aria-hidden="true">
          {length}/{maxLength}
        </span>
      ) : null}
    </div>
  );
}
