import type { ButtonHTMLAttributes } from "react";
import { type ButtonVariants, button } from "./button.css.ts";

/** Props of Button: native button attributes plus the design variants. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/** A native button in the portal's style; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant, size, className, type = "button", ...rest }: ButtonProps) {
  const classes = [button({ variant, size }), className].filter(Boolean).join(" ");
  return <button type={type} className={classes} {...rest} />;
}
