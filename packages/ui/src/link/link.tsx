import type { AnchorHTMLAttributes, Ref } from "react";
import { cx } from "../internal/cx.ts";
import { visuallyHidden } from "../theme/layout.css.ts";
import { link } from "./link.css.ts";

/** Props of Link. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  tone?: "primary" | "muted" | "inherit";
  underline?: boolean;
  /** Opens in a new window with `rel="noopener noreferrer"` and says so to screen readers. */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A text link; external links open in a new window safely. */
export function Link({ tone, underline, external = false, className, children, target, rel, ...rest }: LinkProps) {
  return (
    <a className={cx(link({ tone, underline }), className)} target={external ? "_blank" : target} rel={external ? "noopener noreferrer" : rel} {...rest}>
      {children}
      {external ? <span className={visuallyHidden}>（在新窗口打开）</span> : null}
    </a>
  );
}
