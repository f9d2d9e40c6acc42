import { ELDER_MODE_ATTRIBUTE, elderlyThemeClass } from "@cidp/ui/theme";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { elderModeCookie } from "./elder-mode-cookie.ts";

/** The elder-friendly mode as the page has it, and the way to switch it. */
export interface ElderModeState {
  on: boolean;
  set: (on: boolean) => void;
}

const ElderModeContext = createContext<ElderModeState | null>(null);

/** Provides the mode to the header's toggle (the state lives in the document's layout, which renders `<html>`). */
export const ElderModeProvider = ElderModeContext.Provider;

/**
 * The mode's state, starting from what the server read from the cookie. Switching it writes the
 * cookie (remembered for the next page and visit) and re-renders `<html>` with or without the
 * mode: no reload.
 */
export function useElderModeState(initial: boolean): ElderModeState {
  const [on, setOn] = useState(initial);
  const set = useCallback((next: boolean) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser the portal serves
    document.cookie = elderModeCookie(next, window.location.protocol === "https:");
    setOn(next);
  }, []);
  return useMemo(() => ({ on, set }), [on, set]);
}

/** The mode's state; throws outside the document layout. */
export function useElderMode(): ElderModeState {
  const state = useContext(ElderModeContext);
  if (!state) throw new Error("useElderMode outside ElderModeProvider");
  return state;
}

/**
 * What `<html>` carries in elder mode: the elderly theme class (so portalled overlays follow too)
 * and `data-elder-mode="on"`, which moving parts read to stand still.
 */
export function elderHtmlProps(on: boolean): { className?: string; [ELDER_MODE_ATTRIBUTE]?: "on" } {
  return on ? { className: elderlyThemeClass, [ELDER_MODE_ATTRIBUTE]: "on" } : {};
}
