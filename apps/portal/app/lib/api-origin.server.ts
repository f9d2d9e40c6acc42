import { type ApiClient, type ApiClientOptions, createApiClient } from "@cidp/api-client";
import { REQUEST_ID_HEADER } from "@cidp/web-operations";
import { currentClientIp, currentRequestId } from "./request-id.server.ts";

/** Where the portal's server reaches the platform services directly (not through its own proxy). */
export function apiOrigin(): string {
  return process.env.API_ORIGIN ?? "http://127.0.0.1:3001";
}

/**
 * A client for the SSR loaders' calls to the platform services: straight to `apiOrigin()`, each
 * call carrying the id of the page request it serves, so the services log it as their `reqId`.
 */
export function serverApiClient(options: Omit<ApiClientOptions, "baseURL"> = {}): ApiClient {
  const client = createApiClient({ ...options, baseURL: apiOrigin() });
  // The services' API never redirects: axios then sends through node:http itself instead of the
  // follow-redirects wrapper it puts around every request otherwise (one per page render at least).
  client.http.defaults.maxRedirects = 0;
  client.http.interceptors.request.use((config) => {
    const requestId = currentRequestId();
    if (requestId) config.headers.set(REQUEST_ID_HEADER, requestId);
    // The services trust X-Forwarded-For from the portal's address only (their TRUST_PROXY).
    const clientIp = currentClientIp();
    if (clientIp) config.headers.set("X-Forwarded-For", clientIp);
    return config;
  });
  return client;
}
