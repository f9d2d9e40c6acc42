import { Switch as RadixSwitch } from "radix-ui";
import { type ReactNode, useId } from "react";
import { useFormFieldControl } from "../form-field/form-field-context.ts";
import { choiceLabel } from "../internal/choice.css.ts";
import { cx } from "../internal/cx.ts";
import * as styles from "./switch.css.ts";

/** Props of Switch. */
export interface SwitchProps {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  children?: ReactNode;
  "aria-label"?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** An on/off switch (Radix, role="switch"). */
export function Switch({ children, id, disabled, className, ...rest }: SwitchProps) {
  const generated = useId();
  const field = useFormFieldControl({ id: id ?? (children ? `switch-${generated}` : undefined), disabled });
  return (
    <span className={cx(choiceLabel, className)} data-disabled={field.disabled ? "" : undefined}>
      <RadixSwitch.Root className={styles.root} {...rest} id={field.id} aria-describedby={field["aria-describedby"]} disabled={field.disabled}>
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      {children ? <label htmlFor={field.id}>{children}</label> : null}
    </span>
  );
}
