import type { MessageCode } from "../messages/messages.zh-cn.ts";
import { hidesSection } from "./hidden-sections.ts";

/** The home page sections a menu item scrolls to, as named in the `params` query (spec §2). */
export const HomeSection = {
  supplyDemand: "supply-demand",
  digitalPlatform: "digital-platform",
  comprehensiveServices: "comprehensive-services",
  smartSupervision: "smart-supervision",
  news: "news",
  enterpriseStyle: "enterprise-style",
  researchInnovation: "research-innovation",
  partyBuilding: "party-building",
} as const;

/** A home page section. */
export type HomeSection = (typeof HomeSection)[keyof typeof HomeSection];

/** Path of the home page. */
export const HOME_PATH = "/default/home";

/** Module code of the party-building news (spec §9). */
export const PARTY_BUILDING_MODULE_CODE = "202408150001";

/** Where the party-building item opens, in a new window. */
export const PARTY_BUILDING_URL = `/default/djyl/news-list?pageid=1&modulecode=${PARTY_BUILDING_MODULE_CODE}`;

/** One header menu item. */
export interface HeaderMenuItem {
  readonly section: HomeSection;
  readonly label: MessageCode;
}

const MENU: readonly HeaderMenuItem[] = [
  { section: HomeSection.supplyDemand, label: "menu.supply-demand" },
  { section: HomeSection.digitalPlatform, label: "menu.digital-platform" },
  { section: HomeSection.comprehensiveServices, label: "menu.comprehensive-services" },
  { section: HomeSection.smartSupervision, label: "menu.smart-supervision" },
  { section: HomeSection.news, label: "menu.news" },
  { section: HomeSection.enterpriseStyle, label: "menu.enterprise-style" },
  { section: HomeSection.researchInnovation, label: "menu.research-innovation" },
  { section: HomeSection.partyBuilding, label: "menu.party-building" },
];

/**
 * The header menu for a platform: party building is hidden when the platform hides it (its
 * configured hidden sections; without a list, on CHANGCHUN, spec §2). The home page shows the same sections.
 */
export function headerMenu(platformCode: string | null | undefined, hiddenSections?: readonly string[] | null): readonly HeaderMenuItem[] {
  return hidesSection("partyBuilding", platformCode, hiddenSections) ? MENU.filter((item) => item.section !== HomeSection.partyBuilding) : MENU;
}

/** What a click on a header link does. */
export type HeaderNavigation =
  | { readonly kind: "scroll"; readonly section: HomeSection | "top" }
  | { readonly kind: "navigate"; readonly to: string }
  | { readonly kind: "open-window"; readonly url: string };

/** Whether a path is the home page (trailing slash and query ignored). */
export function isHomePath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0]?.replace(/\/+$/, "") ?? "";
  return path === HOME_PATH;
}

/** A menu click (spec §2): party building opens its news in a new window; on home scroll, elsewhere go home with the section. */
export function menuNavigation(section: HomeSection, currentPath: string): HeaderNavigation {
  if (section === HomeSection.partyBuilding) return { kind: "open-window", url: PARTY_BUILDING_URL };
  if (isHomePath(currentPath)) return { kind: "scroll", section };
  return { kind: "navigate", to: `${HOME_PATH}?params=${encodeURIComponent(section)}` };
}

/** A logo click: scroll to the top on home, go home elsewhere. */
export function logoNavigation(currentPath: string): HeaderNavigation {
  return isHomePath(currentPath) ? { kind: "scroll", section: "top" } : { kind: "navigate", to: HOME_PATH };
}

/** The section a home `params` query names, or null when it names none. */
export function parseHomeSection(params: string | null | undefined): HomeSection | null {
  const values: readonly string[] = Object.values(HomeSection);
  return params != null && values.includes(params) ? (params as HomeSection) : null;
}

/** The default layout's background: white on the home page, grey elsewhere (spec §2). */
export function layoutBackground(pathname: string): "white" | "grey" {
  return isHomePath(pathname) ? "white" : "grey";
}
