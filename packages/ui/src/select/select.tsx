import { Select as RadixSelect } from "radix-ui";
import { useFormFieldControl } from "../form-field/form-field-context.ts";
import { cx } from "../internal/cx.ts";
import { fieldBox } from "../internal/field.css.ts";
import * as styles from "./select.css.ts";

/** One option of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of Select. */
export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  name?: string;
  id?: string;
  size?: "small" | "medium" | "large";
  "aria-label"?: string;
  className?: string;
}

/** A single-choice dropdown (Radix Select): typeahead, arrow keys, and a native form value. */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = "请选择",
  disabled,
  required,
  invalid,
  name,
  id,
  size,
  className,
  ...aria
}: SelectProps) {
  const field = useFormFieldControl({ id, "aria-invalid": invalid, required, disabled });
  return (
    <RadixSelect.Root value={value} defaultValue={defaultValue} onValueChange={onValueChange} disabled={field.disabled} required={field.required} name={name}>
      <RadixSelect.Trigger
        id={field.id}
        aria-label={aria["aria-label"]}
        aria-describedby={field["aria-describedby"]}
        aria-invalid={field["aria-invalid"]}
        className={cx(fieldBox({ size }), styles.trigger, className)}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className={styles.icon}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator aria-hidden="true">✓</RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
