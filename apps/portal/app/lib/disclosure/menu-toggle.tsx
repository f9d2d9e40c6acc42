import * as styles from "./menu-toggle.css.ts";
import type { Disclosure } from "./use-disclosure.ts";

/** The button that shows and hides a collapsed menu on narrow screens (hidden on desktop, where the menu always shows). */
export function MenuToggle({ disclosure, label, className, testId }: { disclosure: Disclosure; label: string; className?: string; testId?: string }) {
  return (
    <button
      ref={disclosure.buttonRef}
      type="button"
      className={`${styles.toggle}${className ? ` ${className}` : ""}`}
      aria-expanded={disclosure.open}
      aria-controls={disclosure.panelId}
      onClick={disclosure.toggle}
      data-testid={testId}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={styles.icon}>
        {disclosure.open ? (
          <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      {label}
    </button>
  );
}
