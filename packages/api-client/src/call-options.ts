import type { ApiCallConfig } from "./create-api-client.ts";

/** Per-call switches every typed function accepts last: abort, quiet, retry, error reporting. */
export type CallOptions = Pick<ApiCallConfig, "signal" | "silent" | "retry" | "reportErrors" | "timeoutMs">;
