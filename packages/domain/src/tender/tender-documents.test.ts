import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BIDDER_STATE_LABELS, type BidderState } from "./bidder.ts";
import { DOCUMENT_REFUSAL_TEXTS, documentRefusal, documentVersionLabel, nextDocumentVersion } from "./tender-documents.ts";

describe("who may download a tender's documents", () => {
  it.each<[string, { tenderer: boolean; bidderState: BidderState | null }, string | null]>([
    ["the tenderer, with no bidder row", { tenderer: true, bidderState: null }, null],
    ["a stranger", { tenderer: false, bidderState: null }, "document.register-first"],
    ["a company that may register but has not", { tenderer: false, bidderState: "eligible" }, "document.register-first"],
    ["a registration waiting for review", { tenderer: false, bidderState: "registered" }, "document.awaiting-review"],
    ["a rejected registration", { tenderer: false, bidderState: "rejected" }, "document.registration-rejected"],
    ["an approved registration", { tenderer: false, bidderState: "approved" }, null],
    ["a bidder owing its deposit", { tenderer: false, bidderState: "awaiting_deposit" }, null],
    ["a bidder that has bid", { tenderer: false, bidderState: "bid" }, null],
    ["an invalid bid (it keeps what it was given)", { tenderer: false, bidderState: "invalid" }, null],
    ["the winner", { tenderer: false, bidderState: "won" }, null],
    ["a bidder whose deposit was refunded", { tenderer: false, bidderState: "refunded" }, null],
  ])("%s", (_, reader, expected) => {
    expect(documentRefusal(reader)).toBe(expected);
  });

  it("says what to do for every refusal, and lets the tenderer in whatever its bidder row", () => {
    const states = Object.keys(BIDDER_STATE_LABELS) as BidderState[];
    fc.assert(
      fc.property(fc.constantFrom<BidderState | null>(null, ...states), (bidderState) => {
        expect(documentRefusal({ tenderer: true, bidderState })).toBeNull();
        const refusal = documentRefusal({ tenderer: false, bidderState });
        if (refusal) expect(DOCUMENT_REFUSAL_TEXTS[refusal]).toMatch(/招标文件/);
      }),
    );
  });
});

describe("document versions", () => {
  it.each<[number[], number]>([
    [[], 1],
    [[1], 2],
    [[1, 1, 2], 3],
    [[3, 1], 4],
  ])("after %j comes %i", (versions, next) => {
    expect(nextDocumentVersion(versions)).toBe(next);
  });

  it("always comes after every version there is", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 })), (versions) => {
        const next = nextDocumentVersion(versions);
        for (const version of versions) expect(next).toBeGreaterThan(version);
      }),
    );
  });

  it("names the first version the 招标文件 and each later one a 补遗", () => {
    expect(documentVersionLabel(1)).toBe("第1版 招标文件");
    expect(documentVersionLabel(3)).toBe("第3版 补遗文件");
  });
});
