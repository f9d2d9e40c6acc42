import { createContext, type ReactNode, useContext, useState } from "react";
import { useSnapshot } from "valtio";
import { createSiteStore, type SiteState } from "./site.store.ts";

const SiteContext = createContext<SiteState | null>(null);

// A server render reads the start-up data once and never changes it: the store's proxy (a deep
// copy, then tracked reads) would be work and garbage per request for nothing. The browser, where
// the store lives on between renders, gets the valtio store.
const onServer = typeof document === "undefined";

/** Provides the site store: the root loader's start-up data as it is on the server, a valtio store of it in the browser. */
export function SiteProvider({ initial, children }: { initial: SiteState; children: ReactNode }) {
  const [store] = useState(() => (onServer ? initial : createSiteStore(initial)));
  return <SiteContext.Provider value={store}>{children}</SiteContext.Provider>;
}

function useSiteStore(): SiteState {
  const store = useContext(SiteContext);
  if (!store) throw new Error("useSite outside SiteProvider");
  return store;
}

/** The start-up data as the server renders it: no proxy, no snapshot. */
function useServerSite(): Readonly<SiteState> {
  return useSiteStore();
}

/** A render snapshot of the browser's site store. */
function useBrowserSite(): Readonly<SiteState> {
  return useSnapshot(useSiteStore()) as Readonly<SiteState>;
}

/** A render snapshot of the site store (on the server, its start-up data). */
export const useSite: () => Readonly<SiteState> = onServer ? useServerSite : useBrowserSite;
