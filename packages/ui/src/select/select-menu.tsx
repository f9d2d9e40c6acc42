import { Select as RadixSelect } from "radix-ui";
import { useFormFieldControl } from "../form-field/form-field-context.ts";
import { cx } from "../internal/cx.ts";
import { fieldBox } from "../internal/field.css.ts";
import * as styles from "./select.css.ts";
import type { SelectProps } from "./select.tsx";

/** What Select passes on: its props, and whether the menu opens as it mounts. */
export type SelectMenuProps = SelectProps & { defaultOpen: boolean };

/** The Radix Select behind Select, loaded when the member first reaches for it. */
export function SelectMenu({
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
  defaultOpen,
  ...aria
}: SelectMenuProps) {
  const field = useFormFieldControl({ id, "aria-invalid": invalid, required, disabled });
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={field.disabled}
      required={field.required}
      name={name}
      defaultOpen={defaultOpen}
    >
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
