import { randomInt } from "node:crypto";

/**
 * The jigsaw outline of one challenge: a 40 px body inside the 50×50 piece box with a round knob
 * on each of some sides, each knob sticking out or cut in, at a jittered place and size. A fresh
 * shape per challenge, so a solver cannot carry a template from one challenge to the next; decoy
 * holes use the same shape, so the outline alone never tells the hole from a decoy.
 */
export interface PieceShape {
  /** The body square: [left, top] of a 40 px square inside the 50 px box (knobs need the rest). */
  bodyX: number;
  bodyY: number;
  knobs: readonly { cx: number; cy: number; r2: number; out: boolean }[];
}

const body = 40;

/** A random shape: 2 to 4 knobs on distinct sides, at least one sticking out so it reads as a piece. */
export function randomPieceShape(): PieceShape {
  // The body sits where its outward knobs still fit inside the 50 px box.
  const sides = ["top", "right", "bottom", "left"].filter(() => randomInt(4) !== 0);
  if (sides.length < 2) sides.splice(0, sides.length, "top", "right");
  const out = sides.map((_, i) => i === 0 || randomInt(3) !== 0);
  const bodyX = out[sides.indexOf("left")] ? 10 : out[sides.indexOf("right")] ? 0 : 5;
  const bodyY = out[sides.indexOf("top")] ? 10 : out[sides.indexOf("bottom")] ? 0 : 5;
  const knobs = sides.map((side, i) => {
    const r = 6 + randomInt(3);
    const along = body / 2 + randomInt(-5, 6);
    const cx = side === "left" ? bodyX : side === "right" ? bodyX + body : bodyX + along;
    const cy = side === "top" ? bodyY : side === "bottom" ? bodyY + body : bodyY + along;
    return { cx, cy, r2: r * r, out: out[i] ?? true };
  });
  return { bodyX, bodyY, knobs };
}

/** Whether (px, py) of the 50×50 piece box is inside the shape. */
export function insideShape(shape: PieceShape, px: number, py: number): boolean {
  if (px < 0 || py < 0 || px >= 50 || py >= 50) return false;
  let inside = px >= shape.bodyX && px < shape.bodyX + body && py >= shape.bodyY && py < shape.bodyY + body;
  for (const knob of shape.knobs) {
    if ((px - knob.cx) ** 2 + (py - knob.cy) ** 2 > knob.r2) continue;
    inside = knob.out;
    if (!knob.out) break;
  }
  return inside;
}

/** How far (in px, up to `max`) the point is from the shape's border, for rims and noise bands. */
export function depthInShape(shape: PieceShape, px: number, py: number, max = 3): number {
  for (let d = 1; d <= max; d++) {
    if (!insideShape(shape, px - d, py) || !insideShape(shape, px + d, py) || !insideShape(shape, px, py - d) || !insideShape(shape, px, py + d)) return d;
  }
  return max + 1;
}
