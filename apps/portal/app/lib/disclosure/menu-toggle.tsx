import * as styles from "./menu-toggle.css.ts";
import type { Disclosure } from "./use-disclosure.ts";

/**
 * The button that shows and hides a collapsed menu on narrow screens (hidden on desktop, where the
 * menu always shows). It is a link to the menu acting as a button: with scripts it toggles the
 * menu; without them (or before they load) following it makes the menu the page's `:target`, which
 * the menu's style shows, so the menu works without JavaScript too.
 */
export function MenuToggle({ disclosure, label, className, testId }: { disclosure: Disclosure; label: string; className?: string; testId?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> cannot reach the menu without scripts; the link can (see above)
    <a
      ref={disclosure.buttonRef}
      href={`#${disclosure.panelId}`}
      role="button"
      className={`${styles.toggle}${className ? ` ${className}` : ""}`}
      aria-expanded={disclosure.open}
      aria-controls={disclosure.panelId}
      onClick={(event) => {
        event.preventDefault();
        disclosure.toggle();
      }}
      onKeyDown={(event) => {
        // A button answers Space as well as Enter (a link only Enter, which clicks).
        if (event.key !== " ") return;
        event.preventDefault();
        disclosure.toggle();
      }}
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
    </a>
  );
}
