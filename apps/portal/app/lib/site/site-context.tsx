import { createContext, type ReactNode, useContext, useState } from "react";
import { useSnapshot } from "valtio";
import { createSiteStore, type SiteState } from "./site.store.ts";

const SiteContext = createContext<SiteState | null>(null);

/** Provides a site store created from the root loader's start-up data, once per render tree. */
export function SiteProvider({ initial, children }: { initial: SiteState; children: ReactNode }) {
  const [store] = useState(() => createSiteStore(initial));
  return <SiteContext.Provider value={store}>{children}</SiteContext.Provider>;
}

/** A render snapshot of the site store. */
export function useSite(): Readonly<SiteState> {
  const store = useContext(SiteContext);
  if (!store) throw new Error("useSite outside SiteProvider");
  return useSnapshot(store) as Readonly<SiteState>;
}
