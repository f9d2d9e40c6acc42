import type { Frame } from "./frame.ts";

/** Messages between the tabs of one browser about the one shared socket. */
export type TabMessage =
  | { t: "frame"; frame: Frame }
  | { t: "status"; status: ChatLinkStatus }
  | { t: "send"; frame: Frame }
  | { t: "flush" }
  | { t: "wake" }
  | { t: "hello" }
  | { t: "elsewhere" };

/** Where the shared connection stands, as every tab sees it. */
export type ChatLinkStatus = "idle" | "connecting" | "open" | "waiting" | "closed" | "loggedOut";

/** The browser features that let tabs share one socket. */
export interface TabCoordination {
  locks: LockManager;
  channel: (name: string) => BroadcastChannel;
}

/** The coordination of this browser, or null where Web Locks or BroadcastChannel are missing. */
export function browserCoordination(): TabCoordination | null {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks || typeof globalThis.BroadcastChannel !== "function") return null;
  return { locks, channel: (name) => new BroadcastChannel(name) };
}

/**
 * Runs `lead` while this tab holds the socket lock. Tabs queue for the lock; when the holder's tab
 * closes the browser releases it and the next tab in line leads at once. Returns a stop function.
 */
export function holdLeadership(locks: LockManager, name: string, lead: () => () => void): () => void {
  const abort = new AbortController();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  void locks
    .request(name, { signal: abort.signal }, async () => {
      const stopLeading = lead();
      await released;
      stopLeading();
    })
    .catch(() => undefined);
  return () => {
    abort.abort();
    release();
  };
}
