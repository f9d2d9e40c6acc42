import { getDictList } from "@cidp/api-client";
import { type DictEntry, type HotTopic, hotTopics, type PlatformConfig, showsHotTopics } from "@cidp/domain";
import { publicCache } from "../../lib/public-cache.server.ts";
import type { PortalRequest } from "../../lib/session/portal-request.server.ts";

/** The hot-topic carousel entries, fetched only where the carousel shows; a failure shows none. */
export async function loadHotTopics(state: PortalRequest, config: PlatformConfig | null): Promise<HotTopic[]> {
  if (!showsHotTopics(config)) return [];
  try {
    // The request's client is read only when the cache misses.
    const body = await publicCache.get(`dict:industry_home_roll_text:${config?.platformCode ?? ""}`, () =>
      getDictList(state.visitor, { code: "industry_home_roll_text" }, { silent: true }),
    );
    return body.success ? [...hotTopics(body.data as DictEntry[])] : [];
  } catch (error) {
    console.warn("hot topics unavailable:", error instanceof Error ? error.message : error);
    return [];
  }
}
