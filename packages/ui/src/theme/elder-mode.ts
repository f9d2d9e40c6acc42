import { useSyncExternalStore } from "react";
import { ELDER_MODE_ATTRIBUTE } from "./elder-mode-attribute.ts";

/** Whether an element (normally `<html>`) is in elder mode. */
function isElderMode(element: Element | null | undefined): boolean {
  return element?.getAttribute(ELDER_MODE_ATTRIBUTE) === "on";
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ELDER_MODE_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * Whether the page is in elder mode right now, following the attribute on `<html>` as it is
 * switched at run time. False on the server: the first client render (right after hydration)
 * corrects it before any timer of a moving part could fire.
 */
export function useElderModeActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isElderMode(document.documentElement),
    () => false,
  );
}
