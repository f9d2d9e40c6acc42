import { GENERIC_PLATFORM_CODE, REQUEST_TIMEOUT_MS, retryDelay } from "@cidp/domain";
import type { z } from "zod";
import { ApiError, ApiErrorKind } from "../api-error.ts";
import { loginServicePaths } from "../contract/login.contract.ts";
import { memberPaths } from "../contract/member.contract.ts";
import type { ApiCallConfig, ApiClient, ApiClientOptions, HttpMethod, MessageLevel } from "../create-api-client.ts";
import { envelopeHead, isBinaryBody, parseBinaryJson } from "./binary-json.ts";
import { statusText } from "./http-messages.ts";
import { pause, resolveRetryPolicy } from "./retry-policy.ts";
import { Credentials, sessionHeaders } from "./session-headers.ts";

// A 401 from a logout is the expected answer of an already-ended session, so it must not start a
// second (forced) logout: the remote login service's (spec §8) and the member service's own.
const LOGOUT_PATHS: ReadonlySet<string> = new Set([loginServicePaths.logout, memberPaths.logout]);

// The wrapper sends JSON: without data a transport would label these bodies as a form, which
// JSON-only services reject (415), so they carry an empty object instead.
const BODY_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH"]);

/** One attempt as a transport sends it. */
export interface TransportRequest {
  method: HttpMethod;
  url: string;
  params?: Record<string, unknown> | undefined;
  /** A JSON value, or FormData for an upload. */
  data?: unknown;
  credentials: Credentials;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  /** `json` reads JSON (or the text when it is not JSON); the others read a downloaded file. */
  responseType: "json" | "blob" | "arraybuffer";
  onUploadProgress?: ((loaded: number, total: number | undefined) => void) | undefined;
}

/** What an attempt got back: any status, the body read as the request's `responseType` says. */
export interface TransportResponse {
  status: number;
  data: unknown;
}

/**
 * Sends one attempt. Rejects with an `ApiError` of kind timeout, network or canceled when no
 * answer came; any other rejection is a bug (a host's getter, say) and reaches the caller untouched.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** The path of a URL without its query, which may carry phone numbers or tokens. */
export function pathOf(url: string): string {
  const withoutQuery = url.split(/[?#]/, 1)[0] ?? "";
  return withoutQuery.replace(/^[a-z]+:\/\/[^/]+/i, "") || "/";
}

function basicAuth(client: { id: string; secret: string } | undefined): string | null {
  if (!client) return null;
  const bytes = new TextEncoder().encode(`${client.id}:${client.secret}`);
  return btoa(String.fromCharCode(...bytes));
}

/** The spec §7 headers of a call's header set, read from the host on every request. */
export function headersOf(options: ApiClientOptions): (credentials: Credentials) => Record<string, string> {
  const clientAuth = basicAuth(options.uploadClient);
  return (credentials) => sessionHeaders(credentials, options.getSession?.(), options.getPlatformCode?.() || GENERIC_PLATFORM_CODE, clientAuth);
}

/**
 * The generic wrapper of spec §7-§8 over a transport: status and body-code catalogue, messages,
 * the forced logout on 401, retries, error reports and the contract check of each answer. The
 * axios client and the browser's fetch client differ only in their transport.
 */
export function createCallRunner(options: ApiClientOptions, transport: Transport): Omit<ApiClient, "http"> {
  const clientRetry = resolveRetryPolicy(options.retry);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // Concurrent 401s must force one logout, not one per call.
  let sessionExpiredSignalled = false;

  function show(config: ApiCallConfig, level: MessageLevel, text: string) {
    if (!config.silent && text) options.onMessage?.(level, text);
  }

  async function judgeStatus(config: ApiCallConfig, response: TransportResponse): Promise<void> {
    if (response.status === 200) {
      sessionExpiredSignalled = false;
      return;
    }
    const { data } = response;
    const binary = isBinaryBody(data);
    const body = response.status === 400 && isBinaryBody(data) ? ((await parseBinaryJson(data)) ?? data) : data;
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

  function judgeEnvelope<S extends z.ZodType>(config: ApiCallConfig, response: TransportResponse, schema: S | undefined): z.infer<S> {
    const head = envelopeHead(response.data);
    if (head === null) throw new ApiError(200, 0, "", ApiErrorKind.invalidResponse, response.data);
    // Code 401 in the body is the platform's "not signed in" for public pages: no toast.
    if (head.code === 401) throw new ApiError(200, 401, "", ApiErrorKind.business, response.data);
    if (head.code !== 200) {
      show(config, "warning", head.msg);
      throw new ApiError(200, head.code, head.msg, ApiErrorKind.business, response.data);
    }
    // The portal's browser bundle carries the calls without their schemas (see src/vite): the
    // services checked this answer against the same contract before sending it.
    if (schema === undefined) return response.data as z.infer<S>;
    const parsed = schema.safeParse(response.data);
    if (!parsed.success) throw new ApiError(200, head.code, "", ApiErrorKind.invalidResponse, response.data, { cause: parsed.error });
    return parsed.data;
  }

  async function send<T>(
    config: ApiCallConfig,
    extra: Pick<TransportRequest, "responseType" | "onUploadProgress">,
    judge: (response: TransportResponse) => T | Promise<T>,
  ): Promise<T> {
    const policy = config.retry === undefined ? clientRetry : resolveRetryPolicy(config.retry);
    const started = Date.now();
    let attempts = 0;
    try {
      for (;;) {
        attempts += 1;
        let response: TransportResponse;
        try {
          response = await transport({
            method: config.method,
            url: config.url,
            params: config.params,
            data: config.data === undefined && BODY_METHODS.has(config.method) ? {} : config.data,
            credentials: config.credentials ?? Credentials.platform,
            signal: config.signal,
            timeoutMs: config.timeoutMs ?? timeoutMs,
            ...extra,
          });
        } catch (failure) {
          if (!(failure instanceof ApiError)) throw failure;
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
    request(config, schema) {
      return send(config, { responseType: "json" }, (response) => judgeEnvelope(config, response, schema));
    },
    upload(config, schema) {
      const form = new FormData();
      for (const [name, value] of Object.entries(config.fields ?? {})) form.append(name, value);
      form.append("file", config.file, config.fileName ?? (config.file instanceof File ? config.file.name : "file"));
      const call: ApiCallConfig = { ...config, method: config.method ?? "POST", data: form, credentials: config.credentials ?? Credentials.upload };
      return send(call, { responseType: "json", onUploadProgress: config.onProgress }, (response) => judgeEnvelope(call, response, schema));
    },
    download(config) {
      return send(config, { responseType: config.responseType ?? "blob" }, (response) => response.data as Blob | ArrayBuffer);
    },
  };
}
