import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkSendLimits } from "./sms-limits.ts";

const now = new Date("2026-03-02T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const minutes = (n: number) => n * 60_000;

describe("checkSendLimits", () => {
  it.each([
    ["a first send", [], 0, { ok: true }],
    ["a send 59 s after the last", [ago(59_000)], 0, { ok: false, limit: "phone_cooldown", retryAfterSeconds: 1 }],
    ["a send 60 s after the last", [ago(60_000)], 0, { ok: true }],
    ["the 5th send within an hour", [2, 10, 20, 30].map((m) => ago(minutes(m))), 0, { ok: true }],
    ["the 6th send within an hour", [2, 10, 20, 30, 40].map((m) => ago(minutes(m))), 0, { ok: false, limit: "phone_hourly", retryAfterSeconds: 1200 }],
    ["a 6th send once the first left the hour", [2, 10, 20, 30, 61].map((m) => ago(minutes(m))), 0, { ok: true }],
    ["the 11th send within a day", [70, 140, 210, 280, 350, 420, 490, 560, 630, 700].map((m) => ago(minutes(m))), 0, { ok: false, limit: "phone_daily" }],
    ["the 21st send from one IP within an hour", [], 20, { ok: false, limit: "ip_hourly" }],
    ["the 20th send from one IP within an hour", [], 19, { ok: true }],
  ])("%s", (_name, phoneSends, ipSendsLastHour, expected) => {
    expect(checkSendLimits({ phoneSends, ipSendsLastHour }, now)).toMatchObject(expected);
  });

  it("never allows two sends of one phone within 60 s, nor more than 5 in any hour", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 1, maxLength: 40 }), (gapsSeconds) => {
        // Simulate a client retrying at the given gaps and keep what the limits let through.
        const sent: Date[] = [];
        let at = now.getTime();
        for (const gap of gapsSeconds) {
          at += gap * 1000;
          if (checkSendLimits({ phoneSends: sent, ipSendsLastHour: 0 }, new Date(at)).ok) sent.push(new Date(at));
        }
        return sent.every((s, i) => {
          const previous = sent[i - 1];
          const inHour = sent.filter((o) => o.getTime() <= s.getTime() && s.getTime() - o.getTime() < 3_600_000).length;
          return (!previous || s.getTime() - previous.getTime() >= 60_000) && inHour <= 5;
        });
      }),
    );
  });
});
