import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LessonTerms } from "./lesson-terms.tsx";

const details = {
  provider: "省建筑产业互联网平台运营有限公司（课程销售、开票与售后）",
  audience: ["项目经理"],
  includes: ["全部章节视频"],
  terms: ["课程按企业购买"],
  refundRules: ["支付后可申请退款，由平台审核"],
};

describe("LessonTerms", () => {
  it("shows the provider and each part under its own heading", () => {
    const html = renderToStaticMarkup(<LessonTerms details={details} />);
    expect(html).toContain("<strong>课程提供方：</strong>省建筑产业互联网平台运营有限公司");
    for (const [heading, line] of [
      ["适合人群", "项目经理"],
      ["课程包含", "全部章节视频"],
      ["购买须知", "课程按企业购买"],
      ["退款规则", "支付后可申请退款，由平台审核"],
    ]) {
      expect(html).toMatch(new RegExp(`<h2 id="[^"]+">${heading}</h2><ul><li>${line}</li></ul>`));
    }
  });

  it("leaves out the parts a lesson has none of", () => {
    const html = renderToStaticMarkup(<LessonTerms details={{ ...details, provider: "", audience: [], terms: [] }} />);
    expect(html).not.toContain("课程提供方");
    expect(html).not.toContain("适合人群");
    expect(html).not.toContain("购买须知");
    expect(html).toContain("退款规则");
  });
});
