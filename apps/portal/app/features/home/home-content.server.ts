import { getAbilityList, getContentList, getDictList, getHomeArticles, getHomeDistrictList, getServicePackageList, getSupervise } from "@cidp/api-client";
import { type DictEntry, formatYuanText, HomeSection, safeHref } from "@cidp/domain";
import { publicCache } from "../../lib/public-cache.server.ts";
import { type PortalRequest, portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { siblingLink } from "../../lib/session/sibling-handoff.server.ts";
import { type HomeIconName, isHomeIconName } from "./home-card-icon.tsx";
import { type ServiceIconCategory, serviceIconOf } from "./service-category-icon.server.ts";
import { settlerFor } from "./settle.server.ts";

/**
 * One card of a home section: a title, a line of text, a link (already made safe), an optional
 * figure, and a cover picture or an icon: one the page draws by name, or a service's icon by its
 * kind of service, drawn here as SVG (service-category-icon.server.ts).
 */
export interface HomeCard {
  key: string;
  title: string;
  text: string;
  href: string;
  figure?: string;
  /** A cover (articles, platforms); its `alt` is "" when the title beside it says it all. */
  image?: { src: string; alt: string };
  icon?: HomeIconName;
  serviceIcon?: { category: ServiceIconCategory; svg: string };
}

/** What the home page shows per section: its subtitle from the home districts and its cards. */
export type HomeContent = Partial<Record<HomeSection, { subTitle: string; cards: HomeCard[] }>>;

// The CMS names its districts by its own codes; these are the sections they feed.
const districtSection: Record<string, HomeSection> = {
  supply: HomeSection.supplyDemand,
  digital: HomeSection.digitalPlatform,
  service: HomeSection.comprehensiveServices,
  supervise: HomeSection.smartSupervision,
  news: HomeSection.news,
  company: HomeSection.enterpriseStyle,
  research: HomeSection.researchInnovation,
  party: HomeSection.partyBuilding,
};

// Province-wide figures on the generic platform, the city's on CHANGCHUN.
const regionByPlatform: Record<string, string> = { CHANGCHUN: "220100" };
const PROVINCE_REGION = "220000";

const settle = settlerFor("home content");

/** The home content of every section, each call on its own: one failing empties only its section. */
export function loadHomeContent(request: Request, context: RequestContext): Promise<HomeContent> {
  return publicCache.get(`home:${new URL(request.url).host}`, () => fetchHomeContent(portalRequest(context)));
}

async function fetchHomeContent(state: PortalRequest): Promise<HomeContent> {
  // The request's client sends the platform's code once its configuration is known.
  const config = await settle("platform configuration", () => state.platform());
  const platformCode = config?.platformCode ?? null;
  const client = state.visitor;
  const silent = { silent: true } as const;
  const [districts, abilities, platforms, packages, supervise, articles, companies] = await Promise.all([
    settle("districts", () => getHomeDistrictList(client, { isShow: "1" }, silent)),
    settle("abilities", () => getAbilityList(client, silent)),
    settle("platforms", () => getContentList(client, { code: "cypt_list" }, silent)),
    settle("service packages", () => getServicePackageList(client, silent)),
    settle("supervision", () => getSupervise(client, { type: "project", code: (platformCode && regionByPlatform[platformCode]) || PROVINCE_REGION }, silent)),
    settle("articles", () => getHomeArticles(client, silent)),
    settle("enterprise style", () => getDictList(client, { code: "industry_excellence_creation_activities" }, silent)),
  ]);
  const content: HomeContent = {};
  const put = (section: HomeSection, cards: HomeCard[]) => {
    content[section] = { subTitle: content[section]?.subTitle ?? "", cards };
  };
  for (const district of districts?.success ? districts.data : []) {
    const section = districtSection[district.code];
    if (section) content[section] = { subTitle: district.subTitle, cards: [] };
  }
  if (abilities?.success)
    put(
      HomeSection.supplyDemand,
      abilities.data.map((a) => ({
        key: `a${a.id}`,
        title: a.name,
        text: a.description,
        href: safeHref(a.linkUrl),
        icon: isHomeIconName(a.icon) ? a.icon : "materials",
      })),
    );
  if (platforms?.success)
    put(
      HomeSection.digitalPlatform,
      // Sibling platforms open through the hand-off, so a member arrives logged in (spec §4).
      platforms.data.map((p) => ({
        key: `p${p.id}`,
        title: p.title,
        text: p.summary,
        href: siblingLink(p.linkUrl, safeHref(p.linkUrl)),
        ...(p.imgUrl ? { image: { src: p.imgUrl, alt: "" } } : { icon: "platform" as const }),
      })),
    );
  if (packages?.success)
    put(
      HomeSection.comprehensiveServices,
      packages.data.map((p) => ({
        key: `s${p.id}`,
        title: p.name,
        text: p.description,
        href: `/default/comprehensives-ervices/law-services/legal/package-detail?id=${p.id}`,
        figure: formatYuanText(p.price),
        serviceIcon: serviceIconOf({ kind: "package", category: p.category, title: p.name }),
      })),
    );
  if (supervise?.success) {
    put(
      HomeSection.smartSupervision,
      supervise.data.figures.map((f) => ({
        key: f.name,
        title: f.name,
        text: supervise.data.regionName,
        href: "",
        figure: `${f.value}${f.unit}`,
        icon: "supervise" as const,
      })),
    );
  }
  if (articles?.success) {
    const list = (category: "news" | "policy" | "industry" | "salon" | "party") =>
      (articles.data[category] ?? []).map((a) => ({
        key: `n${a.id}`,
        title: a.title,
        text: a.summary,
        href: `/default/news/news-detail?id=${a.id}`,
        // The cover illustrates; the title beside it is the card's name.
        ...(a.coverImg ? { image: { src: a.coverImg, alt: "" } } : { icon: category === "party" ? ("party" as const) : ("news" as const) }),
      }));
    put(HomeSection.news, [...list("news"), ...list("policy")].slice(0, 6));
    put(HomeSection.researchInnovation, [...list("salon"), ...list("industry")].slice(0, 6));
    put(HomeSection.partyBuilding, list("party"));
  }
  if (companies?.success) {
    put(
      HomeSection.enterpriseStyle,
      (companies.data as DictEntry[]).map((entry, i) => ({
        key: `c${i}`,
        title: entry.dictValue ?? "",
        text: "",
        href: safeHref(String(entry.dictKey)),
        icon: "company" as const,
      })),
    );
  }
  return content;
}
