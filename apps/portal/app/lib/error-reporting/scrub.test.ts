import type { ErrorEvent } from "@sentry/browser";
import { describe, expect, it } from "vitest";
import { REDACTED, scrubBreadcrumb, scrubEvent, scrubText } from "./scrub.ts";

const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";

describe("scrubText", () => {
  it.each([
    ["a mobile number", "联系 13812345678", "联系 138****5678"],
    ["the login-back token", "/login-back?token=abc&redirect=/x", `/login-back?token=${REDACTED}&redirect=/x`],
    ["an SMS code and a password", "smsCode=123456&password=x", `smsCode=${REDACTED}&password=${REDACTED}`],
    ["a bearer value", "Bearer abc.def", `Bearer ${REDACTED}`],
    ["a bare JWT", `got ${jwt}`, `got ${REDACTED}`],
    ["an ordinary text", "加载失败，请重试", "加载失败，请重试"],
  ])("handles %s", (_name, input, output) => {
    expect(scrubText(input)).toBe(output);
  });
});

describe("scrubEvent (beforeSend)", () => {
  it("scrubs the message, stack, page address and headers, and keeps only the member id", () => {
    const event = {
      type: undefined,
      message: "手机 13812345678",
      exception: { values: [{ type: "Error", value: `token=${jwt}` }] },
      request: { url: "https://portal.test/login-back?token=abc", headers: { Referer: "https://portal.test/?phone=13812345678", Cookie: "a=b" } },
      user: { id: "42", username: "张建国", email: "a@b.cn" },
      breadcrumbs: [{ category: "navigation", data: { from: "/a?token=x", to: "/b" } }],
    } as unknown as ErrorEvent;
    const scrubbed = scrubEvent(event);
    expect(scrubbed.message).toBe("手机 138****5678");
    expect(scrubbed.exception?.values?.[0]?.value).toBe(`token=${REDACTED}`);
    expect(scrubbed.request?.url).toBe(`https://portal.test/login-back?token=${REDACTED}`);
    expect(scrubbed.request?.headers).toEqual({ Referer: `https://portal.test/?phone=${REDACTED}`, Cookie: REDACTED });
    expect(scrubbed.user).toEqual({ id: "42" });
    expect(scrubbed.breadcrumbs?.[0]?.data).toEqual({ from: `/a?token=${REDACTED}`, to: "/b" });
    expect(scrubEvent({ type: undefined, user: { username: "x" } } as ErrorEvent).user).toBeUndefined();
  });
});

describe("scrubBreadcrumb (beforeBreadcrumb)", () => {
  it("keeps a request breadcrumb's shape without the secrets", () => {
    expect(scrubBreadcrumb({ category: "fetch", type: "http", data: { method: "GET", url: "/rs/x?phone=13812345678", status_code: 502 } })).toEqual({
      category: "fetch",
      type: "http",
      data: { method: "GET", url: `/rs/x?phone=${REDACTED}`, status_code: 502 },
    });
  });
});
