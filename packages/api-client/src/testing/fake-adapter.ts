import { type AxiosAdapter, AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";

/** What the fake platform answers to one attempt. */
export type FakeAnswer = { status: number; data?: unknown } | { fail: "network" } | { fail: "timeout" };

/** A request the fake adapter saw, with the time it saw it. */
export interface SeenRequest {
  config: InternalAxiosRequestConfig;
  at: number;
}

/**
 * An axios adapter with no network: `answer` decides each attempt. A timeout answer waits the
 * request's own `timeout` on the (possibly fake) clock, as the real adapters do.
 */
export function fakeAdapter(answer: (config: InternalAxiosRequestConfig, attempt: number) => FakeAnswer) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push({ config, at: Date.now() });
    const reply = answer(config, seen.length);
    if ("fail" in reply && reply.fail === "network") return Promise.reject(new AxiosError("Network Error", AxiosError.ERR_NETWORK, config));
    if ("fail" in reply) {
      return new Promise<AxiosResponse>((_, reject) => {
        const timer = setTimeout(() => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config)), config.timeout);
        config.signal?.addEventListener?.("abort", () => {
          clearTimeout(timer);
          reject(new AxiosError("canceled", AxiosError.ERR_CANCELED, config));
        });
      });
    }
    return Promise.resolve({ status: reply.status, statusText: "", headers: new AxiosHeaders(), config, data: reply.data });
  };
  return { adapter, seen };
}

/** The spec envelope of a successful call. */
export function okBody<T>(data: T) {
  return { code: 200, msg: "操作成功", data, success: true };
}

/** A request the fake fetch saw, with the time it saw it. */
export interface SeenFetch {
  url: string;
  init: RequestInit;
  at: number;
}

/**
 * A `fetch` with no network, answering like `fakeAdapter`: a network failure rejects with the
 * TypeError browsers use, a timeout answer never answers (the client's own timer aborts it).
 */
export function fakeFetch(answer: (request: SeenFetch, attempt: number) => FakeAnswer) {
  const seen: SeenFetch[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = { url: String(input), init, at: Date.now() };
    seen.push(request);
    const reply = answer(request, seen.length);
    if ("fail" in reply && reply.fail === "network") return Promise.reject(new TypeError("Failed to fetch"));
    if ("fail" in reply) {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
      });
    }
    const { data } = reply;
    const body = data === undefined ? null : data instanceof Blob || data instanceof ArrayBuffer || typeof data === "string" ? data : JSON.stringify(data);
    return Promise.resolve(new Response(body, { status: reply.status }));
  };
  return { fetch, seen };
}
