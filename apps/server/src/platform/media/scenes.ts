import { archBridge, building, floor, frame, glassWall, ground, helmet, type Palette, randomFrom, rebarStack, sky, skyline, towerCrane } from "./svg-shapes.ts";
import { indoorTopics, TOPIC_BOX, type TopicSubject, topicScene, topicSubjects } from "./topic-scenes.ts";

/** The building-site subjects, drawn straight into the scene (the banners' pictures). */
type SiteSubject = "crane" | "materials" | "supervision" | "bridge" | "city";
/** What a scene shows in front of its skyline: a building site, or an article's topic (topic-scenes.ts). */
export type SceneSubject = SiteSubject | TopicSubject;

/** Every subject, the site ones first. */
export const sceneSubjects: readonly SceneSubject[] = ["crane", "materials", "supervision", "bridge", "city", ...topicSubjects];

/** What each subject shows, for the `alt` text. */
export const subjectDescriptions: Record<SceneSubject, string> = {
  crane: "塔吊与在建楼宇",
  materials: "堆放的钢筋与建材",
  supervision: "安全帽与在建框架",
  bridge: "拱桥与城市",
  city: "城市楼群",
  policy: "盖有公章的文件与法槌",
  finance: "上升的柱状图与成摞的硬币",
  labor: "戴安全帽的工人与工地围挡",
  party: "红旗、红色横幅与会堂",
  "party-study": "学习园地展板、讲台与翻开的书本",
  "party-volunteer": "志愿服务站前身穿红马甲的志愿者向工人递送慰问品",
  "party-meeting": "挂着红色横幅的会议室与围坐会议桌的党员",
  "party-honour": "领奖台、奖章与示范岗标牌",
  "party-integrity": "红色盾牌、天平与荷花",
  tender: "合同上的握手、密封的投标文件与时钟",
  equipment: "挖掘机与土方",
  salon: "会议桌旁的与会者与演示屏幕",
  training: "翻开的书本与建筑图纸",
  market: "建材价格行情牌与水泥",
  safety: "警示牌、安全帽与路锥",
  digital: "显示数据看板的电脑与手机",
};

function isTopic(subject: SceneSubject): subject is TopicSubject {
  return (topicSubjects as readonly string[]).includes(subject);
}

/** The palettes: the platform's blue, green and amber (#0079fe, #22ac38, #f5b039) at dusk and by day. */
export const palettes = {
  blue: { skyTop: "#0b3d7a", skyBottom: "#3f8fe0", far: "#1d5fa8", near: "#0f2f57", steel: "#d9e4f2", accent: "#f5b039", ground: "#10243d" },
  green: { skyTop: "#0d4a2a", skyBottom: "#5cb87a", far: "#1f7a45", near: "#123524", steel: "#e3f1e6", accent: "#f5b039", ground: "#13291c" },
  amber: { skyTop: "#6b3a06", skyBottom: "#f0b25a", far: "#a8661c", near: "#3f2406", steel: "#fbeede", accent: "#0079fe", ground: "#2c1a06" },
  slate: { skyTop: "#1f2a3a", skyBottom: "#7d93b3", far: "#45597a", near: "#18202c", steel: "#e4e9f1", accent: "#22ac38", ground: "#121820" },
} as const satisfies Record<string, Palette>;
/** A palette's name. */
export type PaletteName = keyof typeof palettes;

/** One scene to draw: its size, subject, palette and the seed of its details. */
export interface SceneSpec {
  width: number;
  height: number;
  subject: SceneSubject;
  palette: PaletteName;
  seed: number;
  /** Darkens the left part, where a banner's caption is laid over the picture. */
  captionShade?: boolean;
}

function siteSubject(spec: SceneSpec & { subject: SiteSubject }, palette: Palette, groundY: number, random: () => number): string {
  const { width: w, height: h } = spec;
  const s = h / 500;
  switch (spec.subject) {
    case "crane":
      return [
        frame(w * 0.55, groundY, w * 0.2, 7, palette.near, palette.steel),
        building(w * 0.8, groundY, w * 0.09, h * 0.55, palette.near, palette.accent, random),
        towerCrane(w * 0.5, groundY, h * 0.78, w * 0.3, palette.accent, palette.steel),
      ].join("");
    case "materials":
      return [
        building(w * 0.52, groundY, w * 0.1, h * 0.4, palette.near, palette.accent, random),
        rebarStack(w * 0.64, groundY, w * 0.12, palette.steel, palette.near),
        rebarStack(w * 0.8, groundY, w * 0.1, palette.steel, palette.near),
        towerCrane(w * 0.88, groundY, h * 0.62, w * 0.1, palette.accent, palette.steel),
      ].join("");
    case "supervision":
      return [
        frame(w * 0.6, groundY, w * 0.18, 6, palette.near, palette.steel),
        towerCrane(w * 0.82, groundY, h * 0.7, w * 0.12, palette.accent, palette.steel),
        helmet(w * 0.5, groundY - 4, 46 * s, palette.accent, palette.near),
      ].join("");
    case "bridge":
      return [
        archBridge(w * 0.5, groundY - h * 0.12, w * 0.38, h * 0.22, palette.near, palette.steel),
        building(w * 0.92, groundY, w * 0.06, h * 0.5, palette.near, palette.accent, random),
      ].join("");
    case "city":
      return [
        building(w * 0.5, groundY, w * 0.08, h * 0.62, palette.near, palette.accent, random),
        building(w * 0.6, groundY, w * 0.1, h * 0.48, palette.near, palette.steel, random),
        building(w * 0.72, groundY, w * 0.07, h * 0.7, palette.near, palette.accent, random),
        frame(w * 0.81, groundY, w * 0.1, 5, palette.near, palette.steel),
      ].join("");
  }
}

/**
 * A topic scene's box scaled onto the picture: across most of a cover, in the right half of a
 * banner (its caption is on the left), standing on the ground line.
 */
function placedTopic(subject: TopicSubject, spec: SceneSpec, palette: Palette, groundY: number, random: () => number): string {
  const { width: w } = spec;
  const left = spec.captionShade ? w * 0.46 : w * 0.04;
  const room = spec.captionShade ? w * 0.5 : w * 0.92;
  const scale = Math.min(room / TOPIC_BOX.width, (groundY * 0.92) / TOPIC_BOX.height);
  const x = left + (room - TOPIC_BOX.width * scale) / 2;
  const y = groundY - TOPIC_BOX.height * scale;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">${topicScene(subject, palette, random)}</g>`;
}

/** Draws a scene as SVG: sky, skyline, the subject, the ground (or for a room, its glass wall and floor). */
export function sceneSvg(spec: SceneSpec): string {
  const { width: w, height: h } = spec;
  const palette = palettes[spec.palette];
  const random = randomFrom(spec.seed);
  const groundY = Math.round(h * 0.86);
  const shadeId = `shade${spec.seed}`;
  const subject = spec.subject;
  const indoor = isTopic(subject) && indoorTopics.has(subject);
  const front = isTopic(subject) ? placedTopic(subject, spec, palette, groundY, random) : siteSubject({ ...spec, subject }, palette, groundY, random);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    sky(w, h, palette, `sky${spec.seed}`),
    skyline(w, groundY, palette.far, random),
    // Indoors the floor goes under the furniture; outdoors the ground's barrier runs in front.
    ...(indoor ? [glassWall(w, groundY, palette.near), floor(w, h, groundY, palette), front] : [front, ground(w, h, groundY, palette)]),
    spec.captionShade
      ? `<defs><linearGradient id="${shadeId}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.65"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${shadeId})"/>`
      : "",
    "</svg>",
  ].join("");
}
