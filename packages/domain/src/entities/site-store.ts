import type { PlatformConfig } from "../platform-config.ts";
import type { FooterItem } from "../site/footer.ts";
import { DEFAULT_TOP_TEXT, type TopTextItem } from "../site/top-text.ts";

/** The site-wide store filled at startup (spec §3). */
export interface SiteStore {
  readonly footerData: readonly FooterItem[];
  readonly industryTopTxt: readonly TopTextItem[];
  readonly keepIncludeArr: readonly string[];
  readonly industryFrontCss: { readonly flag: boolean };
  readonly platformConfigData: PlatformConfig | null;
}

/** The store before startup answered, and what stays when a startup call fails (spec §8). */
export function initialSiteStore(): SiteStore {
  return { footerData: [], industryTopTxt: DEFAULT_TOP_TEXT, keepIncludeArr: [], industryFrontCss: { flag: false }, platformConfigData: null };
}
