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

/** A random scene of soft gradients, circles, stripes and grain; a fresh one for every challenge. */
function drawBackground(): PNG {
  const { width, height } = Captcha;
  const png = new PNG({ width, height });
  const palette = pick(palettes);
  const [a, b] = [pick(palette), pick(palette)];
  const circles = Array.from({ length: 7 }, () => ({ cx: randomInt(width), cy: randomInt(height), r2: (12 + randomInt(40)) ** 2, color: pick(palette) }));
  const stripe = 8 + randomInt(12);
  // Grain in 2×2 cells: enough to blur edges for a naive solver, while the PNG stays small.
  const grain = randomBytes(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const f = (x + y) / (width + height);
      let red = a[0] * (1 - f) + b[0] * f;
      let green = a[1] * (1 - f) + b[1] * f;
      let blue = a[2] * (1 - f) + b[2] * f;
      for (const c of circles) {
        if ((x - c.cx) ** 2 + (y - c.cy) ** 2 <= c.r2) {
          red = red * 0.45 + c.color[0] * 0.55;
          green = green * 0.45 + c.color[1] * 0.55;
          blue = blue * 0.45 + c.color[2] * 0.55;
        }
      }
      const shade = Math.floor((x - y) / stripe) % 3 === 0 ? 0.9 : 1;
      const noise = ((grain[(y >> 1) * width + (x >> 1)] ?? 0) % 9) - 4;
      const offset = (width * y + x) << 2;
      png.data[offset] = clamp(red * shade + noise);
      png.data[offset + 1] = clamp(green * shade + noise);
      png.data[offset + 2] = clamp(blue * shade + noise);
      png.data[offset + 3] = 255;
    }
  }
  return png;
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

function toDataUrl(png: PNG, alpha: boolean): string {
  // One filter (Paeth) instead of trying all five per row: most of the time saved, same size.
  const encoded = PNG.sync.write(png, { colorType: alpha ? 6 : 2, filterType: 4, deflateLevel: 6 });
  return `data:image/png;base64,${encoded.toString("base64")}`;
}

/** Darkens a hole of the piece's outline at (x, y), with a light rim, as people know it. */
function cutHole(background: PNG, x: number, y: number): void {
  const size = Captcha.pieceSize;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      if (!insidePiece(px, py)) continue;
      const source = (Captcha.width * (y + py) + (x + px)) << 2;
      const edge = edgeOfPiece(px, py);
      for (let i = 0; i < 3; i++) {
        const value = background.data[source + i] ?? 0;
        background.data[source + i] = edge ? Math.min(255, value + 90) : Math.round(value * 0.35);
      }
    }
  }
}

/**
 * Draws a challenge: the background with the hole at (x, y) and decoy holes of the same outline at
 * `decoys` (same row), and the piece cut from the scene at (x, y). An outline matcher finds every
 * hole equally well; a person sees which one the piece's picture continues.
 */
export function drawCaptcha(x: number, y: number, decoys: readonly number[] = []): CaptchaImages {
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
      for (let i = 0; i < 3; i++) piece.data[target + i] = edge ? 255 : (background.data[source + i] ?? 0);
      piece.data[target + 3] = 255;
    }
  }
  cutHole(background, x, y);
  for (const decoyX of decoys) cutHole(background, decoyX, y);
  return { backgroundImage: toDataUrl(background, false), pieceImage: toDataUrl(piece, true) };
}
