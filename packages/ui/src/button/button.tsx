import type { ButtonHTMLAttributes, Ref } from "react";
import { cx } from "../internal/cx.ts";
import { Spinner } from "../spinner/spinner.tsx";
import { type ButtonVariants, button } from "./button.css.ts";

/** Props of Button: native button attributes plus the design variants. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /** Shows a spinner, sets aria-busy and ignores presses while true. */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

/** A native button in the portal's style; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant, size, block, loading = false, className, type = "button", disabled, onClick, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(button({ variant, size, block }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A loading button stays focusable (so focus is not lost) but ignores presses.
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size="small" label="处理中" tone="inherit" /> : null}
      {children}
    </button>
  );
}
