import type { ApiClient } from "@cidp/api-client";
import { createContext, type ReactNode, useContext } from "react";

type Client = Awaited<ReturnType<typeof loadClient>>;

/** The tab's client module, loaded with the first call: a visitor's page never downloads it. */
function loadClient(platformCode: string | null) {
  return import("./browser-client.ts").then((module) => {
    module.setBrowserPlatformCode(platformCode);
    return module.browserApiClient();
  });
}

/**
 * The tab's one API client as the page's components see it: the same client for every caller,
 * whose code (the fetch client, the error catalogue) arrives with its first call. On the server there is no
 * browser client: a server render reads through its route loader, and a call here says so.
 */
function lazyClient(platformCode: string | null): ApiClient {
  let loading: Promise<Client> | null = null;
  const client = () => {
    if (typeof window === "undefined") throw new Error("the browser API client is for effects and handlers; a server render reads through its route loader");
    loading ??= loadClient(platformCode);
    return loading;
  };
  return {
    get http(): never {
      throw new Error("use request(), upload() or download(): the browser client has no axios instance");
    },
    request: async (config, schema) => (await client()).request(config, schema),
    upload: async (config, schema) => (await client()).upload(config, schema),
    download: async (config) => (await client()).download(config),
  };
}

const ApiClientContext = createContext<ApiClient>(lazyClient(null));

/** Provides the tab's one API client to the page (the root layout, once per platform). */
export function ApiClientProvider({ platformCode, children }: { platformCode: string | null; children: ReactNode }) {
  return <ApiClientContext.Provider value={clientFor(platformCode)}>{children}</ApiClientContext.Provider>;
}

const clients = new Map<string | null, ApiClient>();

/** One lazy client per platform code (the page serves one), so the context value is stable across renders. */
function clientFor(platformCode: string | null): ApiClient {
  let client = clients.get(platformCode);
  if (!client) {
    client = lazyClient(platformCode);
    clients.set(platformCode, client);
  }
  return client;
}

/** The tab's API client, for event handlers and effects (never during render). */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
