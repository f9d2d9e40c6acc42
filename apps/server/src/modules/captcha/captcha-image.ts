import { randomBytes, randomInt } from "node:crypto";
import { PNG } from "pngjs";
import { Captcha } from "./captcha.constants.ts";

/** The two images of one challenge as PNG data URLs, and where the piece sits. */
export interface CaptchaImages {
  backgroundImage: string;
  pieceImage: string;
}

type Rgb = readonly [number, number, number];

const palettes: readonly (readonly Rgb[])[] = [
  [
    [46, 94, 170],
    [92, 158, 214],
    [233, 196, 106],
    [38, 70, 83],
  ],
  [
    [42, 120, 90],
    [140, 190, 120],
    [240, 160, 80],
    [60, 60, 90],
  ],
  [
    [120, 70, 140],
    [210, 140, 170],
    [250, 220, 150],
    [50, 60, 100],
  ],
];

/**
 * Whether (px, py) of the 50×50 piece box is inside the jigsaw shape: a 40 px square with a knob
 * on top and one on the right, so the hole is not a plain square that edge detection finds at once.
 */
export function insidePiece(px: number, py: number): boolean {
  const inSquare = px >= 0 && px < 40 && py >= 10 && py < 50;
  const topKnob = (px - 20) ** 2 + (py - 10) ** 2 <= 64;
  const rightKnob = (px - 40) ** 2 + (py - 30) ** 2 <= 64;
  return inSquare || topKnob || rightKnob;
}

function edgeOfPiece(px: number, py: number): boolean {
  if (!insidePiece(px, py)) return false;
  return !insidePiece(px - 2, py) || !insidePiece(px + 2, py) || !insidePiece(px, py - 2) || !insidePiece(px, py + 2);
}

function pick<T>(items: readonly T[]): T {
  // biome-ignore lint/style/noNonNullAssertion: randomInt stays inside the array.
  return items[randomInt(items.length)]!;
}

/** A random scene of soft gradients, circles and stripes; a fresh one for every challenge. */
function drawBackground(): PNG {
  const { width, height } = Captcha;
  const png = new PNG({ width, height });
  const palette = pick(palettes);
  const [a, b] = [pick(palette), pick(palette)];
  const circles = Array.from({ length: 7 }, () => ({ cx: randomInt(width), cy: randomInt(height), r: 12 + randomInt(40), color: pick(palette) }));
  const stripe = 8 + randomInt(12);
  const noise = randomBytes(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const f = (x + y) / (width + height);
      let rgb: number[] = [0, 1, 2].map((i) => a[i as 0] * (1 - f) + b[i as 0] * f);
      for (const c of circles) {
        if ((x - c.cx) ** 2 + (y - c.cy) ** 2 <= c.r ** 2) rgb = rgb.map((v, i) => v * 0.45 + c.color[i as 0] * 0.55);
      }
      if (Math.floor((x - y) / stripe) % 3 === 0) rgb = rgb.map((v) => v * 0.9);
      const grain = ((noise[width * y + x] ?? 0) % 13) - 6;
      const offset = (width * y + x) << 2;
      for (let i = 0; i < 3; i++) png.data[offset + i] = Math.max(0, Math.min(255, Math.round((rgb[i] ?? 0) + grain)));
      png.data[offset + 3] = 255;
    }
  }
  return png;
}

function toDataUrl(png: PNG): string {
  return `data:image/png;base64,${PNG.sync.write(png).toString("base64")}`;
}

/** Draws a challenge: the background with the hole at (x, y) darkened, and the piece cut from it. */
export function drawCaptcha(x: number, y: number): CaptchaImages {
  const background = drawBackground();
  const size = Captcha.pieceSize;
  const piece = new PNG({ width: size, height: size });
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const source = (Captcha.width * (y + py) + (x + px)) << 2;
      const target = (size * py + px) << 2;
      if (!insidePiece(px, py)) {
        piece.data[target + 3] = 0;
        continue;
      }
      const edge = edgeOfPiece(px, py);
      for (let i = 0; i < 3; i++) {
        const value = background.data[source + i] ?? 0;
        piece.data[target + i] = edge ? 255 : value;
        // The hole: darkened, with a light rim, as people know it from other slider captchas.
        background.data[source + i] = edge ? Math.min(255, value + 90) : Math.round(value * 0.35);
      }
      piece.data[target + 3] = 255;
    }
  }
  return { backgroundImage: toDataUrl(background), pieceImage: toDataUrl(piece) };
}
