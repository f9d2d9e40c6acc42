import { describe, expect, it } from "vitest";
import type { PlatformConfig } from "../platform-config.ts";
import { downloadPagePath, parseQrCodeKind, platformAppLinks } from "./platform-app-links.ts";

const base: PlatformConfig = {
  platformCode: "CIDP",
  ngCode: "localhost",
  baseTitle: "建筑产业互联网平台",
  subTitle: "",
  logoImg: "",
  codeImg: "",
  dataSource: "CIDP",
};

describe("platformAppLinks", () => {
  it("makes configured paths absolute on the portal's origin and keeps absolute addresses", () => {
    const links = platformAppLinks(
      {
        ...base,
        officialAccountUrl: "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=x",
        appDownloadUrl: "/download-h5",
        customerServiceUrl: "https://kefu.example.cn/chat",
        iosAppUrl: "https://apps.apple.com/cn/app/id1",
        androidAppUrl: "https://a.app.qq.com/o/simple.jsp?pkgname=cn.x",
      },
      "http://localhost:3000",
    );
    expect(links).toEqual({
      qr: {
        "official-account": "https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=x",
        "app-download": "http://localhost:3000/download-h5",
        "customer-service": "https://kefu.example.cn/chat",
      },
      iosApp: "https://apps.apple.com/cn/app/id1",
      androidApp: "https://a.app.qq.com/o/simple.jsp?pkgname=cn.x",
    });
  });

  it("falls back to the platform's own download and customer service pages", () => {
    expect(platformAppLinks(base, "http://localhost:3000").qr).toEqual({
      "official-account": null,
      "app-download": "http://localhost:3000/download-h5",
      "customer-service": "http://localhost:3000/default/comprehensives-ervices/online-customer-service",
    });
    expect(platformAppLinks({ ...base, platformCode: "CHANGCHUN" }, "http://127.0.0.1:3000").qr["app-download"]).toBe("http://127.0.0.1:3000/download-jl-h5");
    expect(platformAppLinks(null, "https://portal.example.cn").qr["app-download"]).toBe("https://portal.example.cn/download-h5");
  });

  it("drops addresses that are not http(s) or a site path", () => {
    const links = platformAppLinks(
      { ...base, officialAccountUrl: "javascript:alert(1)", iosAppUrl: "ftp://files.example.cn/app.ipa", androidAppUrl: "data:text/html,x" },
      "http://localhost:3000",
    );
    expect(links.qr["official-account"]).toBeNull();
    expect(links.iosApp).toBeNull();
    expect(links.androidApp).toBeNull();
  });
});

describe("downloadPagePath", () => {
  it("sends CHANGCHUN to the Jilin app's page and everyone else to the generic one", () => {
    expect(downloadPagePath("CHANGCHUN")).toBe("/download-jl-h5");
    expect(downloadPagePath("CIDP")).toBe("/download-h5");
    expect(downloadPagePath(null)).toBe("/download-h5");
  });
});

describe("parseQrCodeKind", () => {
  it("accepts the three kinds only", () => {
    expect(parseQrCodeKind("app-download")).toBe("app-download");
    expect(parseQrCodeKind("official-account")).toBe("official-account");
    expect(parseQrCodeKind("customer-service")).toBe("customer-service");
    expect(parseQrCodeKind("../etc")).toBeNull();
    expect(parseQrCodeKind(undefined)).toBeNull();
  });
});
