import { SITEMAP_TYPES } from "@cidp/api-client/contract";
import { HOME_PATH, HomeSection, headerMenu, menuNavigation } from "@cidp/domain";
import { companyDetailPath } from "../company-path.ts";

/** A kind of public content with a sitemap of its own (one per article channel, help, companies, certificates). */
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** A sitemap file of the index: the fixed pages, or a kind of content. */
export type SitemapFile = "pages" | SitemapType;

/** The page that shows one entry of a kind, by the entry's id (the canonical address: only `?id=`). */
export function detailPath(type: SitemapType, id: number): string {
  switch (type) {
    case "knowledge":
      return `/default/knowledge-base/knowledge-details?id=${id}`;
    case "help":
      return `/default/home/help?id=${id}`;
    case "companies":
      return companyDetailPath(id);
    case "qualifications":
      return `/default/qualification/qualification-detail?id=${id}`;
    case "projects":
      return `/default/project/detail?id=${id}`;
    case "equipment":
      return `/default/equipment/detail?id=${id}`;
    case "tenders":
      return `/default/tender/detail?id=${id}`;
    case "labor":
      return `/default/labor/detail?id=${id}`;
    case "products":
      return `/default/product/detail?id=${id}`;
    case "services":
      return `/default/service/detail?id=${id}`;
    case "shops":
      return `/shop/pc?company=${id}`;
    case "packages":
      return `/default/comprehensives-ervices/law-services/legal/package-detail?id=${id}`;
    case "lessons":
      return `/default/comprehensives-ervices/law-services/law-lesson/lawlesson-detail?id=${id}`;
    case "lawyers":
      return `/default/comprehensives-ervices/law-services/lawyer/lawyer-list?id=${id}`;
    default:
      return `/default/news/news-detail?id=${id}`;
  }
}

/** A fixed public page of sitemap-pages.xml, and the kinds whose newest entry is its last change. */
interface FixedPage {
  path: string;
  changesWith: readonly SitemapType[];
  /** A page of the party-building section, which CHANGCHUN does not show (spec §2). */
  partyBuilding?: true;
}

const ARTICLE_CHANNELS: readonly SitemapType[] = ["news", "policy", "industry", "salon", "party", "knowledge"];

/** Where the header's party-building item opens its news list (spec §2: pageid=1, module code 202408150001). */
const partyBuildingMenu = menuNavigation(HomeSection.partyBuilding, HOME_PATH);
const PARTY_BUILDING_LIST = partyBuildingMenu.kind === "open-window" ? partyBuildingMenu.url : "/default/djyl/news-list";

/**
 * The fixed public pages, as their canonical addresses (a unit test holds them to it). Detail
 * pages are listed by their kind's sitemap; search results, log-in and the message list are not
 * content to index.
 */
const FIXED_PAGES: readonly FixedPage[] = [
  { path: HOME_PATH, changesWith: ARTICLE_CHANNELS },
  { path: "/default/news/news-list", changesWith: ["news"] },
  { path: "/default/news/news-list?category=policy", changesWith: ["policy"] },
  { path: "/default/news/news-list?category=industry", changesWith: ["industry"] },
  { path: "/default/news/news-list?category=salon", changesWith: ["salon"] },
  { path: "/default/news/news-list-h5", changesWith: ["news"] },
  { path: "/default/news/salon-more", changesWith: ["salon"] },
  { path: "/default/knowledge-base", changesWith: ["knowledge"] },
  { path: "/default/company/more", changesWith: ["companies"] },
  { path: "/default/project/list", changesWith: ["projects"] },
  { path: "/default/labor/list", changesWith: ["labor"] },
  { path: "/default/equipment/market", changesWith: ["equipment"] },
  { path: "/default/tender/list", changesWith: ["tenders"] },
  { path: "/default/home/finance-apply", changesWith: [] },
  { path: "/default/home/project-apply", changesWith: [] },
  { path: "/default/comprehensives-ervices/law-services", changesWith: ["packages", "lessons", "lawyers"] },
  { path: "/default/comprehensives-ervices/law-services/lawyer/lawyer-list", changesWith: ["lawyers"] },
  { path: "/default/comprehensives-ervices/law-services/legal/package-list", changesWith: ["packages"] },
  { path: "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-list", changesWith: ["lessons"] },
  { path: "/default/comprehensives-ervices/case-list-need", changesWith: [] },
  { path: "/default/comprehensives-ervices/comprehensives-ervices-need", changesWith: [] },
  { path: "/default/comprehensives-ervices/see-more", changesWith: [] },
  { path: "/default/qualification/teleport", changesWith: [] },
  { path: "/default/open-api/open", changesWith: [] },
  { path: "/default/digital-platform/dg-platform", changesWith: [] },
  { path: "/default/global-search/user-agreement", changesWith: [] },
  { path: "/default/global-search/privacy-policy", changesWith: [] },
  { path: "/default/global-search/copyright-notice", changesWith: [] },
  { path: PARTY_BUILDING_LIST, changesWith: ["party"], partyBuilding: true },
  { path: "/default/djyl/news-more", changesWith: ["party"], partyBuilding: true },
  { path: "/default/djyl/welcome", changesWith: [], partyBuilding: true },
  { path: "/download-h5", changesWith: [] },
  { path: "/download-jl-h5", changesWith: [] },
  { path: "/sign-up2", changesWith: [] },
];

/**
 * Whether a platform shows the party-building section: the header menu's rule (the platform's hidden
 * sections from 平台设置; without a list, hidden on CHANGCHUN).
 */
export function showsPartyBuilding(platformCode: string | null, hiddenSections?: readonly string[] | null): boolean {
  return headerMenu(platformCode, hiddenSections).some((item) => item.section === HomeSection.partyBuilding);
}

/** The fixed pages a platform lists. */
export function fixedPages(platformCode: string | null, hiddenSections?: readonly string[] | null): readonly FixedPage[] {
  return showsPartyBuilding(platformCode, hiddenSections) ? FIXED_PAGES : FIXED_PAGES.filter((page) => !page.partyBuilding);
}

/** The kinds a platform lists: every kind, less party building where it is hidden. */
export function listedTypes(platformCode: string | null, hiddenSections?: readonly string[] | null): readonly SitemapType[] {
  return showsPartyBuilding(platformCode, hiddenSections) ? SITEMAP_TYPES : SITEMAP_TYPES.filter((type) => type !== "party");
}

/** The sitemap index, which robots.txt names. */
export const SITEMAP_INDEX_PATH = "/sitemap.xml";

/** The address of a sitemap file (later files of a kind: `?page=`, routes match whole path segments only). */
export function sitemapFilePath(file: SitemapFile, page = 1): string {
  return `/sitemap-${file}.xml${page > 1 ? `?page=${page}` : ""}`;
}

/** Which file an address names: `/sitemap-news.xml?page=2` is news, page 2; null for any other. */
export function parseSitemapFile(pathname: string, search: string): { file: SitemapFile; page: number } | null {
  const name = /^\/sitemap-([a-z]+)\.xml$/.exec(pathname)?.[1];
  const file = name === "pages" ? name : SITEMAP_TYPES.find((type) => type === name);
  if (!file) return null;
  const raw = new URLSearchParams(search).get("page");
  if (raw === null) return { file, page: 1 };
  return /^[1-9]\d{0,5}$/.test(raw) ? { file, page: Number(raw) } : null;
}
