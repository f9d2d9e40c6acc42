import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import * as styles from "./details-menu.css.ts";

/**
 * A menu behind a button below the desktop layout, as <details> and <summary>: the browser opens
 * and closes it, with or without scripts, and tells assistive technology whether it is expanded.
 * With scripts, Escape closes it and puts the focus back on its button (the focus would otherwise
 * stay on a link that is no longer shown), and a navigation closes it, so the next page does not
 * open under it. On the desktop the whole <details> is hidden: the page shows its menu bar or side
 * menu instead (the same links, rendered by the caller).
 */
export function DetailsMenu({
  label,
  className,
  testId,
  children,
}: {
  label: string;
  className?: string;
  testId?: string;
  /** The menu; `close` shuts it, for a choice that stays on the page (a scroll to a section). */
  children: (close: () => void) => ReactNode;
}) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, []);
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    // Not on the first run: a menu opened before the scripts ran stays open.
    if (key === shownKey.current) return;
    shownKey.current = key;
    close();
  }, [key, close]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const details = detailsRef.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <details ref={detailsRef} className={`${styles.details}${className ? ` ${className}` : ""}`}>
      <summary className={styles.summary} data-testid={testId}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={styles.icon}>
          {/* Three bars, open or closed: the open menu shows in the button's colour and border (styles.summary). */}
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {label}
      </summary>
      {children(close)}
    </details>
  );
}
