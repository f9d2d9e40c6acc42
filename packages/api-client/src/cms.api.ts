import type { z } from "zod";
import type { CallOptions } from "./call-options.ts";
import { cmsPaths, platformConfigListResponse } from "./contract/cms.contract.ts";
import { type dictListQuerySchema, dictListResponse, FOOTER_MENU_CODE, homePaths, navigateTreeResponse } from "./contract/home.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** GET the platform configuration list (every region; choose by host with the domain rule). */
export function getPlatformConfigList(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: cmsPaths.platformConfigList, ...options }, platformConfigListResponse);
}

/** GET the footer navigation tree (menu code INDUSTRY_NAVIGATE_FOOT). */
export function getFooterNavigateTree(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.navigateTree, params: { menuCode: FOOTER_MENU_CODE }, ...options }, navigateTreeResponse);
}

/** GET a dictionary by code (top text, roll text, style flag, member area, labels…). */
export function getDictList(client: ApiClient, query: z.input<typeof dictListQuerySchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.dictList, params: query, ...options }, dictListResponse);
}
