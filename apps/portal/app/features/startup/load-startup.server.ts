import { getDictList, getFooterNavigateTree } from "@cidp/api-client";
import { DEFAULT_TOP_TEXT, type DictEntry, type FooterItem, industryFrontCssFlag, type TopTextItem, topTextItems } from "@cidp/domain";
import { publicCache } from "../../lib/public-cache.server.ts";
import type { PortalRequest } from "../../lib/session/portal-request.server.ts";
import { runStartup, type StartupState } from "./startup.server.ts";

/** The spec §7 start-up for one request, against the platform services, through the request's platform and client. */
export async function loadStartup(state: PortalRequest): Promise<StartupState<FooterItem, TopTextItem, { flag: boolean }>> {
  let platformCode: string | null = null;
  // Read on the first call only: with the public answers cached, most requests make none.
  const client = () => state.visitor;
  return runStartup(
    {
      async platformConfig() {
        const config = await state.platform();
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
