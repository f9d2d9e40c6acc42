import { describe, expect, it } from "vitest";
import { type HandoffRequest, siblingHandoff, siblingLink, siblingOrigins } from "./sibling-handoff.server.ts";

const base: HandoffRequest = {
  to: "https://materials.example.cn/activity/12?from=notice",
  center: false,
  token: "tok-1",
  companyId: "42",
  fetchSite: "same-origin",
  allowedOrigins: ["https://materials.example.cn", "https://finance.example.cn"],
};

describe("siblingHandoff", () => {
  it("sends a member to the sibling's login-back with token, company and target", () => {
    const result = siblingHandoff(base);
    expect(result.ok).toBe(true);
    const url = new URL(result.ok ? result.location : "");
    expect(url.origin + url.pathname).toBe("https://materials.example.cn/login-back");
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: "tok-1", switchtocompanyid: "42", target: "/activity/12?from=notice" });
  });

  it("flags the member-center variant with isCenter=1", () => {
    const result = siblingHandoff({ ...base, center: true });
    expect(result.ok && new URL(result.location).searchParams.get("isCenter")).toBe("1");
  });

  it("sends a visitor to the plain address, with no token", () => {
    expect(siblingHandoff({ ...base, token: null })).toEqual({ ok: true, location: "https://materials.example.cn/activity/12?from=notice" });
  });

  it("accepts a browser that sends no Sec-Fetch-Site", () => {
    expect(siblingHandoff({ ...base, fetchSite: null }).ok).toBe(true);
  });

  it.each(["cross-site", "same-site", "none"])("refuses a hand-over started from elsewhere (Sec-Fetch-Site %s)", (fetchSite) => {
    expect(siblingHandoff({ ...base, fetchSite })).toEqual({ ok: false, code: "cross-site" });
  });

  it.each([
    ["an origin not on the list", "https://evil.example/activity/1"],
    ["a look-alike host", "https://materials.example.cn.evil.example/x"],
    ["another port of a listed host", "https://materials.example.cn:8443/x"],
    ["plain http of a listed https origin", "http://materials.example.cn/x"],
    ["a script address", "javascript:alert(1)"],
    ["a relative path", "/user/vip/buy"],
    ["nothing", null],
  ])("refuses %s", (_case, to) => {
    expect(siblingHandoff({ ...base, to })).toEqual({ ok: false, code: "target-not-allowed" });
  });
});

describe("siblingOrigins", () => {
  it("reads SIBLING_SITE_ORIGINS, normalised to origins, skipping what is not an address", () => {
    expect(siblingOrigins({ SIBLING_SITE_ORIGINS: " https://A.example.cn/ , nonsense, https://b.example.cn:8443/path" })).toEqual([
      "https://a.example.cn",
      "https://b.example.cn:8443",
    ]);
  });

  it("falls back to the five sibling sites of the demo data", () => {
    expect(siblingOrigins({})).toHaveLength(5);
  });
});

describe("sibling links", () => {
  const allowed = ["https://materials.example.cn"];
  it.each([
    ["https://materials.example.cn/buy?x=1", "/fallback", "/session/handoff?to=https%3A%2F%2Fmaterials.example.cn%2Fbuy%3Fx%3D1"],
    ["https://elsewhere.example.cn/", "/fallback", "/fallback"],
    ["/default/home", "/default/home", "/default/home"],
    ["javascript:alert(1)", "", ""],
  ])("%s → %s", (address, fallback, expected) => {
    expect(siblingLink(address, fallback, allowed)).toBe(expected);
  });
});
