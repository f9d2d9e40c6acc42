export { ApiError, ApiErrorKind } from "./api-error.ts";
export { getPlatformConfigList } from "./cms.api.ts";
export {
  type ApiCallConfig,
  type ApiClient,
  type ApiClientOptions,
  type ApiDownloadConfig,
  type ApiUploadConfig,
  createApiClient,
  type HttpErrorRecord,
  type HttpMethod,
  type MessageLevel,
} from "./create-api-client.ts";
export type { RetryOption } from "./internal/retry-policy.ts";
export { type ApiSession, Credentials } from "./internal/session-headers.ts";
