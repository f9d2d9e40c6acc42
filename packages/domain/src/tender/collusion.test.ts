import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BidderFingerprint, detectCollusion } from "./collusion.ts";

const bidder = (bidderId: string, patch: Partial<BidderFingerprint> = {}): BidderFingerprint => ({
  bidderId,
  phone: null,
  email: null,
  legalRepresentative: null,
  bankAccount: null,
  uploadIps: [],
  deviceIds: [],
  linePricesFen: [],
  ...patch,
});

describe("detectCollusion", () => {
  it("flags each shared field with its evidence, normalised", () => {
    const alerts = detectCollusion([
      bidder("a", {
        phone: "+86 138-0000-0001",
        email: "Bid@Example.com ",
        legalRepresentative: "王 强",
        bankAccount: "6222 0000 1111",
        uploadIps: ["10.0.0.8"],
        deviceIds: ["dev-1"],
      }),
      bidder("b", {
        phone: "13800000001",
        email: "bid@example.com",
        legalRepresentative: "王强",
        bankAccount: "622200001111",
        uploadIps: ["10.0.0.9", "10.0.0.8"],
        deviceIds: ["DEV-1"],
      }),
      bidder("c", { phone: "13900000002", email: "c@example.com", legalRepresentative: "李明", bankAccount: "6222000099" }),
    ]);
    expect(alerts).toEqual([
      { kind: "shared-phone", bidderIds: ["a", "b"], evidence: "13800000001" },
      { kind: "shared-email", bidderIds: ["a", "b"], evidence: "bid@example.com" },
      { kind: "shared-legal-representative", bidderIds: ["a", "b"], evidence: "王强" },
      { kind: "shared-bank-account", bidderIds: ["a", "b"], evidence: "622200001111" },
      { kind: "shared-upload-ip", bidderIds: ["a", "b"], evidence: "10.0.0.8" },
      { kind: "shared-device", bidderIds: ["a", "b"], evidence: "dev-1" },
    ]);
  });

  it("groups three bidders sharing one value into one alert", () => {
    const alerts = detectCollusion(["x", "y", "z"].map((id) => bidder(id, { uploadIps: ["1.2.3.4"] })));
    expect(alerts).toEqual([{ kind: "shared-upload-ip", bidderIds: ["x", "y", "z"], evidence: "1.2.3.4" }]);
  });

  it("flags identical and proportional price patterns", () => {
    const alerts = detectCollusion([
      bidder("a", { linePricesFen: [1000, 2500, 300] }),
      bidder("b", { linePricesFen: [1000, 2500, 300] }),
      bidder("c", { linePricesFen: [1100, 2750, 330] }),
      bidder("d", { linePricesFen: [1000, 2600, 300] }),
    ]);
    expect(alerts).toEqual([
      { kind: "identical-prices", bidderIds: ["a", "b"], evidence: "1000,2500,300" },
      { kind: "proportional-prices", bidderIds: ["a", "c"], evidence: "10:11" },
      { kind: "proportional-prices", bidderIds: ["b", "c"], evidence: "10:11" },
    ]);
  });

  it("ignores single-line and empty price lists for proportions, and blank fields", () => {
    expect(
      detectCollusion([
        bidder("a", { linePricesFen: [100] }),
        bidder("b", { linePricesFen: [200] }),
        bidder("c", { phone: "---" }),
        bidder("d", { phone: "" }),
      ]),
    ).toEqual([]);
  });
});

const fingerprint = fc.record({
  bidderId: fc.uuid(),
  phone: fc.option(fc.constantFrom("13800000001", "13800000002", "13800000003"), { nil: null }),
  email: fc.option(fc.constantFrom("a@x.cn", "b@x.cn"), { nil: null }),
  legalRepresentative: fc.option(fc.constantFrom("王强", "李明"), { nil: null }),
  bankAccount: fc.option(fc.constantFrom("6222001", "6222002"), { nil: null }),
  uploadIps: fc.array(fc.constantFrom("10.0.0.1", "10.0.0.2"), { maxLength: 2 }),
  deviceIds: fc.array(fc.constantFrom("d1", "d2"), { maxLength: 2 }),
  linePricesFen: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
});
const key = (a: { kind: string; bidderIds: readonly string[]; evidence: string }) => `${a.kind}|${a.bidderIds.join(",")}|${a.evidence}`;

describe("detectCollusion properties", () => {
  it("does not depend on the bidders' order", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fingerprint, { selector: (f) => f.bidderId, maxLength: 6 }), (bidders) => {
        const forward = detectCollusion(bidders).map(key).sort();
        const backward = detectCollusion([...bidders].reverse())
          .map(key)
          .sort();
        expect(backward).toEqual(forward);
      }),
    );
  });

  it("every alert names at least two distinct bidders, and any two bidders sharing a phone are flagged together", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fingerprint, { selector: (f) => f.bidderId, maxLength: 6 }), (bidders) => {
        const alerts = detectCollusion(bidders);
        for (const alert of alerts) {
          expect(new Set(alert.bidderIds).size).toBe(alert.bidderIds.length);
          expect(alert.bidderIds.length).toBeGreaterThanOrEqual(2);
        }
        for (const a of bidders) {
          for (const b of bidders) {
            if (a.bidderId !== b.bidderId && a.phone !== null && a.phone === b.phone) {
              expect(alerts.some((x) => x.kind === "shared-phone" && x.bidderIds.includes(a.bidderId) && x.bidderIds.includes(b.bidderId))).toBe(true);
            }
          }
        }
      }),
    );
  });

  it("raises nothing among bidders that share no value and whose prices are unrelated", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 1e6 }), { maxLength: 6 }), (seeds) => {
        const bidders = seeds.map((n, i) =>
          bidder(`b${n}`, {
            phone: `139${String(n).padStart(8, "0")}`,
            email: `${n}@x.cn`,
            uploadIps: [`ip-${n}`],
            linePricesFen: [i + 1, 1000 + 2 * i + 1, 7],
          }),
        );
        expect(detectCollusion(bidders)).toEqual([]);
      }),
    );
  });
});
