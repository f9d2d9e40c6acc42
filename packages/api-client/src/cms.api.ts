import { cmsPaths, platformConfigListResponse } from "./contract/cms.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** GET the platform configuration list (every region; choose by host with the domain rule). */
export function getPlatformConfigList(client: ApiClient) {
  return client.request({ method: "GET", url: cmsPaths.platformConfigList }, platformConfigListResponse);
}
