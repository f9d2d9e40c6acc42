import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/** A disclosure's state and the props of its button and panel (WAI-ARIA disclosure pattern). */
export interface Disclosure {
  open: boolean;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  toggle(): void;
  close(): void;
}

/**
 * A menu that a button shows and hides on narrow screens: Escape closes it and puts the focus
 * back on the button (the focus would otherwise stay on a link that is no longer shown), and a
 * navigation closes it, so the next page does not open with the menu over it.
 */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, panelId, buttonRef, toggle, close };
}
