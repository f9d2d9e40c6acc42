import { archBridge, building, frame, ground, helmet, type Palette, randomFrom, rebarStack, sky, skyline, towerCrane } from "./svg-shapes.ts";

/** What a scene shows in front of its skyline. */
export type SceneSubject = "crane" | "materials" | "supervision" | "bridge" | "city";

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

function subject(spec: SceneSpec, palette: Palette, groundY: number, random: () => number): string {
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

/** Draws a construction scene as SVG: sky, skyline, the subject, the ground. */
export function sceneSvg(spec: SceneSpec): string {
  const { width: w, height: h } = spec;
  const palette = palettes[spec.palette];
  const random = randomFrom(spec.seed);
  const groundY = Math.round(h * 0.86);
  const shadeId = `shade${spec.seed}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    sky(w, h, palette, `sky${spec.seed}`),
    skyline(w, groundY, palette.far, random),
    subject(spec, palette, groundY, random),
    ground(w, h, groundY, palette),
    spec.captionShade
      ? `<defs><linearGradient id="${shadeId}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.65"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${shadeId})"/>`
      : "",
    "</svg>",
  ].join("");
}
