import { mediaKinds } from "@cidp/api-client/contract";
import { equipmentCategoryName } from "@cidp/domain";
import type { MediaSource } from "../../platform/media/media-catalogue.ts";
import { palettes } from "../../platform/media/scenes.ts";
import { ground, randomFrom, sky, skyline, towerCrane } from "../../platform/media/svg-shapes.ts";

// Illustrations of the market's machines, drawn as SVG like the media module's scenes and rendered
// by it into the object store: one picture per machine type and look, so seeded listings of a type
// show that machine. Each machine is placed by its foot on the scene's ground line.

type Colors = { body: string; dark: string; glass: string; steel: string };

const wheel = (cx: number, cy: number, r: number, c: Colors) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.dark}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="${c.steel}"/>`;
const track = (x: number, y: number, w: number, h: number, c: Colors) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${c.dark}"/>` +
  [0.15, 0.38, 0.62, 0.85].map((f) => `<circle cx="${x + w * f}" cy="${y + h / 2}" r="${h * 0.28}" fill="${c.steel}"/>`).join("");
const cab = (x: number, y: number, w: number, h: number, c: Colors) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${c.body}"/><rect x="${x + w * 0.18}" y="${y + h * 0.15}" width="${w * 0.64}" height="${h * 0.45}" rx="3" fill="${c.glass}"/>`;
/** A boom, jib or pump arm: a thick line through its joints. */
const arm = (width: number, color: string, ...points: [number, number][]) =>
  `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(" ")}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;
/** A truck chassis: body from x to x+w on the ground line g, cab at the front (right). */
const truck = (x: number, g: number, w: number, c: Colors) =>
  `<rect x="${x}" y="${g - 62}" width="${w}" height="26" rx="4" fill="${c.dark}"/>` +
  cab(x + w - 70, g - 118, 70, 60, c) +
  [0.1, 0.28, 0.62, 0.9].map((f) => wheel(x + w * f, g - 22, 22, c)).join("");

const machines: Record<string, (x: number, g: number, c: Colors) => string> = {
  "tower-crane": (x, g, c) => towerCrane(x - 60, g, 300, 260, c.body, c.steel),
  "truck-crane": (x, g, c) =>
    truck(x - 160, g, 320, c) + arm(16, c.body, [x - 60, g - 70], [x + 40, g - 270]) + arm(2, c.steel, [x + 40, g - 270], [x + 40, g - 150]),
  "crawler-crane": (x, g, c) =>
    track(x - 130, g - 40, 260, 40, c) +
    cab(x - 40, g - 120, 110, 80, c) +
    arm(10, c.body, [x - 20, g - 100], [x + 110, g - 330]) +
    arm(2, c.steel, [x + 110, g - 330], [x + 110, g - 170]),
  hoist: (x, g, c) =>
    `<rect x="${x - 20}" y="${g - 320}" width="24" height="320" fill="${c.steel}"/>` +
    Array.from({ length: 10 }, (_, i) => `<path d="M${x - 20} ${g - i * 32} L${x + 4} ${g - i * 32 - 32}" stroke="${c.dark}" stroke-width="3"/>`).join("") +
    `<rect x="${x + 4}" y="${g - 200}" width="90" height="80" rx="4" fill="${c.body}"/><rect x="${x + 20}" y="${g - 188}" width="56" height="34" fill="${c.glass}"/>`,
  "crawler-excavator": (x, g, c) =>
    track(x - 130, g - 40, 220, 40, c) +
    cab(x - 110, g - 130, 150, 90, c) +
    arm(18, c.body, [x + 30, g - 110], [x + 130, g - 200], [x + 180, g - 70]) +
    `<path d="M${x + 160} ${g - 70} l40 0 l-10 40 z" fill="${c.dark}"/>`,
  "wheel-excavator": (x, g, c) =>
    `<rect x="${x - 130}" y="${g - 70}" width="220" height="30" fill="${c.dark}"/>` +
    wheel(x - 90, g - 24, 24, c) +
    wheel(x + 50, g - 24, 24, c) +
    cab(x - 110, g - 150, 140, 80, c) +
    arm(16, c.body, [x + 20, g - 130], [x + 120, g - 210], [x + 170, g - 80]),
  loader: (x, g, c) =>
    wheel(x - 90, g - 34, 34, c) +
    wheel(x + 60, g - 34, 34, c) +
    `<rect x="${x - 140}" y="${g - 100}" width="230" height="50" rx="8" fill="${c.body}"/>` +
    cab(x - 100, g - 180, 90, 80, c) +
    arm(14, c.body, [x + 80, g - 80], [x + 150, g - 60]) +
    `<path d="M${x + 140} ${g - 110} l50 20 l-10 70 l-50 0 z" fill="${c.dark}"/>`,
  bulldozer: (x, g, c) =>
    track(x - 140, g - 44, 240, 44, c) +
    `<rect x="${x - 130}" y="${g - 110}" width="200" height="66" rx="6" fill="${c.body}"/>` +
    cab(x - 120, g - 180, 90, 70, c) +
    `<rect x="${x + 110}" y="${g - 100}" width="24" height="100" fill="${c.dark}"/>`,
  "pump-truck": (x, g, c) => truck(x - 180, g, 360, c) + arm(12, c.body, [x - 120, g - 80], [x + 20, g - 260], [x + 180, g - 300], [x + 240, g - 200]),
  "mixer-truck": (x, g, c) =>
    truck(x - 170, g, 340, c) +
    `<ellipse cx="${x - 40}" cy="${g - 110}" rx="110" ry="55" fill="${c.body}" transform="rotate(-12 ${x - 40} ${g - 110})"/><path d="M${x - 130} ${g - 140} l200 50" stroke="${c.dark}" stroke-width="6"/>`,
  "rotary-drill": (x, g, c) =>
    track(x - 130, g - 40, 240, 40, c) +
    cab(x - 110, g - 130, 120, 90, c) +
    `<rect x="${x + 40}" y="${g - 360}" width="22" height="320" fill="${c.body}"/><rect x="${x + 44}" y="${g - 200}" width="14" height="200" fill="${c.steel}"/>`,
  roller: (x, g, c) =>
    `<circle cx="${x + 70}" cy="${g - 50}" r="50" fill="${c.steel}" stroke="${c.dark}" stroke-width="8"/>` +
    wheel(x - 100, g - 34, 34, c) +
    `<rect x="${x - 150}" y="${g - 110}" width="200" height="50" rx="8" fill="${c.body}"/>` +
    cab(x - 130, g - 190, 90, 80, c),
  paver: (x, g, c) =>
    track(x - 140, g - 36, 260, 36, c) +
    `<rect x="${x - 150}" y="${g - 100}" width="280" height="64" rx="6" fill="${c.body}"/>` +
    cab(x - 40, g - 170, 90, 70, c) +
    `<rect x="${x - 190}" y="${g - 40}" width="60" height="30" fill="${c.dark}"/>`,
};

/** The looks each machine is drawn in: the platform's palettes, the machine in its trade colour. */
const looks = [
  { palette: "blue", body: "#f5b039" },
  { palette: "green", body: "#f2c94c" },
  { palette: "slate", body: "#e8742a" },
] as const;

/** A machine's picture in one look (cover size: 640 × 400). */
export function machinePicture(category: string, look: number, name: string): MediaSource {
  const draw = machines[category] ?? machines["crawler-excavator"];
  const style = looks[look % looks.length] ?? looks[0];
  const palette = palettes[style.palette];
  const { width: w, height: h } = mediaKinds.cover;
  const groundY = Math.round(h * 0.86);
  const seed = 300 + look * 17 + category.length;
  const colors: Colors = { body: style.body, dark: "#2b2b2b", glass: "#bfe3ff", steel: palette.steel };
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    sky(w, h, palette, `sky${seed}`),
    skyline(w, groundY, palette.far, randomFrom(seed)),
    ground(w, h, groundY, palette),
    draw?.(w * 0.48, groundY, colors) ?? "",
    "</svg>",
  ].join("");
  return { kind: "cover", name: `equipment-${category}-${look + 1}`, svg, description: name };
}

/** The look a machine type is drawn in: neighbours in the tree differ. */
export const machineLook = (category: string) => Object.keys(machines).indexOf(category) % looks.length;

/**
 * Every machine picture the seed listings use: one per machine type (each picture costs half a
 * second of rendering at every fresh start, so the set stays small).
 */
export function machinePictures(): MediaSource[] {
  return Object.keys(machines).map((category) => machinePicture(category, machineLook(category), equipmentCategoryName(category) ?? category));
}
