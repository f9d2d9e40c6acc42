import { getDictList } from "@cidp/api-client";
import type { DictEntry, PlatformConfig } from "@cidp/domain";
import { publicCache } from "../../lib/public-cache.server.ts";
import type { PortalRequest } from "../../lib/session/portal-request.server.ts";

/** The search box's 热门搜索 as the back office set them, in their order; a failure gives none (the box then offers its examples). */
export async function loadSearchWords(state: PortalRequest, config: PlatformConfig | null): Promise<string[]> {
  try {
    // The request's client is read only when the cache misses.
    const body = await publicCache.get(`dict:industry_search_hot_words:${config?.platformCode ?? ""}`, () =>
      getDictList(state.visitor, { code: "industry_search_hot_words" }, { silent: true }),
    );
    return body.success ? (body.data as DictEntry[]).map((entry) => String(entry.dictValue ?? "").trim()).filter((word) => word !== "") : [];
  } catch (error) {
    console.warn("search hot words unavailable:", error instanceof Error ? error.message : error);
    return [];
  }
}
