import { describe, expect, it } from "vitest";
import { REDACTED, reportFromEvent, scrubText, scrubValue } from "./scrub.ts";

const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";

describe("scrubText", () => {
  it.each([
    ["a mobile number", "联系 13812345678 处理", "联系 138****5678 处理"],
    ["a mobile number between letters", "tel:13912345678;", "tel:139****5678;"],
    ["a longer digit run (not a phone)", "id 1381234567890", "id 1381234567890"],
    ["a token query value", "/login-back?token=abc.def&from=/x", `/login-back?token=${REDACTED}&from=/x`],
    ["access_token and Member-Token values", "a?access_token=1&Member-Token=2", `a?access_token=${REDACTED}&Member-Token=${REDACTED}`],
    ["a password and an SMS code", "password=Demo@1&smsCode=123456", `password=${REDACTED}&smsCode=${REDACTED}`],
    ["a bearer header value", "Authorization: Bearer abc.def-ghi", `Authorization: Bearer ${REDACTED}`],
    ["a bare JWT", `token is ${jwt}.`, `token is ${REDACTED}.`],
    ["a NUL character", "a\u0000b", "ab"],
  ])("handles %s", (_name, input, output) => {
    expect(scrubText(input)).toBe(output);
  });
});

describe("scrubValue", () => {
  it("redacts secret keys at any depth and scrubs every string", () => {
    const value = {
      headers: { Authorization: "Bearer x", cookie: "a=b", "User-Agent": "UA" },
      extra: { nested: [{ phone: "x", note: "13812345678" }], mobile: 13812345678, count: 13812345678 },
    };
    expect(scrubValue(value)).toEqual({
      headers: { Authorization: REDACTED, cookie: REDACTED, "User-Agent": "UA" },
      extra: { nested: [{ phone: REDACTED, note: "138****5678" }], mobile: REDACTED, count: "138****5678" },
    });
  });

  it("never copies a prototype-setting key", () => {
    const copy = scrubValue(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"a":1}')) as Record<string, unknown>;
    expect(copy).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("bounds depth, string length and array length", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 20; i++) deep = { d: deep };
    expect(JSON.stringify(scrubValue(deep))).toContain("[…]");
    expect((scrubValue("x".repeat(10_000)) as string).length).toBeLessThan(4_200);
    expect((scrubValue(Array.from({ length: 500 }, () => 1)) as unknown[]).length).toBe(100);
  });
});

describe("reportFromEvent", () => {
  const receivedAt = new Date("2026-11-20T02:00:00Z");

  it("takes the thrown exception as the message, the platform tag, the member id only, and the last 5 breadcrumbs", () => {
    const record = reportFromEvent(
      {
        event_id: "f".repeat(32),
        timestamp: receivedAt.getTime() / 1000 - 5,
        level: "fatal",
        release: "portal@0.1.0",
        exception: {
          values: [
            { type: "TypeError", value: "cause" },
            { type: "Error", value: "加载失败 13812345678" },
          ],
        },
        tags: { platform: "CIDP" },
        user: { id: 7, username: "张建国", email: "a@b.cn" },
        breadcrumbs: Array.from({ length: 9 }, (_, i) => ({ message: `b${i}` })),
        request: { url: "https://portal.test/x?token=abc" },
        debug_meta: { images: [] },
      },
      receivedAt,
    );
    expect(record).toMatchObject({
      eventId: "f".repeat(32),
      level: "fatal",
      release: "portal@0.1.0",
      platformCode: "CIDP",
      userId: "7",
      message: "Error: 加载失败 138****5678",
      url: `https://portal.test/x?token=${REDACTED}`,
    });
    expect(record.occurredAt.getTime()).toBe(receivedAt.getTime() - 5_000);
    expect(record.event.user).toEqual({ id: "7" });
    expect((record.event.breadcrumbs as { message: string }[]).map((b) => b.message)).toEqual(["b4", "b5", "b6", "b7", "b8"]);
    expect(record.event.debug_meta).toBeUndefined();
  });

  it("falls back sanely on a hostile or empty event", () => {
    const record = reportFromEvent(
      { event_id: "not-hex", timestamp: 99e12, level: "<script>", tags: { platform: "<b>" }, user: { id: "a b" } },
      receivedAt,
      "e".repeat(32),
    );
    expect(record).toMatchObject({ eventId: "e".repeat(32), level: "error", platformCode: null, userId: null, message: "（无消息）", url: null });
    expect(record.occurredAt).toEqual(receivedAt);
    expect(reportFromEvent({}, receivedAt).eventId).toMatch(/^[0-9a-f]{32}$/);
    expect(reportFromEvent({ message: { formatted: "已格式化" } }, receivedAt).message).toBe("已格式化");
  });
});
