import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customProfile, planParts, StorageProfiles } from "./storage-profile.ts";
import { strategyFor } from "./upload-strategy.ts";

const MIB = 1024 * 1024;

describe("strategyFor", () => {
  it.each([
    [1, "single"],
    [10 * MIB, "single"],
    [10 * MIB + 1, "multipart"],
    [100 * MIB, "multipart"],
    [100 * MIB + 1, "parallel"],
    [4 * 1024 * MIB - 1, "parallel"],
  ])("sends %d bytes as %s", (size, strategy) => expect(strategyFor(size)).toBe(strategy));
});

describe("planParts", () => {
  it("uses the spec's 1 MB parts, 4 in flight, where the backend allows them", () => {
    expect(planParts(120 * MIB, "parallel", StorageProfiles.oss)).toEqual({ partSize: MIB, partCount: 120, concurrency: 4 });
  });

  it("grows parallel parts for large files to about 128 parts, at most 8 MiB each", () => {
    expect(planParts(200 * MIB, "parallel", StorageProfiles.oss)).toEqual({ partSize: 2 * MIB, partCount: 100, concurrency: 4 });
    expect(planParts(1024 * MIB, "parallel", StorageProfiles.oss)).toEqual({ partSize: 8 * MIB, partCount: 128, concurrency: 4 });
    expect(planParts(4 * 1024 * MIB - 1, "parallel", StorageProfiles.s3)).toEqual({ partSize: 8 * MIB, partCount: 512, concurrency: 4 });
    // The sequential multipart keeps the profile's own part size.
    expect(planParts(100 * MIB, "multipart", customProfile(MIB)).partSize).toBe(MIB);
  });

  it("raises parts to 5 MiB on S3 and MinIO", () => {
    expect(planParts(200 * MIB, "parallel", StorageProfiles.s3).partSize).toBe(5 * MIB);
    expect(planParts(50 * MIB, "multipart", StorageProfiles.minio)).toEqual({ partSize: 5 * MIB, partCount: 10, concurrency: 1 });
  });

  it("never plans more than 10,000 parts nor parts below the backend minimum", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 * 1024 * MIB - 1 }),
        fc.constantFrom("multipart" as const, "parallel" as const),
        fc.integer({ min: 1, max: 6 * MIB }),
        (size, strategy, min) => {
          const plan = planParts(size, strategy, customProfile(min));
          expect(plan.partCount).toBeLessThanOrEqual(10_000);
          expect(plan.partSize).toBeGreaterThanOrEqual(min);
          expect(plan.partCount * plan.partSize).toBeGreaterThanOrEqual(size);
          expect((plan.partCount - 1) * plan.partSize).toBeLessThan(size);
        },
      ),
    );
  });
});
