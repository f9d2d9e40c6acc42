import { describe, expect, it } from "vitest";
import { grantValidity } from "./membership.ts";
import { periodMonths } from "./service-auth.ts";

describe("periodMonths: a package's 服务期限", () => {
  it.each([
    ["1年", 12],
    ["2 年", 24],
    ["6个月", 6],
    ["3月", 3],
    ["单次", null],
    ["", null],
    ["一年", null],
  ])("%s → %s", (period, months) => expect(periodMonths(period)).toBe(months));
});

describe("grantValidity: a VIP period's standing", () => {
  const now = new Date("2026-11-23T08:00:00Z");
  const day = 86_400_000;
  const at = (days: number) => new Date(now.getTime() + days * day);
  it.each([
    { name: "running", startsAt: at(-1), endsAt: at(10), revokedAt: null, validity: "active" },
    { name: "queued", startsAt: at(10), endsAt: at(40), revokedAt: null, validity: "pending" },
    { name: "over", startsAt: at(-40), endsAt: at(-10), revokedAt: null, validity: "expired" },
    { name: "ends this instant", startsAt: at(-30), endsAt: now, revokedAt: null, validity: "expired" },
    { name: "refunded", startsAt: at(-1), endsAt: at(-1), revokedAt: now, validity: "revoked" },
  ])("$name → $validity", ({ startsAt, endsAt, revokedAt, validity }) => {
    expect(grantValidity({ startsAt, endsAt, revokedAt }, now)).toBe(validity);
  });
});
