import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/** A disclosure's state and the props of its button and panel (WAI-ARIA disclosure pattern). */
export interface Disclosure {
  open: boolean;
  panelId: string;
  buttonRef: RefObject<HTMLAnchorElement | null>;
  toggle(): void;
  close(): void;
}

/** Set on <html> once scripts run the menus; before that a menu shows as the page's :target. */
const SCRIPTED_MENUS = "data-scripted-menus";

/**
 * A menu that a button shows and hides on narrow screens: Escape closes it and puts the focus
 * back on the button (the focus would otherwise stay on a link that is no longer shown), and a
 * navigation closes it, so the next page does not open with the menu over it.
 */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const { key } = useLocation();
  // Closing during render when the location changes, rather than in an effect, keeps the old
  // page's menu from flashing open over the new page for a frame.
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
  useEffect(() => {
    // From now on scripts show the menu (the :target rule applies only without them: SCRIPTED_MENUS).
    document.documentElement.setAttribute(SCRIPTED_MENUS, "");
    // A press before the scripts ran, or during hydration, followed the button's link (MenuToggle)
    // to the menu: take that over as open, and drop the fragment from the address.
    const takeOver = () => {
      if (decodeURIComponent(window.location.hash.slice(1)) !== panelId) return;
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
      setOpen(true);
    };
    takeOver();
    window.addEventListener("hashchange", takeOver);
    return () => window.removeEventListener("hashchange", takeOver);
  }, [panelId]);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, panelId, buttonRef, toggle, close };
}
