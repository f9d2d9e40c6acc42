import { RadioGroup } from "radix-ui";
import { useContext, useId } from "react";
import { FormFieldContext, useFormFieldControl } from "../form-field/form-field-context.ts";
import { choiceControl, choiceLabel } from "../internal/choice.css.ts";
import { cx } from "../internal/cx.ts";
import * as styles from "./radio.css.ts";

/** One choice of a Radio group. */
export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of Radio. */
export interface RadioProps {
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  orientation?: "horizontal" | "vertical";
  /** Names the group when no FormField label does. */
  "aria-label"?: string;
  id?: string;
  className?: string;
}

/** A radio group (Radix): one tab stop, arrow keys move the choice. */
export function Radio({ options, orientation = "horizontal", id, disabled, required, invalid, className, ...rest }: RadioProps) {
  const prefix = useId();
  const field = useFormFieldControl({ id, "aria-invalid": invalid, required, disabled });
  // A radiogroup is a div, so a <label for> cannot name it; point at the FormField's label instead.
  const labelledBy = useContext(FormFieldContext)?.labelId;
  return (
    <RadioGroup.Root
      className={cx(styles.group({ orientation }), className)}
      orientation={orientation}
      id={field.id}
      aria-labelledby={rest["aria-label"] ? undefined : labelledBy}
      aria-describedby={field["aria-describedby"]}
      aria-invalid={field["aria-invalid"]}
      disabled={field.disabled}
      required={field.required}
      {...rest}
    >
      {options.map((option) => {
        const itemId = `${prefix}-${option.value}`;
        return (
          <span key={option.value} className={choiceLabel} data-disabled={field.disabled || option.disabled ? "" : undefined}>
            <RadioGroup.Item id={itemId} value={option.value} disabled={option.disabled} className={cx(choiceControl, styles.circle)}>
              <RadioGroup.Indicator className={styles.dot} />
            </RadioGroup.Item>
            <label htmlFor={itemId}>{option.label}</label>
          </span>
        );
      })}
    </RadioGroup.Root>
  );
}
