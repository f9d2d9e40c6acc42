import { describe, expect, it } from "vitest";
import { BID_REFUSAL_TEXTS, bidRefusal, groupRefusal } from "./admission.ts";
import type { BidderState } from "./bidder.ts";

const NOW = Date.UTC(2026, 10, 23, 8);
const group = new Set(["hongyuan", "dingsheng"]);
const bid = (state: BidderState, companyId = "huaxin", now = NOW) =>
  bidRefusal({ bidder: { state, version: 0, depositHeld: state === "deposited" }, companyId, tendererGroup: group, now, deadline: NOW + 1 });

describe("bid admission", () => {
  it("admits an approved bidder with its deposit before the deadline", () => {
    expect(bid("deposited")).toBeNull();
    expect(bid("approved")).toBeNull();
  });
  it.each([
    ["a company of the tenderer's group", bid("deposited", "dingsheng"), "bid.same-group"],
    ["after the deadline", bid("deposited", "huaxin", NOW + 1), "bid.deadline-passed"],
    ["without the deposit", bid("awaiting_deposit"), "bid.deposit-missing"],
    ["from an unapproved registration", bid("registered"), "bid.registration-not-approved"],
  ])("refuses a bid %s, with a Chinese reason", (_name, code, expected) => {
    expect(code).toBe(expected);
    expect(BID_REFUSAL_TEXTS[expected as keyof typeof BID_REFUSAL_TEXTS]).toMatch(/[\u4e00-\u9fff]/);
  });
  it("refuses registration by the tenderer's group only", () => {
    expect(groupRefusal("hongyuan", group)).toBe("bid.same-group");
    expect(groupRefusal("huaxin", group)).toBeNull();
  });
});
