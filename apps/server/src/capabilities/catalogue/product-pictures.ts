import { mediaKinds } from "@cidp/api-client/contract";
import { PRODUCT_CATEGORIES } from "@cidp/domain";
import type { MediaSource } from "../../platform/media/media-catalogue.ts";
import { palettes } from "../../platform/media/scenes.ts";

// Product pictures of the seeded catalogue, drawn as SVG like the media module's scenes and
// rendered by it into the object store: one still life per category group on a warehouse floor,
// so seeded products of a group show that kind of material (10 pictures: each costs start time).

type Draw = (w: number, g: number) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string, stroke = "none") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
const repeat = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join("");

const draws: Record<string, Draw> = {
  // Rebar bundles seen end-on: the bars' ends, the bundle straps, a tag on each bundle.
  steel: (_w, g) =>
    repeat(3, (bundle) => {
      const x = 130 + bundle * 140;
      return (
        repeat(4, (row) => repeat(5 - row, (i) => circle(x + i * 24 + row * 12, g - 16 - row * 21, 10, "#8a8f98", "#5b6069"))) +
        rect(x - 12, g - 60, 118, 6, "#c0392b") +
        rect(x + 40, g - 104, 26, 18, "#f5b039", 2)
      );
    }),
  cement: (_w, g) =>
    repeat(3, (row) =>
      repeat(
        5 - row,
        (i) => rect(150 + i * 72 + row * 36, g - 52 - row * 48, 68, 46, "#d8d2c4", 8) + rect(160 + i * 72 + row * 36, g - 38 - row * 48, 48, 10, "#1d5fa8", 2),
      ),
    ),
  concrete: (_w, g) =>
    rect(150, g - 150, 220, 100, "#e3e6ea", 10) +
    `<ellipse cx="420" cy="${g - 110}" rx="90" ry="62" fill="#f5b039"/>` +
    repeat(4, (i) => `<line x1="${360 + i * 30}" y1="${g - 160}" x2="${390 + i * 30}" y2="${g - 60}" stroke="#c77d10" stroke-width="6"/>`) +
    circle(200, g - 30, 28, "#2b2b2b") +
    circle(330, g - 30, 28, "#2b2b2b") +
    circle(450, g - 30, 28, "#2b2b2b"),
  aggregate: (_w, g) =>
    `<path d="M120 ${g} Q230 ${g - 190} 340 ${g} Z" fill="#b9a07a"/><path d="M300 ${g} Q420 ${g - 150} 540 ${g} Z" fill="#8d8478"/>` +
    repeat(18, (i) => circle(150 + ((i * 37) % 360), g - 12 - ((i * 23) % 50), 6, "#6f675c")),
  waterproof: (_w, g) =>
    repeat(
      5,
      (i) =>
        `<ellipse cx="${170 + i * 70}" cy="${g - 50}" rx="32" ry="50" fill="#2b2b2b"/><ellipse cx="${170 + i * 70}" cy="${g - 50}" rx="12" ry="18" fill="#e8742a"/>`,
    ) + rect(140, g - 150, 360, 36, "#3a3f47", 6),
  pipe: (_w, g) =>
    repeat(3, (row) =>
      repeat(
        6 - row,
        (i) => circle(170 + i * 62 + row * 31, g - 30 - row * 54, 28, "#e9eef5", "#0079fe") + circle(170 + i * 62 + row * 31, g - 30 - row * 54, 18, "#18202c"),
      ),
    ),
  cable: (_w, g) =>
    circle(250, g - 110, 110, "#a0652a") +
    circle(250, g - 110, 80, "#2b2b2b") +
    circle(250, g - 110, 28, "#a0652a") +
    circle(450, g - 70, 70, "#a0652a") +
    circle(450, g - 70, 50, "#c0392b") +
    circle(450, g - 70, 16, "#a0652a"),
  doors: (_w, g) =>
    rect(150, g - 260, 170, 250, "#5c6670", 4) +
    rect(165, g - 245, 65, 220, "#bfe3ff") +
    rect(240, g - 245, 65, 220, "#bfe3ff") +
    rect(370, g - 250, 120, 240, "#c0392b", 4) +
    circle(470, g - 130, 6, "#f2c94c"),
  hardware: (_w, g) =>
    repeat(
      6,
      (i) =>
        `<polygon points="${150 + i * 60},${g - 60} ${170 + i * 60},${g - 72} ${190 + i * 60},${g - 60} ${190 + i * 60},${g - 36} ${170 + i * 60},${g - 24} ${150 + i * 60},${g - 36}" fill="#9aa1ab"/>`,
    ) +
    rect(160, g - 200, 260, 46, "#22ac38", 12) +
    rect(400, g - 190, 110, 26, "#2b2b2b", 6) +
    rect(210, g - 154, 40, 80, "#2b2b2b", 6),
  decoration: (_w, g) =>
    repeat(4, (row) => repeat(6, (i) => rect(150 + i * 58, g - 60 - row * 58, 54, 54, (i + row) % 2 ? "#efe7da" : "#d9cbb3", 3))) +
    rect(500, g - 120, 60, 110, "#f2f2f2", 6) +
    rect(500, g - 120, 60, 20, "#0079fe", 6),
};

const looks = ["blue", "slate", "green"] as const;

/** The picture of a category group (cover size). */
export function productPicture(groupCode: string): MediaSource {
  const index = Math.max(
    0,
    PRODUCT_CATEGORIES.findIndex((g) => g.code === groupCode),
  );
  const group = PRODUCT_CATEGORIES[index];
  const palette = palettes[looks[index % looks.length] ?? "blue"];
  const { width: w, height: h } = mediaKinds.cover;
  const g = Math.round(h * 0.86);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="wall${index}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>`,
    rect(0, 0, w, h, `url(#wall${index})`),
    rect(0, g, w, h - g, palette.ground),
    draws[group?.code ?? "steel"]?.(w, g) ?? "",
    "</svg>",
  ].join("");
  return { kind: "cover", name: `product-${group?.code ?? "steel"}`, svg, description: `${group?.name ?? ""}产品图` };
}

/** Every product picture the seed uses: one per category group. */
export function productPictures(): MediaSource[] {
  return PRODUCT_CATEGORIES.map((g) => productPicture(g.code));
}
