import { GENERIC_PLATFORM_CODE } from "@cidp/domain";
import axios, { type AxiosInstance } from "axios";
import type { z } from "zod";
import { ApiError } from "./api-error.ts";

/** What a host app gives the client; one client per request on the server, one per page in the browser. */
export interface ApiClientOptions {
  baseURL: string;
  /** The platform code once known; the generic code is sent until then. */
  getPlatformCode?: () => string | null | undefined;
  timeoutMs?: number;
}

/** The typed client: an axios instance plus a validated request helper. */
export interface ApiClient {
  readonly http: AxiosInstance;
  request<S extends z.ZodType>(
    config: { method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH"; url: string; params?: Record<string, unknown>; data?: unknown },
    schema: S,
  ): Promise<z.infer<S>>;
}

/** Builds a client with its own axios instance, so two SSR requests never share headers. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({ baseURL: options.baseURL, timeout: options.timeoutMs ?? 30_000 });
  http.interceptors.request.use((config) => {
    config.headers.set("request-source", options.getPlatformCode?.() || GENERIC_PLATFORM_CODE);
    return config;
  });
  return {
    http,
    async request(config, schema) {
      const response = await http.request({ ...config, validateStatus: () => true });
      if (response.status !== 200) throw new ApiError(response.status, response.status, `请求出错，状态码：${response.status}`);
      const parsed = schema.safeParse(response.data);
      if (!parsed.success) throw new ApiError(response.status, -1, "响应格式不正确");
      return parsed.data;
    },
  };
}
