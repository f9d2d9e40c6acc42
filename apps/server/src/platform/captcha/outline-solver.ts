// The attacker of the security review, kept to measure the captcha against: it reads the two
// images, slides the piece's outline along its row of the background and takes the place where
// the outline best matches a hole (bright rim, dark inside), then sends a made-up human-looking
// drag. Used by the solver test and bench only.
import { PNG } from "pngjs";
import type { TrackPoint } from "./captcha-track.ts";
import { easedTrack, humanDragTrack } from "./human-track.ts";

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

/** The outline score (bright rim minus dark inside) of every x on the piece's row. */
function outlineScores(challenge: SolverChallenge): number[] {
  const background = decode(challenge.backgroundImage);
  const piece = decode(challenge.pieceImage);
  const { rim, inside } = outlineOf(piece);
  const scores: number[] = [];
  for (let x = 0; x + piece.width <= background.width; x++) {
    let score = 0;
    for (const [px, py] of rim) score += brightness(background, x + px, challenge.pieceY + py) / rim.length;
    for (const [px, py] of inside) score -= brightness(background, x + px, challenge.pieceY + py) / inside.length;
    scores.push(score);
  }
  return scores;
}

/** The x where the piece's outline best fits a hole on its row (the review's solver). */
export function locateHole(challenge: SolverChallenge): number {
  const scores = outlineScores(challenge);
  return scores.indexOf(Math.max(...scores));
}

/**
 * The holes an outline matcher sees: the best-scoring x values at least 40 px apart, best first,
 * as many as clearly stand out (above the row's mean plus a share of its best's lead).
 */
export function candidateHoles(challenge: SolverChallenge): { x: number; score: number }[] {
  const scores = outlineScores(challenge);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const best = Math.max(...scores);
  const order = scores.map((score, x) => ({ x, score })).sort((a, b) => b.score - a.score);
  const picked: { x: number; score: number }[] = [];
  for (const c of order) {
    if (c.score < mean + (best - mean) * 0.4) break;
    if (picked.every((p) => Math.abs(p.x - c.x) >= 40)) picked.push(c);
  }
  return picked;
}

/**
 * An attacker who learned that decoys are drawn crisper: the faintest hole that still clearly
 * stands out. Kept to measure that the skew does not simply invert into an answer.
 */
export function locateFaintestHole(challenge: SolverChallenge): number {
  const holes = candidateHoles(challenge);
  return holes[holes.length - 1]?.x ?? 0;
}

/**
 * The solver's answer: the located x and a drag to it. `made-up` is the review's eased curve at
 * even time steps; `human-like` is the same generator the tests use for people (jittered steps,
 * wobble, a hand's velocity), the best an attacker can do without recorded drags.
 */
export function solve(challenge: SolverChallenge, track: "made-up" | "human-like" = "made-up", locate = locateHole): { x: number; track: TrackPoint[] } {
  const x = locate(challenge);
  return { x, track: track === "made-up" ? easedTrack(x, 200, 16) : humanDragTrack(x) };
}
