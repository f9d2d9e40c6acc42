import type { ApiClient } from "@cidp/api-client";
import { createContext, type ReactNode, useContext, useState } from "react";
import { browserApiClient, setBrowserPlatformCode } from "./browser-client.ts";

/**
 * On the server a component has no browser client: it reads through its route's loader. Using
 * this one in a server render is a bug, and says so.
 */
const serverRender: ApiClient = new Proxy({} as ApiClient, {
  get() {
    throw new Error("the browser API client is for effects and handlers; a server render reads through its route loader");
  },
});

const ApiClientContext = createContext<ApiClient>(serverRender);

/** Provides the tab's one API client to the page (the root layout, once). */
export function ApiClientProvider({ platformCode, children }: { platformCode: string | null; children: ReactNode }) {
  setBrowserPlatformCode(platformCode);
  const [client] = useState(() => (typeof window === "undefined" ? serverRender : browserApiClient()));
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The tab's API client, for event handlers and effects (never during render). */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
