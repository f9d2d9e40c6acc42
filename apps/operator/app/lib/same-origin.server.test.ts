import { describe, expect, it } from "vitest";
import { fromOwnPage } from "./same-origin.server.ts";

const post = (headers: Record<string, string>) => new Request("http://localhost:3003/staff", { method: "POST", headers });

describe("fromOwnPage", () => {
  it.each([
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ origin: "http://localhost:3003" }, true],
    [{ origin: "http://localhost:3000" }, false],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "null" }, false],
    [{}, true],
  ] as const)("%j → %s", (headers, expected) => {
    expect(fromOwnPage(post(headers))).toBe(expected);
  });

  it("believes Sec-Fetch-Site over a matching Origin", () => {
    expect(fromOwnPage(post({ "sec-fetch-site": "cross-site", origin: "http://localhost:3003" }))).toBe(false);
  });
});
