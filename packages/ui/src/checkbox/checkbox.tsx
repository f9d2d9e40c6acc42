import { Checkbox as RadixCheckbox } from "radix-ui";
import { type ReactNode, useId } from "react";
import { useFormFieldControl } from "../form-field/form-field-context.ts";
import { choiceControl, choiceLabel } from "../internal/choice.css.ts";
import { cx } from "../internal/cx.ts";
import * as styles from "./checkbox.css.ts";

/** Props of Checkbox. */
export interface CheckboxProps {
  checked?: boolean | "indeterminate";
  defaultChecked?: boolean | "indeterminate";
  onCheckedChange?: (checked: boolean | "indeterminate") => void;
  /** Visible label; give `aria-label` instead when the label lives elsewhere (e.g. table rows). */
  children?: ReactNode;
  "aria-label"?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** A checkbox (Radix) with a mixed state, toggled by Space. */
export function Checkbox({ children, id, disabled, required, invalid, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const field = useFormFieldControl({ id: id ?? (children ? `checkbox-${generated}` : undefined), "aria-invalid": invalid, required, disabled });
  return (
    <span className={cx(choiceLabel, className)} data-disabled={field.disabled ? "" : undefined}>
      <RadixCheckbox.Root className={cx(choiceControl, styles.box)} {...rest} {...field}>
        <RadixCheckbox.Indicator className={styles.indicator}>
          {rest.checked === "indeterminate" ? (
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2 6h8" stroke="currentColor" strokeWidth="2" />
            </svg>
          ) : (
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2 6l3 3 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {children ? <label htmlFor={field.id}>{children}</label> : null}
    </span>
  );
}
