import { getDictList, getFooterNavigateTree, getPlatformConfigList } from "@cidp/api-client";
import { DEFAULT_TOP_TEXT, type DictEntry, type FooterItem, industryFrontCssFlag, selectPlatformConfig, type TopTextItem, topTextItems } from "@cidp/domain";
import { serverApiClient } from "../../lib/api-origin.server.ts";
import { publicCache } from "../../lib/public-cache.server.ts";
import { runStartup, type StartupState } from "./startup.server.ts";

/** The spec §7 start-up for one request, against the platform services, with a client of its own. */
export async function loadStartup(request: Request): Promise<StartupState<FooterItem, TopTextItem, { flag: boolean }>> {
  let platformCode: string | null = null;
  // Made on the first call only: with the public answers cached, most requests make none.
  let made: ReturnType<typeof serverApiClient> | undefined;
  const client = () => (made ??= serverApiClient({ getPlatformCode: () => platformCode }));
  const host = new URL(request.url).host;
  return runStartup(
    {
      async platformConfig() {
        const body = await publicCache.get("platform-configs", () => getPlatformConfigList(client()));
        if (!body.success) return null;
        const config = selectPlatformConfig(body.data, host);
        platformCode = config?.platformCode ?? null;
        return config;
      },
      footer: () => publicCache.get(`footer:${platformCode}`, () => getFooterNavigateTree(client(), { silent: true })),
      topText: () => publicCache.get(`dict:industry_top_txt:${platformCode}`, () => getDictList(client(), { code: "industry_top_txt" }, { silent: true })),
      frontFlag: () =>
        publicCache.get(`dict:industry_front_css_flag:${platformCode}`, () => getDictList(client(), { code: "industry_front_css_flag" }, { silent: true })),
      parseTopText: (data) => [...topTextItems(data as DictEntry[])],
      parseFrontFlag: (data, code) => ({ flag: industryFrontCssFlag(data as DictEntry[], code) }),
    },
    { industryTopTxt: [...DEFAULT_TOP_TEXT], industryFrontCss: { flag: false } },
  );
}
