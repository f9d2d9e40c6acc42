import { createApiClient, getPlatformConfigList } from "@cidp/api-client";
import { type PlatformConfig, selectPlatformConfig } from "@cidp/domain";
import { apiOrigin } from "../../lib/api-origin.server.ts";

/** The configuration for the host the request came in on, or null (spec §7 startup). */
export async function loadPlatformConfig(request: Request): Promise<PlatformConfig | null> {
  const client = createApiClient({ baseURL: apiOrigin() });
  try {
    const body = await getPlatformConfigList(client);
    if (!body.success) return null;
    return selectPlatformConfig(body.data, new URL(request.url).host);
  } catch (error) {
    console.warn("platform configuration unavailable:", (error as Error).message);
    return null;
  }
}
