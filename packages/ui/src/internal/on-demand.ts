import { type ComponentType, cloneElement, isValidElement, type LazyExoticComponent, lazy, type ReactNode, type SyntheticEvent } from "react";

/** A component whose code loads when first needed, and `preload` to start loading on a sign of intent. */
export interface OnDemand<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => void;
}

/**
 * Loads a component the first time it is needed rather than with the page: the Radix parts of
 * overlays and menus are most of a page's UI bytes, and most visits never open them.
 */
export function onDemand<P>(load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  type Loaded = { default: ComponentType<P> };
  let loading: Promise<Loaded> | null = null;
  const start = (): Promise<Loaded> => {
    // A failed load (network) is tried again at the next sign of intent.
    loading ??= load().catch((error: unknown): Promise<Loaded> => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(start),
    preload: () => void start().catch(() => undefined),
  };
}

type Handler = (event: SyntheticEvent) => void;

/**
 * The trigger of an overlay whose code has not loaded: it opens the overlay on click and starts
 * loading it when pointed at or focused, with the closed state's ARIA the Radix trigger gives.
 * Its own handlers run first and may cancel with `preventDefault()`.
 */
export function closedTrigger(trigger: ReactNode, open: () => void, preload: () => void): ReactNode {
  if (!isValidElement<Record<string, unknown>>(trigger)) return trigger;
  const own = trigger.props;
  const chain = (name: string, action: () => void) => (event: SyntheticEvent) => {
    (own[name] as Handler | undefined)?.(event);
    if (!event.defaultPrevented) action();
  };
  return cloneElement(trigger, {
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    "data-state": "closed",
    onClick: chain("onClick", open),
    onPointerEnter: chain("onPointerEnter", preload),
    onFocus: chain("onFocus", preload),
  });
}
