import { uploadPaths } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, paymentPageSources, uploadConnectSources } from "./security-headers.server.ts";

describe("contentSecurityPolicy", () => {
  it("allows scripts only from self and the nonce in production, never unsafe-inline or eval", () => {
    const csp = contentSecurityPolicy("abc123");
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("lets browsers upload to an external object store's public address, and nowhere else", () => {
    const connect = (env: NodeJS.ProcessEnv) =>
      contentSecurityPolicy("n", false, uploadConnectSources(env))
        .split("; ")
        .find((d) => d.startsWith("connect-src"));
    expect(connect({})).toBe("connect-src 'self'");
    expect(connect({ OBJECT_STORE_PUBLIC_URL: uploadPaths.objectStore })).toBe("connect-src 'self'");
    expect(connect({ OBJECT_STORE_PUBLIC_URL: "https://files.example.cn/store" })).toBe("connect-src 'self' https://files.example.cn");
    expect(connect({ OBJECT_STORE_PUBLIC_URL: "https://oss-cn-beijing.aliyuncs.com", OBJECT_STORE_PATH_STYLE: "0" })).toBe(
      "connect-src 'self' https://oss-cn-beijing.aliyuncs.com https://*.oss-cn-beijing.aliyuncs.com",
    );
    expect(connect({ OBJECT_STORE_PUBLIC_URL: "javascript:alert(1)" })).toBe("connect-src 'self'");
  });
});

describe("the payment providers' pages", () => {
  it("a 去支付 form may be sent on to Alipay's and WeChat Pay's cashiers, and nowhere else", () => {
    const policy = contentSecurityPolicy("n0nce", false, [], paymentPageSources({}));
    expect(policy).toContain("form-action 'self' https://*.alipay.com https://*.tenpay.com https://*.weixin.qq.com;");
  });

  it("PAYMENT_PAGE_ORIGINS replaces them (a test's fake gateways)", () => {
    expect(paymentPageSources({ PAYMENT_PAGE_ORIGINS: "http://127.0.0.1:4100  http://127.0.0.1:4200" })).toEqual([
      "http://127.0.0.1:4100",
      "http://127.0.0.1:4200",
    ]);
    expect(contentSecurityPolicy("n0nce")).toContain("form-action 'self';");
  });
});
