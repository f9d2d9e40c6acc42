import { visuallyHidden } from "../theme/layout.css.ts";
import * as styles from "./skeleton.css.ts";

/** Props of Skeleton. */
export interface SkeletonProps {
  /** Number of text lines; the last is shorter. */
  lines?: number;
  /** A round avatar placeholder before the lines. */
  avatar?: boolean;
  /** A title bar above the lines. */
  title?: boolean;
  label?: string;
  className?: string;
}

/** Grey placeholders while content loads; announced once as busy. */
export function Skeleton({ lines = 3, avatar = false, title = true, label = "内容加载中", className }: SkeletonProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(" ")} role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      {avatar ? <span aria-hidden="true" className={styles.bone} style={{ width: 48, height: 48, borderRadius: "50%", flexShrink: 0 }} /> : null}
      <span className={styles.lines} aria-hidden="true">
        {title ? <span className={styles.bone} style={{ width: "40%", height: 20 }} /> : null}
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
          <span key={i} className={styles.bone} style={{ width: i === lines - 1 ? "60%" : "100%", height: 14 }} />
        ))}
      </span>
    </div>
  );
}
