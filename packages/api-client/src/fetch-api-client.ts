import { ApiError, ApiErrorKind } from "./api-error.ts";
import type { ApiClient, ApiClientOptions } from "./create-api-client.ts";
import { createCallRunner, headersOf, type TransportRequest, type TransportResponse } from "./internal/call-runner.ts";
import { networkText, timeoutText } from "./internal/http-messages.ts";

/** What a host gives the fetch client: the options of `createApiClient`, with `fetch` in place of an axios adapter. */
export interface FetchApiClientOptions extends Omit<ApiClientOptions, "adapter"> {
  /** Replaces the global `fetch` (tests). */
  fetch?: typeof fetch;
}

/** `baseURL` and `url` joined as axios joins them: an absolute `url` stands alone. */
function joinUrl(baseURL: string, url: string): string {
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) return url;
  return url ? `${baseURL.replace(/\/?\/$/, "")}/${url.replace(/^\/+/, "")}` : baseURL;
}

/** The query string of `params`: no key for null or undefined, dates as ISO text, objects as JSON. */
function queryOf(params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      query.append(key, item instanceof Date ? item.toISOString() : typeof item === "object" ? JSON.stringify(item) : String(item));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The body as `responseType` asks: JSON, or the text when it is not JSON (as axios reads it), or the file. */
async function readBody(response: Response, responseType: TransportRequest["responseType"]): Promise<unknown> {
  if (responseType === "blob") return response.blob();
  if (responseType === "arraybuffer") return response.arrayBuffer();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The same client as `createApiClient` (headers, error catalogue, retries, reports) over the
 * browser's `fetch` instead of axios, for pages where every kilobyte counts. It has no axios
 * instance (`http` throws), and fetch cannot watch an upload: `onProgress` fires once, at the end.
 */
export function createFetchApiClient(options: FetchApiClientOptions): ApiClient {
  const headers = headersOf(options);
  const runner = createCallRunner(options, async (request): Promise<TransportResponse> => {
    // Read at call time, so a test (or a polyfill) that replaces the global fetch is honoured.
    const send = options.fetch ?? globalThis.fetch;
    // Built before sending: a failure here is the host's bug, never a network error.
    const form = request.data instanceof FormData ? request.data : null;
    const json = request.data !== undefined && !form;
    const init: RequestInit = {
      method: request.method,
      headers: { accept: "application/json, text/plain, */*", ...(json ? { "content-type": "application/json" } : {}), ...headers(request.credentials) },
      body: form ?? (json ? JSON.stringify(request.data) : null),
    };
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
    const onAbort = () => controller.abort();
    request.signal?.addEventListener("abort", onAbort, { once: true });
    try {
      if (request.signal?.aborted) throw request.signal.reason;
      const response = await send(joinUrl(options.baseURL, request.url) + queryOf(request.params), { ...init, signal: controller.signal });
      const data = await readBody(response, request.responseType);
      if (form && request.onUploadProgress) {
        const size = [...form.values()].reduce((sum, value) => sum + (value instanceof Blob ? value.size : 0), 0);
        request.onUploadProgress(size, size);
      }
      return { status: response.status, data };
    } catch (error) {
      if (timedOut) throw new ApiError(0, 0, timeoutText, ApiErrorKind.timeout, undefined, { cause: error });
      if (request.signal?.aborted) throw new ApiError(0, 0, "", ApiErrorKind.canceled, undefined, { cause: error });
      // fetch rejects with a TypeError when no answer came (offline, refused, CORS, a cut connection).
      if (error instanceof TypeError) throw new ApiError(0, 0, networkText, ApiErrorKind.network, undefined, { cause: error });
      throw error;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener("abort", onAbort);
    }
  });
  return {
    get http(): never {
      throw new Error("the fetch client has no axios instance: use request(), upload() or download()");
    },
    ...runner,
  };
}
