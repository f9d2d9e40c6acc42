// A stronger attacker than the review's, kept to measure what the images do *not* stop: it takes
// the holes an outline matcher sees and picks the one whose surroundings the piece's picture
// continues — the cue a person uses. Used by the solver bench only (an info row).
import { PNG } from "pngjs";
import { candidateHoles, type SolverChallenge } from "./outline-solver.ts";

function decode(dataUrl: string): PNG {
  return PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
}

function rgb(png: PNG, x: number, y: number): [number, number, number] {
  const offset = (png.width * y + x) << 2;
  return [png.data[offset] ?? 0, png.data[offset + 1] ?? 0, png.data[offset + 2] ?? 0];
}

/**
 * Pairs of (a point of the piece a few px inside its edge, the background point a few px outside
 * it, past the rim and the noise band), along the piece's left, right, top and bottom edges.
 */
function edgePairs(piece: PNG): { inside: [number, number]; outside: [number, number] }[] {
  const opaque = (x: number, y: number) => x >= 0 && y >= 0 && x < piece.width && y < piece.height && (piece.data[((piece.width * y + x) << 2) + 3] ?? 0) > 0;
  const pairs: { inside: [number, number]; outside: [number, number] }[] = [];
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    for (let y = 0; y < piece.height; y++) {
      for (let x = 0; x < piece.width; x++) {
        // An edge pixel facing (dx, dy): opaque, with a transparent neighbour that way.
        if (!opaque(x, y) || opaque(x + dx, y + dy) || !opaque(x - 4 * dx, y - 4 * dy)) continue;
        pairs.push({ inside: [x - 4 * dx, y - 4 * dy], outside: [x + 5 * dx, y + 5 * dy] });
      }
    }
  }
  return pairs;
}

/** The candidate hole where the piece's picture best continues into the background around it. */
export function locateByContinuity(challenge: SolverChallenge): number {
  const background = decode(challenge.backgroundImage);
  const piece = decode(challenge.pieceImage);
  const pairs = edgePairs(piece);
  let [best, bestCost] = [0, Number.POSITIVE_INFINITY];
  for (const { x } of candidateHoles(challenge)) {
    let cost = 0;
    let counted = 0;
    for (const { inside, outside } of pairs) {
      const [bx, by] = [x + outside[0], challenge.pieceY + outside[1]];
      if (bx < 0 || by < 0 || bx >= background.width || by >= background.height) continue;
      const [a, b] = [rgb(piece, inside[0], inside[1]), rgb(background, bx, by)];
      cost += Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
      counted += 1;
    }
    if (counted > 0 && cost / counted < bestCost) [best, bestCost] = [x, cost / counted];
  }
  return best;
}
