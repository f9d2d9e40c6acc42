import { useState } from "react";
import { useFormFieldControl } from "../form-field/form-field-context.ts";
import * as styles from "./pin-input.css.ts";

/** Props of PinInput. */
export interface PinInputProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (digits: string) => void;
  /** Called once all digits are entered. */
  onComplete?: (digits: string) => void;
  /** Number of digits; the spec's codes have 6. */
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  name?: string;
  "aria-label"?: string;
}

/** A 6-digit code entry drawn as cells over one real input (one-time-code autofill, paste, screen readers). */
export function PinInput({ value, defaultValue = "", onValueChange, onComplete, length = 6, disabled, invalid, id, name, ...aria }: PinInputProps) {
  const field = useFormFieldControl({ id, "aria-invalid": invalid, disabled });
  const [inner, setInner] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const digits = (value ?? inner).slice(0, length);
  return (
    <span className={styles.root}>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${length}}`}
        maxLength={length}
        name={name}
        aria-label={aria["aria-label"] ?? (field.id ? undefined : `${length}位验证码`)}
        value={digits}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(event) => {
          const next = event.target.value.replace(/\D+/g, "").slice(0, length);
          if (value === undefined) setInner(next);
          onValueChange?.(next);
          if (next.length === length && next !== digits) onComplete?.(next);
        }}
        {...field}
      />
      {Array.from({ length }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions, not items
          key={index}
          aria-hidden="true"
          className={styles.cell}
          data-active={focused && (index === digits.length || (digits.length === length && index === length - 1)) ? "" : undefined}
          data-invalid={field["aria-invalid"] ? "" : undefined}
          data-disabled={field.disabled ? "" : undefined}
        >
          {digits[index] ?? ""}
        </span>
      ))}
    </span>
  );
}
