import { describe, expect, it } from "vitest";
import { footerLinkUrlProblem, hostProblem, icpNumberProblem, normalHost, publicSecurityNumberProblem } from "./platform-identity.ts";

describe("a platform's host names", () => {
  it.each(["jz.changchun.gov.cn", "www.jz.changchun.gov.cn", "localhost", "127.0.0.1", "xn--fiqs8s.xn--fiqz9s", "a-b.example.cn"])("takes %s", (host) => {
    expect(hostProblem(normalHost(host))).toBeNull();
  });

  it("keeps a host lower-cased and without its closing dot", () => {
    expect(normalHost("  JZ.ChangChun.GOV.cn. ")).toBe("jz.changchun.gov.cn");
  });

  it.each([
    ["", "不能为空"],
    ["127.0.0.1:3000", "不带 http://、端口或路径"],
    ["https://jz.changchun.gov.cn", "不带 http://、端口或路径"],
    ["jz.changchun.gov.cn/path", "不带 http://、端口或路径"],
    ["长春.中国", "xn-- 形式"],
    ["-bad.example.cn", "格式不正确"],
    ["bad..example.cn", "格式不正确"],
    ["under_score.cn", "格式不正确"],
    [`${"a".repeat(64)}.cn`, "格式不正确"],
  ])("refuses %j (%s)", (host, words) => {
    expect(hostProblem(host)).toContain(words);
  });
});

describe("备案号", () => {
  it.each(["吉ICP备2024000001号-1", "京ICP证030173号", "吉ICP备12345678号", ""])("takes the ICP number %j", (value) => {
    expect(icpNumberProblem(value)).toBeNull();
  });

  it.each(["ICP备2024000001号", "吉ICP备号", "吉icp备2024000001号", "Jilin 2024"])("refuses the ICP number %j", (value) => {
    expect(icpNumberProblem(value)).toContain("请填写正确的ICP备案号");
  });

  it.each(["吉公网安备22010202000001号", "吉公网安备 22010202000001号", ""])("takes the 公安备案号 %j", (value) => {
    expect(publicSecurityNumberProblem(value)).toBeNull();
  });

  it.each(["吉公网安备2201号", "公网安备22010202000001号"])("refuses the 公安备案号 %j", (value) => {
    expect(publicSecurityNumberProblem(value)).toContain("请填写正确的公安备案号");
  });
});

describe("footer links", () => {
  it.each(["https://www.mohurd.gov.cn/", "http://zjt.jl.gov.cn/path?q=1"])("takes %s", (url) => {
    expect(footerLinkUrlProblem(url)).toBeNull();
  });

  it.each(["javascript:alert(1)", "/local/path", "ftp://example.cn", "https://", "www.example.cn"])("refuses %j", (url) => {
    expect(footerLinkUrlProblem(url)).toContain("页脚链接地址");
  });
});
