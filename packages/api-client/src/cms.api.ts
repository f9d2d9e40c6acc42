import type { CallOptions } from "./call-options.ts";
import { clientCall } from "./client-call.ts";
import { homeCalls } from "./contract/home.calls.ts";
import { FOOTER_MENU_CODE } from "./contract/home.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** GET the platform configuration list (every region; choose by host with the domain rule). */
export const getPlatformConfigList = clientCall(homeCalls.platformConfigList);

const getNavigateTree = clientCall(homeCalls.navigateTree);

/** GET the footer navigation tree (menu code INDUSTRY_NAVIGATE_FOOT). */
export function getFooterNavigateTree(client: ApiClient, options?: CallOptions) {
  return getNavigateTree(client, { menuCode: FOOTER_MENU_CODE }, options);
}

/** GET a dictionary by code (top text, roll text, style flag, member area, labels…). */
export const getDictList = clientCall(homeCalls.dictList);
