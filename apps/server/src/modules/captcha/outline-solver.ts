// The attacker of the security review, kept to measure the captcha against: it reads the two
// images, slides the piece's outline along its row of the background and takes the place where
// the outline best matches a hole (bright rim, dark inside), then sends a made-up human-looking
// drag. Used by the solver test and bench only.
import { PNG } from "pngjs";
import type { TrackPoint } from "./captcha-track.ts";
import { easedTrack } from "./human-track.ts";

/** A challenge as `generate` answers it. */
export interface SolverChallenge {
  backgroundImage: string;
  pieceImage: string;
  pieceY: number;
}

function decode(dataUrl: string): PNG {
  return PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
}

function brightness(png: PNG, x: number, y: number): number {
  const offset = (png.width * y + x) << 2;
  return ((png.data[offset] ?? 0) + (png.data[offset + 1] ?? 0) + (png.data[offset + 2] ?? 0)) / 3;
}

/** The piece's outline from its image: opaque pixels with a transparent neighbour, and those just inside. */
function outlineOf(piece: PNG): { rim: [number, number][]; inside: [number, number][] } {
  const opaque = (x: number, y: number) => x >= 0 && y >= 0 && x < piece.width && y < piece.height && (piece.data[((piece.width * y + x) << 2) + 3] ?? 0) > 0;
  const rim: [number, number][] = [];
  const inside: [number, number][] = [];
  for (let y = 0; y < piece.height; y++) {
    for (let x = 0; x < piece.width; x++) {
      if (!opaque(x, y)) continue;
      const border = !opaque(x - 1, y) || !opaque(x + 1, y) || !opaque(x, y - 1) || !opaque(x, y + 1);
      if (border) rim.push([x, y]);
      else if (opaque(x - 4, y) && opaque(x + 4, y) && opaque(x, y - 4) && opaque(x, y + 4)) inside.push([x, y]);
    }
  }
  return { rim, inside };
}

/** The x where the piece's outline best fits a hole on its row. */
export function locateHole(challenge: SolverChallenge): number {
  const background = decode(challenge.backgroundImage);
  const piece = decode(challenge.pieceImage);
  const { rim, inside } = outlineOf(piece);
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let x = 0; x + piece.width <= background.width; x++) {
    let score = 0;
    for (const [px, py] of rim) score += brightness(background, x + px, challenge.pieceY + py) / rim.length;
    for (const [px, py] of inside) score -= brightness(background, x + px, challenge.pieceY + py) / inside.length;
    if (score > bestScore) [best, bestScore] = [x, score];
  }
  return best;
}

/** The solver's answer: the located x and a made-up eased drag to it. */
export function solve(challenge: SolverChallenge): { x: number; track: TrackPoint[] } {
  const x = locateHole(challenge);
  return { x, track: easedTrack(x, 200, 16) };
}
