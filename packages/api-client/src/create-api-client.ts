import { GENERIC_PLATFORM_CODE, REQUEST_TIMEOUT_MS, retryDelay } from "@cidp/domain";
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import type { z } from "zod";
import { ApiError, ApiErrorKind } from "./api-error.ts";
import { loginServicePaths } from "./contract/login.contract.ts";
import { memberPaths } from "./contract/member.contract.ts";
import { envelopeHead, isBinaryBody, parseBinaryJson } from "./internal/binary-json.ts";
import { networkText, statusText, timeoutText } from "./internal/http-messages.ts";
import { pause, type RetryOption, resolveRetryPolicy } from "./internal/retry-policy.ts";
import { type ApiSession, Credentials, sessionHeaders } from "./internal/session-headers.ts";

// A 401 from a logout is the expected answer of an already-ended session, so it must not start a
// second (forced) logout: the remote login service's (spec §8) and the member service's own.
const LOGOUT_PATHS: ReadonlySet<string> = new Set([loginServicePaths.logout, memberPaths.logout]);

// The wrapper sends JSON: without data axios would label these bodies as a form, which JSON-only
// services reject (415), so they carry an empty object instead.
const BODY_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH"]);

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

function pathOf(url: string): string {
  const withoutQuery = url.split(/[?#]/, 1)[0] ?? "";
  return withoutQuery.replace(/^[a-z]+:\/\/[^/]+/i, "") || "/";
}

function basicAuth(client: { id: string; secret: string } | undefined): string | null {
  if (!client) return null;
  const bytes = new TextEncoder().encode(`${client.id}:${client.secret}`);
  return btoa(String.fromCharCode(...bytes));
}

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
    // Every status reaches the catalogue below instead of axios' own error.
    validateStatus: () => true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const clientRetry = resolveRetryPolicy(options.retry);
  const clientAuth = basicAuth(options.uploadClient);
  // Concurrent 401s must force one logout, not one per call.
  let sessionExpiredSignalled = false;

  http.interceptors.request.use((config: WrapperConfig) => {
    const headers = sessionHeaders(
      config.cidpCredentials ?? Credentials.platform,
      options.getSession?.(),
      options.getPlatformCode?.() || GENERIC_PLATFORM_CODE,
      clientAuth,
    );
    for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
    return config;
  });

  function show(config: ApiCallConfig, level: MessageLevel, text: string) {
    if (!config.silent && text) options.onMessage?.(level, text);
  }

  async function judgeStatus(config: ApiCallConfig, response: AxiosResponse): Promise<void> {
    if (response.status === 200) {
      sessionExpiredSignalled = false;
      return;
    }
    const binary = isBinaryBody(response.data);
    const body = response.status === 400 && binary ? ((await parseBinaryJson(response.data)) ?? response.data) : response.data;
    const head = envelopeHead(body);
    if (response.status === 401) {
      if (!LOGOUT_PATHS.has(pathOf(config.url)) && !sessionExpiredSignalled) {
        sessionExpiredSignalled = true;
        options.onSessionExpired?.();
      }
      // The forced logout tells the member; a status toast on top would only repeat it.
      throw new ApiError(401, head?.code ?? 401, "", ApiErrorKind.http, body);
    }
    const msg = response.status === 400 && binary && head?.msg ? head.msg : statusText(response.status);
    show(config, "error", msg);
    throw new ApiError(response.status, head?.code ?? response.status, msg, ApiErrorKind.http, body);
  }

  function judgeEnvelope<S extends z.ZodType>(config: ApiCallConfig, response: AxiosResponse, schema: S): z.infer<S> {
    const head = envelopeHead(response.data);
    if (head === null) throw new ApiError(200, 0, "", ApiErrorKind.invalidResponse, response.data);
    // Code 401 in the body is the platform's "not signed in" for public pages: no toast.
    if (head.code === 401) throw new ApiError(200, 401, "", ApiErrorKind.business, response.data);
    if (head.code !== 200) {
      show(config, "warning", head.msg);
      throw new ApiError(200, head.code, head.msg, ApiErrorKind.business, response.data);
    }
    const parsed = schema.safeParse(response.data);
    if (!parsed.success) throw new ApiError(200, head.code, "", ApiErrorKind.invalidResponse, response.data, { cause: parsed.error });
    return parsed.data;
  }

  async function send<T>(config: ApiCallConfig, extra: Record<string, unknown>, judge: (response: AxiosResponse) => T | Promise<T>): Promise<T> {
    const policy = config.retry === undefined ? clientRetry : resolveRetryPolicy(config.retry);
    const started = Date.now();
    let attempts = 0;
    try {
      for (;;) {
        attempts += 1;
        let response: AxiosResponse;
        try {
          response = await http.request({
            method: config.method,
            url: config.url,
            params: config.params,
            data: config.data === undefined && BODY_METHODS.has(config.method) ? {} : config.data,
            signal: config.signal,
            ...(config.timeoutMs === undefined ? {} : { timeout: config.timeoutMs }),
            cidpCredentials: config.credentials,
            ...extra,
          } as WrapperConfig);
        } catch (error) {
          const failure = transportError(error);
          if (failure === null) throw error;
          // Only a timeout or a network error is retried: a response, even a 5xx, is an answer (spec §8).
          const retryable = failure.kind === ApiErrorKind.timeout || failure.kind === ApiErrorKind.network;
          const delayMs = retryable ? retryDelay(policy, attempts) : null;
          if (delayMs !== null) {
            await pause(delayMs, config.signal).catch((reason: unknown) => {
              throw new ApiError(0, 0, "", ApiErrorKind.canceled, undefined, { cause: reason });
            });
            continue;
          }
          if (failure.kind !== ApiErrorKind.canceled) show(config, "error", failure.msg);
          throw failure;
        }
        await judgeStatus(config, response);
        return await judge(response);
      }
    } catch (error) {
      // Business codes are answers, and a cancel is the caller's choice: neither is an HTTP error.
      if (error instanceof ApiError && config.reportErrors !== false && error.kind !== ApiErrorKind.canceled && error.kind !== ApiErrorKind.business) {
        options.onHttpError?.({
          method: config.method,
          path: pathOf(config.url),
          status: error.status,
          code: error.code,
          kind: error.kind,
          msg: error.msg,
          attempts,
          durationMs: Date.now() - started,
        });
      }
      throw error;
    }
  }

  return {
    http,
    request(config, schema) {
      return send(config, {}, (response) => judgeEnvelope(config, response, schema));
    },
    upload(config, schema) {
      const form = new FormData();
      for (const [name, value] of Object.entries(config.fields ?? {})) form.append(name, value);
      form.append("file", config.file, config.fileName ?? (config.file instanceof File ? config.file.name : "file"));
      const call: ApiCallConfig = { ...config, method: config.method ?? "POST", data: form, credentials: config.credentials ?? Credentials.upload };
      const onUploadProgress = config.onProgress ? (event: { loaded: number; total?: number }) => config.onProgress?.(event.loaded, event.total) : undefined;
      return send(call, onUploadProgress ? { onUploadProgress } : {}, (response) => judgeEnvelope(call, response, schema));
    },
    download(config) {
      return send(config, { responseType: config.responseType ?? "blob" }, (response) => response.data as Blob | ArrayBuffer);
    },
  };
}
