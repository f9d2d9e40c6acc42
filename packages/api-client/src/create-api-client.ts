import { REQUEST_TIMEOUT_MS } from "@cidp/domain";
import axios, { type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from "axios";
import type { z } from "zod";
import { ApiError, ApiErrorKind } from "./api-error.ts";
import { createCallRunner, headersOf } from "./internal/call-runner.ts";
import { networkText, timeoutText } from "./internal/http-messages.ts";
import type { RetryOption } from "./internal/retry-policy.ts";
import { type ApiSession, Credentials } from "./internal/session-headers.ts";

/** The level of a message the app shows in its UI. */
export type MessageLevel = "error" | "warning";

/** A failed call as reported to `onHttpError` (analytics action 5). */
export interface HttpErrorRecord {
  method: HttpMethod;
  /** The path without its query, which may carry phone numbers or tokens. */
  path: string;
  status: number;
  code: number;
  kind: ApiErrorKind;
  msg: string;
  /** Attempts made, retries included. */
  attempts: number;
  durationMs: number;
}

/** What a host app gives the client; one client per request on the server, one per page in the browser. */
export interface ApiClientOptions {
  baseURL: string;
  /** The signed-in member's tokens, read on every request; null for an anonymous visitor. */
  getSession?: () => ApiSession | null | undefined;
  /** The platform code once known; the generic code is sent until then. */
  getPlatformCode?: () => string | null | undefined;
  /** Off by default; `true` means 3 retries 1000 ms apart, on timeout or network errors only. */
  retry?: RetryOption;
  timeoutMs?: number;
  /** The client id and secret that upload requests send as basic auth. */
  uploadClient?: { id: string; secret: string };
  /** A text to show (the app wires it to its toast). */
  onMessage?: (level: MessageLevel, text: string) => void;
  /** HTTP 401: the session is over, the app forces a logout. Fired once until a call succeeds again. */
  onSessionExpired?: () => void;
  /** Every failed call at the HTTP level, for analytics action 5. */
  onHttpError?: (record: HttpErrorRecord) => void;
  /** Replaces the transport: tests pass a fake, a host may pass axios' fetch adapter. */
  adapter?: AxiosAdapter;
}

/** The HTTP methods of the generic wrapper. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/** One call of the generic wrapper. */
export interface ApiCallConfig {
  method: HttpMethod;
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  /** Which header set the call carries; the platform headers by default. */
  credentials?: Credentials;
  /** Overrides the client's retry option for this call. */
  retry?: RetryOption;
  /** Shows no message for this call's failures (startup calls stop quietly). */
  silent?: boolean;
  /** `false` keeps this call's failures out of `onHttpError` (the analytics call itself). */
  reportErrors?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A file upload: form data with the file in field `file`. */
export interface ApiUploadConfig extends Omit<ApiCallConfig, "method" | "data"> {
  method?: "POST" | "PUT";
  file: Blob;
  fileName?: string;
  /** Further form fields. */
  fields?: Record<string, string>;
  onProgress?: (loaded: number, total: number | undefined) => void;
}

/** A file download: the body is the file, so no body code is checked (spec §8). */
export interface ApiDownloadConfig extends ApiCallConfig {
  responseType?: "blob" | "arraybuffer";
}

/** The typed client: an axios instance plus the generic wrapper of spec §7. */
export interface ApiClient {
  /** The client's own axios instance; it carries the headers, but not the error catalogue. */
  readonly http: AxiosInstance;
  /** A JSON call whose body is checked against the catalogue, then validated by `schema`. */
  request<S extends z.ZodType>(config: ApiCallConfig, schema: S): Promise<z.infer<S>>;
  /** Uploads a file as form-data field `file`, upload headers by default. */
  upload<S extends z.ZodType>(config: ApiUploadConfig, schema: S): Promise<z.infer<S>>;
  /** Downloads a file; HTTP errors follow the catalogue, a 400 JSON body is parsed into the error. */
  download(config: ApiDownloadConfig): Promise<Blob | ArrayBuffer>;
}

type WrapperConfig = InternalAxiosRequestConfig & { cidpCredentials?: Credentials };

/** The transport failure of one attempt, or null when the error is not an axios one (a bug: rethrown). */
function transportError(error: unknown): ApiError | null {
  if (axios.isCancel(error) || (error instanceof Error && error.name === "AbortError")) {
    return new ApiError(0, 0, "", ApiErrorKind.canceled, undefined, { cause: error });
  }
  if (!axios.isAxiosError(error)) return null;
  const timedOut = error.code === "ETIMEDOUT" || (error.code === "ECONNABORTED" && /timeout/i.test(error.message));
  if (timedOut) return new ApiError(0, 0, timeoutText, ApiErrorKind.timeout, undefined, { cause: error });
  return new ApiError(0, 0, networkText, ApiErrorKind.network, undefined, { cause: error });
}

/** Builds a client with its own axios instance, so two SSR requests never share headers. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    // Timeouts surface as ETIMEDOUT instead of the ambiguous ECONNABORTED.
    transitional: { clarifyTimeoutError: true },
    // Every status reaches the catalogue of the call runner instead of axios' own error.
    validateStatus: () => true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const headers = headersOf(options);
  // On the instance, so raw calls through `http` carry the headers too.
  http.interceptors.request.use((config: WrapperConfig) => {
    for (const [name, value] of Object.entries(headers(config.cidpCredentials ?? Credentials.platform))) config.headers.set(name, value);
    return config;
  });
  const runner = createCallRunner(options, async (request) => {
    try {
      const response = await http.request({
        method: request.method,
        url: request.url,
        params: request.params,
        data: request.data,
        signal: request.signal,
        timeout: request.timeoutMs,
        cidpCredentials: request.credentials,
        ...(request.responseType === "json" ? {} : { responseType: request.responseType }),
        ...(request.onUploadProgress
          ? { onUploadProgress: (event: { loaded: number; total?: number }) => request.onUploadProgress?.(event.loaded, event.total) }
          : {}),
      } as WrapperConfig);
      return { status: response.status, data: response.data };
    } catch (error) {
      throw transportError(error) ?? error;
    }
  });
  return { http, ...runner };
}
