import { getPlatformConfigList } from "@cidp/api-client";
import { type PlatformAppLinks, platformAppLinks, selectPlatformConfig } from "@cidp/domain";
import { serverApiClient } from "../api-origin.server.ts";
import { publicCache } from "../public-cache.server.ts";

/**
 * The QR and store addresses of the platform the request's host is configured for. Shares the
 * start-up's cached configuration list (the same key), so a QR image costs no extra call.
 */
export async function platformLinksFor(request: Request): Promise<PlatformAppLinks> {
  const url = new URL(request.url);
  const body = await publicCache.get("platform-configs", () => getPlatformConfigList(serverApiClient()));
  const config = body.success ? selectPlatformConfig(body.data, url.host) : null;
  return platformAppLinks(config, url.origin);
}
