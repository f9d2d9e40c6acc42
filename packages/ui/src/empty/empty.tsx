import type { ReactNode } from "react";
import * as styles from "./empty.css.ts";

/** Props of Empty. */
export interface EmptyProps {
  description?: ReactNode;
  /** E.g. a button to create the first item. */
  action?: ReactNode;
  className?: string;
}

/** The "nothing here" state of lists and tables. */
export function Empty({ description = "暂无数据", action, className }: EmptyProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(" ")}>
      <svg className={styles.image} width="96" height="64" viewBox="0 0 96 64" aria-hidden="true">
        <ellipse cx="48" cy="56" rx="40" ry="6" fill="currentColor" opacity="0.5" />
        <path d="M18 22l10-14h40l10 14v26a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4z" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M18 22h20a10 6 0 0 0 20 0h20" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p className={styles.text}>{description}</p>
      {action}
    </div>
  );
}
