import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAY_MS, nextVipPeriod, revokeVipGrant, type VipGrant, vipDaysLeft, vipExpiry } from "./vip-entitlement.ts";

const T0 = Date.UTC(2026, 10, 23, 8);
const grant = (orderId: number, startDay: number, endDay: number): VipGrant => ({ orderId, startsAt: T0 + startDay * DAY_MS, endsAt: T0 + endDay * DAY_MS });

describe("nextVipPeriod", () => {
  it.each([
    { name: "no VIP: starts now", grants: [], now: 0, days: 30, start: 0, end: 30 },
    { name: "VIP running: extends from its end", grants: [grant(1, -10, 20)], now: 0, days: 365, start: 20, end: 385 },
    { name: "VIP expired: starts now", grants: [grant(1, -40, -10)], now: 0, days: 30, start: 0, end: 30 },
    { name: "two queued: after the last", grants: [grant(1, -5, 25), grant(2, 25, 55)], now: 0, days: 30, start: 55, end: 85 },
  ])("$name", ({ grants, now, days, start, end }) => {
    expect(nextVipPeriod(grants, T0 + now * DAY_MS, days)).toEqual({ startsAt: T0 + start * DAY_MS, endsAt: T0 + end * DAY_MS });
  });
  it("refuses a plan without whole positive days", () => {
    expect(() => nextVipPeriod([], T0, 0)).toThrow(RangeError);
    expect(() => nextVipPeriod([], T0, 1.5)).toThrow(RangeError);
  });
});

describe("revokeVipGrant", () => {
  it.each([
    { name: "running period: cut at now", grants: [grant(1, -10, 20)], order: 1, expiry: null },
    { name: "period over: nothing changes", grants: [grant(1, -40, -10)], order: 1, expiry: null },
    { name: "unknown order: nothing changes", grants: [grant(1, -10, 20)], order: 9, expiry: 20 },
    { name: "current refunded: the queued one moves to now", grants: [grant(1, -10, 20), grant(2, 20, 50)], order: 1, expiry: 30 },
    { name: "queued refunded: the current one stays", grants: [grant(1, -10, 20), grant(2, 20, 50)], order: 2, expiry: 20 },
    { name: "middle refunded: the last moves by the whole middle", grants: [grant(1, -10, 20), grant(2, 20, 50), grant(3, 50, 415)], order: 2, expiry: 385 },
  ])("$name", ({ grants, order, expiry }) => {
    const after = revokeVipGrant(grants, order, T0);
    expect(vipExpiry(after, T0)).toBe(expiry === null ? null : T0 + expiry * DAY_MS);
  });
});

describe("vipDaysLeft", () => {
  it.each([
    { expiry: null, left: 0 },
    { expiry: T0 - 1, left: 0 },
    { expiry: T0 + 1, left: 1 },
    { expiry: T0 + 30 * DAY_MS, left: 30 },
  ])("$expiry → $left", ({ expiry, left }) => expect(vipDaysLeft(expiry, T0)).toBe(left));
});

/** A business's history: purchases and refunds at moments moving forward. */
const step = fc.oneof(
  fc.record({ kind: fc.constant("buy" as const), days: fc.constantFrom(30, 365, 730), wait: fc.integer({ min: 0, max: 400 * DAY_MS }) }),
  fc.record({ kind: fc.constant("refund" as const), pick: fc.nat(), wait: fc.integer({ min: 0, max: 400 * DAY_MS }) }),
);

describe("properties", () => {
  it("periods never overlap, and time left is what was bought minus what was used or taken back", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let grants: VipGrant[] = [];
        let now = T0;
        let nextId = 1;
        for (const s of steps) {
          now += s.wait;
          const leftBefore = (vipExpiry(grants, now) ?? now) - now;
          if (s.kind === "buy") {
            const period = nextVipPeriod(grants, now, s.days);
            grants = [...grants, { orderId: nextId++, ...period }];
            expect((vipExpiry(grants, now) ?? now) - now).toBe(leftBefore + s.days * DAY_MS);
          } else if (grants.length > 0) {
            const target = grants[s.pick % grants.length] as VipGrant;
            const unused = Math.max(0, target.endsAt - Math.max(now, target.startsAt));
            grants = revokeVipGrant(grants, target.orderId, now);
            expect((vipExpiry(grants, now) ?? now) - now).toBe(leftBefore - unused);
          }
          const live = grants.filter((g) => g.endsAt > g.startsAt).sort((a, b) => a.startsAt - b.startsAt);
          for (let i = 1; i < live.length; i++) expect(live[i]?.startsAt).toBeGreaterThanOrEqual(live[i - 1]?.endsAt ?? 0);
          for (const g of grants) expect(g.endsAt).toBeGreaterThanOrEqual(g.startsAt);
        }
      }),
      { numRuns: 500 },
    );
  });
});
