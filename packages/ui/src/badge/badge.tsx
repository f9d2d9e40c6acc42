import type { ReactNode } from "react";
import { cx } from "../internal/cx.ts";
import { visuallyHidden } from "../theme/layout.css.ts";
import * as styles from "./badge.css.ts";

/** What a badge shows for a count: nothing at 0 (or below), the number up to `max`, then "max+". */
export function formatBadgeCount(count: number, max = 99): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}

/** Props of Badge. */
export interface BadgeProps {
  count?: number;
  /** Display cap; the spec's unread badge shows "99+" above 99. */
  max?: number;
  /** A dot instead of a number (still hidden at 0). */
  dot?: boolean;
  tone?: "danger" | "primary" | "muted";
  /** Screen-reader text; receives the real count. */
  label?: (count: number) => string;
  /** When given, the badge sits on the top-right corner of it. */
  children?: ReactNode;
  className?: string;
}

/** An unread-count badge: hidden at 0, "99+" above 99, with the real number for screen readers. */
export function Badge({ count = 0, max = 99, dot = false, tone, label = (n) => `${n}条未读`, children, className }: BadgeProps) {
  const text = formatBadgeCount(count, max);
  const pill =
    text === null ? null : (
      <span className={cx(styles.badge({ tone, dot }), children !== undefined && styles.corner, className)}>
        {dot ? null : <span aria-hidden="true">{text}</span>}
        <span className={visuallyHidden}>{label(Math.floor(count))}</span>
      </span>
    );
  if (children === undefined) return pill;
  return (
    <span className={styles.anchor}>
      {children}
      {pill}
    </span>
  );
}
