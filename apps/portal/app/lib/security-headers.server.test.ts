import { uploadPaths } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, uploadConnectSources } from "./security-headers.server.ts";

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
