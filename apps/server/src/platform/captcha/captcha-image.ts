import { randomBytes, randomInt } from "node:crypto";
import { PNG } from "pngjs";
import { Captcha } from "./captcha.constants.ts";
import { depthInShape, insideShape, type PieceShape, randomPieceShape } from "./piece-shape.ts";

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

/**
 * Draws a challenge: the background with the hole at (x, y) and decoy holes of the same (random)
 * outline at `decoys` on the same row, and the piece cut from the scene at (x, y).
 *
 * Why it is drawn so (each defeats one step of the review's edge-matching solver):
 * - every hole has the piece's exact outline, so outline matching finds them all;
 * - each hole, the true one included, is drawn more or less crisp at random (rim brightness,
 *   gaps in the rim, how dark the inside is), so the best outline score is one hole by chance;
 * - every hole shows the piece's picture darkened (the answer its own scene, each decoy a copy),
 *   so matching the piece's content against a hole's inside singles nothing out; only at the
 *   answer does the picture continue its surroundings, which is what a person looks at;
 * - a band of noise runs along every hole's edge and the piece's brightness varies a little, so
 *   neither edge nor pixel comparisons are exact.
 */
export function drawCaptcha(x: number, y: number, decoys: readonly number[] = [], shape: PieceShape = randomPieceShape()): CaptchaImages {
  const background = drawBackground();
  const size = Captcha.pieceSize;
  const picture = new Uint8ClampedArray(size * size * 3);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const source = (Captcha.width * (y + py) + (x + px)) << 2;
      for (let i = 0; i < 3; i++) picture[(size * py + px) * 3 + i] = background.data[source + i] ?? 0;
    }
  }
  const piece = drawPiece(picture, shape);
  // Every hole is filled from the same clean picture, left to right whichever is the answer:
  // where neighbours' noise bands meet, the later one wins, and that must depend on the place on
  // the row, never on which hole is true.
  for (const holeX of [x, ...decoys].sort((a, b) => a - b)) cutHole(background, holeX, y, shape, picture, random(...holeStrength));
  return { backgroundImage: toDataUrl(background, false), pieceImage: toDataUrl(piece, true) };
}

/**
 * How crisp a hole is drawn, from faint (0: a dim rim with gaps, a lighter inside) to crisp (1),
 * drawn afresh for every hole, the true one included, from the same range: no rank of outline
 * score (crispest, faintest, middle) points to the true hole more often than chance.
 */
const holeStrength: readonly [number, number] = [0.1, 0.8];

function random(min: number, spread: number): number {
  return min + (randomInt(1000) / 1000) * spread;
}

/** The piece: the scene's picture inside the shape, a light uneven rim, its brightness nudged by up to ±8 %. */
function drawPiece(picture: Uint8ClampedArray, shape: PieceShape): PNG {
  const size = Captcha.pieceSize;
  const piece = new PNG({ width: size, height: size });
  const gain = random(0.92, 0.16);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const target = (size * py + px) << 2;
      if (!insideShape(shape, px, py)) {
        piece.data[target + 3] = 0;
        continue;
      }
      const rim = depthInShape(shape, px, py, 2) <= 2;
      for (let i = 0; i < 3; i++) piece.data[target + i] = rim ? 200 + randomInt(56) : clamp((picture[(size * py + px) * 3 + i] ?? 0) * gain);
      piece.data[target + 3] = 255;
    }
  }
  return piece;
}

/**
 * Shades a hole of the shape at (x, y): a lighter rim, a darker inside showing `fill` (the piece's
 * picture: the answer's own scene, a copy of it in a decoy), and noise of up to ±24 in a 3 px
 * band on both sides of the edge.
 */
function cutHole(background: PNG, x: number, y: number, shape: PieceShape, fill: Uint8ClampedArray, strength: number): void {
  const size = Captcha.pieceSize;
  const darken = 0.46 - 0.16 * strength;
  const gaps = 0.35 * (1 - strength);
  for (let py = -3; py < size + 3; py++) {
    for (let px = -3; px < size + 3; px++) {
      const [bx, by] = [x + px, y + py];
      if (bx < 0 || by < 0 || bx >= Captcha.width || by >= Captcha.height) continue;
      const offset = (Captcha.width * by + bx) << 2;
      const inside = insideShape(shape, px, py);
      if (!inside) {
        // Outside: only the noise band next to the edge.
        if (!nearShape(shape, px, py, 3)) continue;
        const noise = randomInt(-24, 25);
        for (let i = 0; i < 3; i++) background.data[offset + i] = clamp((background.data[offset + i] ?? 0) + noise);
        continue;
      }
      const depth = depthInShape(shape, px, py, 3);
      const rim = depth <= 2 && randomInt(1000) >= gaps * 1000;
      const lift = 30 + 70 * strength + randomInt(-10, 11);
      const noise = depth <= 3 ? randomInt(-24, 25) : 0;
      for (let i = 0; i < 3; i++) {
        const value = fill[(size * py + px) * 3 + i] ?? 0;
        background.data[offset + i] = clamp(rim ? value + lift : value * darken + noise);
      }
    }
  }
}

/** Whether a point outside the shape lies within `distance` px of it. */
function nearShape(shape: PieceShape, px: number, py: number, distance: number): boolean {
  for (let d = 1; d <= distance; d++) {
    if (insideShape(shape, px - d, py) || insideShape(shape, px + d, py) || insideShape(shape, px, py - d) || insideShape(shape, px, py + d)) return true;
  }
  return false;
}
