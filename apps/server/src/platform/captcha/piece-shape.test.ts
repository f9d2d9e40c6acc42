import { describe, expect, it } from "vitest";
import { insideShape, randomPieceShape } from "./piece-shape.ts";

describe("randomPieceShape", () => {
  it("covers at most one corner of the 50 px box, never both the top-left and the bottom-right one", () => {
    // Random by design (crypto), so many draws: the rarest layouts come up about once in 40.
    for (let draw = 0; draw < 2_000; draw++) {
      const shape = randomPieceShape();
      const covered = [
        [0, 0],
        [49, 0],
        [0, 49],
        [49, 49],
      ].filter(([x, y]) => insideShape(shape, x ?? 0, y ?? 0));
      expect(covered.length).toBeLessThanOrEqual(1);
      expect(insideShape(shape, 0, 0) && insideShape(shape, 49, 49)).toBe(false);
    }
  });
});
