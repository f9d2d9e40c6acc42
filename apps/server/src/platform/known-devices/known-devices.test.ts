import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createKnownDevices, KNOWN_DEVICE_MAX_AGE_SECONDS } from "./known-devices.ts";

// A browser's marks: only a log-in to a phone makes one, it knows that phone and no other, it ends
// 90 days after the last log-in, and nobody without the platform's secret can make or move one.

const phone = fc.stringMatching(/^1[3-9]\d{9}$/);

function devices(start = Date.parse("2026-11-29T08:00:00+08:00")) {
  let at = start;
  const known = createKnownDevices(randomBytes(32), () => new Date(at));
  return { known, advance: (seconds: number) => (at += seconds * 1000) };
}

describe("known browsers", () => {
  it("knows the phone logged in to, and no other phone", () => {
    fc.assert(
      fc.property(phone, phone, (mine, other) => {
        fc.pre(mine !== other);
        const { known } = devices();
        const cookie = known.remember(undefined, mine);
        expect(known.knows(cookie, mine)).toBe(true);
        expect(known.knows(cookie, other)).toBe(false);
        expect(cookie).not.toContain(mine);
      }),
    );
  });

  it("keeps the last four phones, the newest log-in first", () => {
    const { known } = devices();
    const phones = ["13800000001", "13800000002", "13800000003", "13800000004", "13800000005"];
    const cookie = phones.reduce<string | undefined>((kept, next) => known.remember(kept, next), undefined);
    expect(phones.map((p) => known.knows(cookie, p))).toEqual([false, true, true, true, true]);
    // Logging in again renews the phone's mark instead of adding a second.
    expect(known.remember(cookie, "13800000005").split("~")).toHaveLength(4);
  });

  it("forgets a phone 90 days after its last log-in", () => {
    const { known, advance } = devices();
    const cookie = known.remember(undefined, "13800000001");
    advance(KNOWN_DEVICE_MAX_AGE_SECONDS - 1);
    expect(known.knows(cookie, "13800000001")).toBe(true);
    advance(1);
    expect(known.knows(cookie, "13800000001")).toBe(false);
  });

  it.each([
    ["no cookie", undefined],
    ["an empty one", ""],
    ["garbage", "x.y~z"],
    ["an expiry moved on", "9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["an overlong one", "1".repeat(500)],
  ])("knows nobody from %s", (_, cookie) => {
    expect(devices().known.knows(cookie, "13800000001")).toBe(false);
  });

  it("refuses a mark made with another secret or with its expiry changed", () => {
    const mine = devices();
    const theirs = devices();
    const forged = theirs.known.remember(undefined, "13800000001");
    expect(mine.known.knows(forged, "13800000001")).toBe(false);
    const real = mine.known.remember(undefined, "13800000001");
    const [expires, tag] = real.split(".");
    expect(mine.known.knows(`${Number(expires) + 86_400}.${tag}`, "13800000001")).toBe(false);
  });
});
