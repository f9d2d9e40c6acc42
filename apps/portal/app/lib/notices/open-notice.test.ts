import { describe, expect, it } from "vitest";
import { siteWindowUrl } from "./open-notice.ts";

const own = "https://portal.example.cn";

describe("siteWindowUrl", () => {
  it("opens another site's page through the hand-over, which adds the token on the server", () => {
    expect(siteWindowUrl("https://materials.example.cn/activity/3", false, own)).toBe("/session/handoff?to=https%3A%2F%2Fmaterials.example.cn%2Factivity%2F3");
  });

  it("passes the member-center variant on", () => {
    expect(siteWindowUrl("https://finance.example.cn/product/9", true, own)).toBe(
      "/session/handoff?to=https%3A%2F%2Ffinance.example.cn%2Fproduct%2F9&center=1",
    );
  });

  it("opens a page of the portal itself directly, relative or absolute", () => {
    expect(siteWindowUrl("/user/vip/buy", false, own)).toBe(`${own}/user/vip/buy`);
    expect(siteWindowUrl(`${own}/user/vip/buy`, false, own)).toBe(`${own}/user/vip/buy`);
  });
});
