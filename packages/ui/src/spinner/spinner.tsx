import { visuallyHidden } from "../theme/layout.css.ts";
import { inherit, spinner, wrapper } from "./spinner.css.ts";

/** Props of Spinner. */
export interface SpinnerProps {
  size?: "small" | "medium" | "large";
  /** Announced to screen readers, and shown when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** "inherit" takes the text colour around it (e.g. white inside a primary button). */
  tone?: "primary" | "inherit";
  className?: string;
}

/** A loading indicator announced as a status. */
export function Spinner({ size, label = "加载中", showLabel = false, tone = "primary", className }: SpinnerProps) {
  return (
    <span role="status" className={[wrapper, tone === "inherit" && inherit, className].filter(Boolean).join(" ")}>
      <span aria-hidden="true" className={spinner({ size })} />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
