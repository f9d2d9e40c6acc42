import { describe, expect, it } from "vitest";
import { acceptRequestId, accessLogLine } from "./access-log.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("acceptRequestId", () => {
  it("keeps a well-formed incoming id (a load balancer's)", () => {
    expect(acceptRequestId("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(acceptRequestId(["lb-12345678", "other"])).toBe("lb-12345678");
  });

  it.each([
    ["missing", undefined],
    ["too short", "abc"],
    ["a newline (log injection)", "abcdefgh\nx"],
    ["too long", "a".repeat(65)],
    ["quotes", 'abcdefgh"'],
  ])("replaces an id that is %s by a fresh UUID", (_name, header) => {
    expect(acceptRequestId(header)).toMatch(UUID);
  });
});

describe("accessLogLine", () => {
  it("writes the id as reqId and the path only: no query (tokens), phone numbers masked", () => {
    const line = JSON.parse(accessLogLine({ requestId: "req-12345678", method: "GET", url: "/login-back?token=eyJabc&x=1", status: 302, durationMs: 12.345 }));
    expect(line).toMatchObject({ reqId: "req-12345678", method: "GET", path: "/login-back", status: 302, responseTime: 12.3, level: 30 });
    expect(JSON.parse(accessLogLine({ requestId: "r-12345678", method: "GET", url: "/u/13812345678", status: 500, durationMs: 1 }))).toMatchObject({
      path: "/u/138****5678",
      level: 50,
    });
  });
});
