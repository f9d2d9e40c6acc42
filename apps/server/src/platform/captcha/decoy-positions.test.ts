import { describe, expect, it } from "vitest";
import { Captcha, CaptchaRow } from "./captcha.constants.ts";
import { holeRow } from "./decoy-positions.ts";

describe("holeRow", () => {
  it("fills the row with five holes 48 to 50 px apart inside the slider's range, one of them the answer", () => {
    for (let run = 0; run < 500; run++) {
      const { answer, decoys } = holeRow();
      const holes = [answer, ...decoys].sort((a, b) => a - b);
      expect(holes).toHaveLength(CaptchaRow.holes);
      expect(decoys).not.toContain(answer);
      expect(holes[0]).toBeGreaterThanOrEqual(Captcha.minX);
      expect(holes[holes.length - 1]).toBeLessThanOrEqual(Captcha.maxX);
      for (let i = 1; i < holes.length; i++) {
        const gap = (holes[i] ?? 0) - (holes[i - 1] ?? 0);
        expect(gap).toBeGreaterThanOrEqual(CaptchaRow.minGap);
        expect(gap).toBeLessThanOrEqual(CaptchaRow.maxGap);
      }
    }
  });

  it("makes every slot the answer about equally often, so the place on the row tells nothing", () => {
    const counts = Array.from({ length: CaptchaRow.holes }, () => 0);
    for (let i = 0; i < 5000; i++) {
      const { answer, decoys } = holeRow();
      const slot = [answer, ...decoys].sort((a, b) => a - b).indexOf(answer);
      counts[slot] = (counts[slot] ?? 0) + 1;
    }
    // 1000 expected per slot; 880 and 1120 are about four standard deviations away.
    for (const n of counts) expect(n).toBeGreaterThan(880);
    for (const n of counts) expect(n).toBeLessThan(1120);
  });
});
