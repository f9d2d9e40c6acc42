export { ApiError } from "./api-error.ts";
export { getPlatformConfigList } from "./cms.api.ts";
export { type ApiClient, type ApiClientOptions, createApiClient } from "./create-api-client.ts";
