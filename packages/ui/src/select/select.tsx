import { type KeyboardEvent, Suspense, useState } from "react";
import { useFormFieldControl } from "../form-field/form-field-context.ts";
import { cx } from "../internal/cx.ts";
import { fieldBox } from "../internal/field.css.ts";
import { onDemand } from "../internal/on-demand.ts";
import * as styles from "./select.css.ts";
import type { SelectMenuProps } from "./select-menu.tsx";

const menu = onDemand<SelectMenuProps>(() => import("./select-menu.tsx").then((module) => ({ default: module.SelectMenu })));

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

/**
 * A single-choice dropdown (Radix Select): typeahead, arrow keys, and a native form value. Until
 * first used it is a plain trigger showing the value; the menu's code loads when it is pointed
 * at or focused, and the menu opens as soon as it is there.
 */
export function Select(props: SelectProps) {
  const { options, value, defaultValue, placeholder = "请选择", invalid, name, size, className } = props;
  // null until used; then whether the menu opens as it mounts (it was clicked) or not.
  const [openAtMount, setOpenAtMount] = useState<boolean | null>(null);
  const field = useFormFieldControl({ id: props.id, "aria-invalid": invalid, required: props.required, disabled: props.disabled });
  const selected = options.find((option) => option.value === (value ?? defaultValue));
  const open = () => setOpenAtMount(true);
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter and Space click the button; the arrows open the menu as Radix's trigger does.
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    open();
  };
  const closed = (
    <>
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        aria-label={props["aria-label"]}
        aria-describedby={field["aria-describedby"]}
        aria-invalid={field["aria-invalid"]}
        aria-required={field.required}
        id={field.id}
        disabled={field.disabled}
        data-state="closed"
        data-placeholder={selected ? undefined : ""}
        className={cx(fieldBox({ size }), styles.trigger, className)}
        onPointerEnter={menu.preload}
        onFocus={menu.preload}
        onClick={open}
        onKeyDown={onKeyDown}
      >
        <span style={{ pointerEvents: "none" }}>{selected?.label ?? placeholder}</span>
        <span aria-hidden="true" className={styles.icon}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </span>
      </button>
      {name ? <input type="hidden" name={name} value={selected?.value ?? ""} /> : null}
    </>
  );
  if (openAtMount === null) return closed;
  return (
    <Suspense fallback={closed}>
      <menu.Component {...props} defaultOpen={openAtMount} />
    </Suspense>
  );
}
