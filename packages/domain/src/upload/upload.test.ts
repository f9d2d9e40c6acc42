import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { overallProgress, uploadButtonSignal } from "./upload-progress.ts";
import { UploadStrategy, uploadFailureHandling, uploadStrategy } from "./upload-strategy.ts";

const MB = 1024 * 1024;

describe("upload strategy", () => {
  it.each([
    [1, UploadStrategy.single, "report"],
    [10 * MB, UploadStrategy.single, "report"],
    [10 * MB + 1, UploadStrategy.multipart, "resume"],
    [100 * MB, UploadStrategy.multipart, "resume"],
    [100 * MB + 1, UploadStrategy.parallel, "silent"],
  ] as const)("%d bytes → %s, failure %s", (size, strategy, failure) => {
    expect(uploadStrategy(size)).toBe(strategy);
    expect(uploadFailureHandling(strategy)).toBe(failure);
  });

  it("never picks a smaller strategy for a larger file", () => {
    const order = [UploadStrategy.single, UploadStrategy.multipart, UploadStrategy.parallel];
    fc.assert(
      fc.property(fc.nat({ max: 4096 * MB }), fc.nat({ max: 4096 * MB }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(uploadStrategy(small))).toBeLessThanOrEqual(order.indexOf(uploadStrategy(large)));
      }),
    );
  });
});

describe("upload progress", () => {
  it("is the mean of the items' percentages, 0 with none", () => {
    expect(overallProgress([{ progress: 50 }, { progress: 100 }])).toBe(75);
    expect(overallProgress([])).toBe(0);
  });

  it("keeps the overall progress within the items' range", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 40 }), (percents) => {
        const progress = overallProgress(percents.map((p) => ({ progress: p })));
        expect(progress).toBeGreaterThanOrEqual(Math.min(...percents));
        expect(progress).toBeLessThanOrEqual(Math.max(...percents));
      }),
    );
  });

  it("signals 'loading' while any item is ready and 'done' when none is", () => {
    expect(uploadButtonSignal([{ status: "success" }, { status: "ready" }])).toBe("loading");
    expect(uploadButtonSignal([{ status: "success" }])).toBe("done");
    expect(uploadButtonSignal([])).toBe("done");
  });
});
