import { ANALYTICS_ACTIONS, type AnalyticsAction } from "@cidp/domain";

/** What a click was on, for the analytics record; null when it was on nothing interactive. */
export interface ClickTarget {
  action: AnalyticsAction;
  name: string;
  href: string | undefined;
}

const INTERACTIVE = "a[href], button, [role='button'], [role='tab'], [role='menuitem'], summary";

/** Reads a click's target: header menu items count as menu clicks (8), the rest as clicks (0). */
export function clickTargetOf(element: Element | null): ClickTarget | null {
  const target = element?.closest(INTERACTIVE);
  if (!target) return null;
  const name = (target.getAttribute("aria-label") ?? target.textContent ?? "").replace(/\s+/g, " ").trim();
  const href = target instanceof HTMLAnchorElement ? target.pathname + target.search : undefined;
  const action = target.closest("[data-menu]") ? ANALYTICS_ACTIONS.menuItemClick : ANALYTICS_ACTIONS.click;
  return { action, name, href };
}
