import { useSyncExternalStore } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** The attribute the portal's elder-friendly mode (适老化) sets on `<html>`: no content moves by itself there. */
const ELDER_ATTRIBUTE = "data-elder-mode";

function motionAllowed(): boolean {
  if (window.matchMedia?.(REDUCED_MOTION).matches) return false;
  return document.documentElement.getAttribute(ELDER_ATTRIBUTE) !== "on";
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener("change", onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ELDER_ATTRIBUTE] });
  return () => {
    query?.removeEventListener("change", onChange);
    observer.disconnect();
  };
}

/**
 * Whether content may move by itself: not when the system asks for reduced motion, nor in the
 * elder-friendly mode. Follows both live. False on the server, where nothing plays anyway.
 */
export function useMotionAllowed(): boolean {
  return useSyncExternalStore(subscribe, motionAllowed, () => false);
}
