import { createHash } from "node:crypto";
import { type MediaKindName, type MediaRef, mediaFallbackUrl, mediaKinds } from "@cidp/api-client/contract";
import { partnerMarkSvg } from "./emblems.ts";
import { type PaletteName, type SceneSubject, sceneSubjects, sceneSvg, subjectDescriptions } from "./scenes.ts";

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

/**
 * What an article's picture shows, from the words of its title: the first rule that matches wins,
 * so the narrower topics come first (a 招标 notice about 市政 roads is about the tender).
 */
export const topicRules: readonly (readonly [RegExp, SceneSubject])[] = [
  [/党|红色/, "party"],
  [/招标|投标|中标|开标|标书|评标/, "tender"],
  [/安全|消防|防火|事故|隐患|应急/, "safety"],
  [/工资|劳务|农民工|实名制|工人|用工|班组/, "labor"],
  [/金融|银行|融资|保函|保证金|担保|资金|补助|清欠|贷款|账户|产值|营收/, "finance"],
  [/设备|机械|塔吊|起重机|挖掘机|装载机|租赁|机器人/, "equipment"],
  [/价格|行情|信息价|需求|市场|涨价|降价/, "market"],
  [/监管|监督|检查|验收|巡查|质量|调研/, "supervision"],
  [/培训|课程|讲座|教育|学习|指南|要点|教程|问答|知识/, "training"],
  [/政策|法规|条例|办法|通知|意见|方案|措施|细则|标准|资质|许可|合同|法律|条款|解读/, "policy"],
  [/钢筋|钢材|建材|水泥|混凝土|集采|采购|构件|材料|外加剂/, "materials"],
  [/平台|数字|互联网|App|APP|接口|智慧|智能|BIM|上线|软件|信息化/, "digital"],
  [/桥|公路|道路|隧道|交通|市政/, "bridge"],
  [/装配式|吊装|封顶|开工|在建/, "crane"],
  [/小区|改造|城市|住宅|绿色|光伏|新区|城镇/, "city"],
  [/沙龙|座谈|交流会|研讨|论坛|分享|会议/, "salon"],
];

/**
 * What a party-building article's picture shows (党建), from the words of its title: tried first,
 * and only for a title that names the party (党, 红色) or an article of the party channel, so
 * their everyday words (服务, 学习, 会议, 先进) never take another channel's article. The narrower
 * come first: 廉洁 before an award, an award (获评先进) before the branch (支部) that won it, a
 * lesson (联学, 党课) before the branch giving it. A party title none of them names keeps the flag
 * and hall (`party`, by the first of the topic rules).
 */
export const partyRules: readonly (readonly [RegExp, SceneSubject])[] = [
  [/廉洁|廉政|清廉|作风|纪律|纪检|警示教育/, "party-integrity"],
  [/先锋|模范|表彰|示范岗|先进|优秀|获评|标兵|榜样/, "party-honour"],
  [/志愿|服务队|为民|帮扶|慰问|送温暖|送清凉|结对/, "party-volunteer"],
  [/学习|理论|教育|讲座|党课|联学|读书|宣讲|培训/, "party-study"],
  [/支部|会议|组织生活|主题党日|民主生活会|座谈|三会一课|党员大会/, "party-meeting"],
];

/** A title that names the party: its party rules apply whatever its channel. */
const partyWords = /党|红色/;

/** A channel's subject for a title that names no topic. */
const channelSubjects: Record<string, SceneSubject> = {
  news: "crane",
  policy: "policy",
  industry: "crane",
  salon: "salon",
  party: "party",
  knowledge: "training",
};

/**
 * The subject of an article's picture: for a party-building article, from its party rules first;
 * then from its title's topic, else its channel's.
 */
export function articleSubject(channel: string, title: string): SceneSubject {
  if (channel === "party" || partyWords.test(title)) for (const [words, subject] of partyRules) if (words.test(title)) return subject;
  for (const [words, subject] of topicRules) if (words.test(title)) return subject;
  return channelSubjects[channel] ?? "city";
}

/** How many looks each subject has (palette and seeded details); neighbours in a list differ. */
const COVER_LOOKS = 3;
const coverPalettes: readonly PaletteName[] = ["blue", "green", "amber", "slate"];

/** One look of a subject as an article cover; its palette turns with the look. */
export function subjectCover(subject: SceneSubject, look: number): MediaSource {
  const index = ((look % COVER_LOOKS) + COVER_LOOKS) % COVER_LOOKS;
  const order = sceneSubjects.indexOf(subject);
  return scene(
    "cover",
    `article-${subject}-${index + 1}`,
    subject,
    coverPalettes[(order + index) % coverPalettes.length] as PaletteName,
    100 + order * 7 + index,
    subjectDescriptions[subject],
  );
}

/**
 * An article's cover: its subject from its title (else its channel), one of the subject's looks
 * picked by the article's position, so two neighbours on one subject still differ.
 */
export function articleCover(channel: string, position: number, title: string): MediaSource {
  return subjectCover(articleSubject(channel, title), position);
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
  const covers = sceneSubjects.flatMap((subject) => Array.from({ length: COVER_LOOKS }, (_, look) => subjectCover(subject, look)));
  return [...Object.values(bannerPictures), ...Object.values(shopBannerPictures), ...covers, ...Object.values(platformCovers), popupPicture, ...partnerMarks];
}
