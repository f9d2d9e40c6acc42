import type { FooterItem, PlatformConfig, TopTextItem } from "@cidp/domain";
import { proxy } from "valtio";

/** The site-wide store of spec §3, filled by the server-side start-up. */
export interface SiteState {
  footerData: readonly FooterItem[];
  industryTopTxt: readonly TopTextItem[];
  keepIncludeArr: string[];
  industryFrontCss: { flag: boolean };
  platformConfigData: PlatformConfig | null;
}

/** A fresh site store; one per request on the server and one per page in the browser. */
export function createSiteStore(initial: SiteState): SiteState {
  return proxy(structuredClone(initial));
}
