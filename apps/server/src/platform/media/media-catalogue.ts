import { createHash } from "node:crypto";
import { type MediaKindName, type MediaRef, mediaFallbackUrl, mediaKinds } from "@cidp/api-client/contract";
import { partnerMarkSvg } from "./emblems.ts";
import { type PaletteName, type SceneSubject, sceneSvg } from "./scenes.ts";

/** One picture the platform ships: where it goes (kind, name) and what it looks like (SVG). */
export interface MediaSource {
  kind: MediaKindName;
  name: string;
  svg: string;
  /** What it shows, for the `alt` text of the places that use it. */
  description: string;
}

/**
 * Bumped when the rendering changes (quality, sizes) so every address changes with it: the old
 * ones were handed out as cacheable for a year.
 */
const RENDER_VERSION = "1";

/** A picture's address parts; the hash covers its SVG, kind and the rendering settings. */
export function refOf(source: MediaSource): MediaRef {
  const kind = mediaKinds[source.kind];
  const hash = createHash("sha256")
    .update(`${RENDER_VERSION}\n${source.kind}\n${kind.widths.join(",")}\n${source.svg}`)
    .digest("hex")
    .slice(0, 12);
  return { kind: source.kind, name: source.name, hash };
}

/** The address a seed stores for a picture (its fallback at the largest width). */
export function pictureUrl(source: MediaSource): string {
  return mediaFallbackUrl(refOf(source));
}

function scene(kind: "banner" | "cover", name: string, subject: SceneSubject, palette: PaletteName, seed: number, description: string): MediaSource {
  const { width, height } = mediaKinds[kind];
  return { kind, name, description, svg: sceneSvg({ width, height, subject, palette, seed, captionShade: kind === "banner" }) };
}

/** The home banners (position 100) and the inner-page banners (101). */
export const bannerPictures = {
  homePlatform: scene("banner", "home-platform", "crane", "blue", 11, "塔吊与在建楼宇"),
  homeMaterials: scene("banner", "home-materials", "materials", "amber", 12, "堆放的钢筋与建材"),
  homeSupervise: scene("banner", "home-supervise", "supervision", "green", 13, "安全帽与施工现场"),
  innerNews: scene("banner", "inner-news", "city", "slate", 14, "城市楼群"),
  innerCompany: scene("banner", "inner-company", "bridge", "blue", 15, "拱桥与城市"),
} as const;

/** The banners of the seeded company shops (装修 of the demo companies), one look per kind of business. */
export const shopBannerPictures = {
  materials: scene("banner", "shop-materials", "materials", "amber", 61, "建材堆场与成品钢材"),
  construction: scene("banner", "shop-construction", "crane", "slate", 62, "施工现场的塔吊"),
  consulting: scene("banner", "shop-consulting", "city", "green", 63, "城市楼群远景"),
  bridge: scene("banner", "shop-bridge", "bridge", "blue", 64, "跨江大桥工程"),
} as const;

/** The article channels that have covers, each with its own palette and subjects. */
const channelLooks: Record<string, { palette: PaletteName; subjects: [SceneSubject, SceneSubject, SceneSubject]; description: string }> = {
  news: { palette: "blue", subjects: ["crane", "city", "bridge"], description: "新闻资讯配图" },
  policy: { palette: "slate", subjects: ["city", "supervision", "crane"], description: "政策法规配图" },
  industry: { palette: "amber", subjects: ["materials", "crane", "bridge"], description: "行业动态配图" },
  salon: { palette: "green", subjects: ["bridge", "city", "materials"], description: "研创沙龙配图" },
  party: { palette: "amber", subjects: ["city", "bridge", "crane"], description: "党建引领配图" },
  knowledge: { palette: "slate", subjects: ["supervision", "materials", "city"], description: "知识库配图" },
};

/** An article cover: three per channel, picked by the article's position so neighbours differ. */
export function articleCover(channel: string, variant: number): MediaSource {
  const look = channelLooks[channel] ?? (channelLooks.news as (typeof channelLooks)["news"]);
  const index = ((variant % 3) + 3) % 3;
  return scene(
    "cover",
    `article-${channel}-${index + 1}`,
    look.subjects[index] as SceneSubject,
    look.palette,
    100 + index * 7 + channel.length,
    look.description,
  );
}

/** Covers of the sibling platforms (数字平台). */
export const platformCovers = {
  materials: scene("cover", "platform-materials", "materials", "amber", 41, "建材集采平台配图"),
  equipment: scene("cover", "platform-equipment", "crane", "blue", 42, "设备租赁平台配图"),
  labor: scene("cover", "platform-labor", "supervision", "green", 43, "劳务用工平台配图"),
  project: scene("cover", "platform-project", "city", "slate", 44, "项目撮合平台配图"),
  finance: scene("cover", "platform-finance", "bridge", "blue", 45, "供应链金融平台配图"),
} as const;

/** The launch popup's picture. */
export const popupPicture = scene("cover", "popup-launch", "crane", "green", 51, "平台上线");

/** The platform's partners (合作伙伴): word marks with a one-character symbol. */
export const partnerMarks = [
  { name: "吉林省建筑业协会", symbol: "协", slug: "partner-association" },
  { name: "长白山建设银行", symbol: "银", slug: "partner-bank" },
  { name: "北方建材检测中心", symbol: "检", slug: "partner-testing" },
  { name: "松江工程保险", symbol: "保", slug: "partner-insurance" },
  { name: "东北建筑设计院", symbol: "设", slug: "partner-design" },
  { name: "吉林建设职业学院", symbol: "学", slug: "partner-college" },
].map((partner): MediaSource & { title: string } => ({
  kind: "partner",
  name: partner.slug,
  title: partner.name,
  description: `${partner.name}标志`,
  svg: partnerMarkSvg(partner.name, partner.symbol),
}));

/** Every picture the seed renders. */
export function allPictures(): MediaSource[] {
  const covers = Object.keys(channelLooks).flatMap((channel) => [0, 1, 2].map((variant) => articleCover(channel, variant)));
  return [...Object.values(bannerPictures), ...Object.values(shopBannerPictures), ...covers, ...Object.values(platformCovers), popupPicture, ...partnerMarks];
}
