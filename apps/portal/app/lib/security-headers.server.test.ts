import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers.server.ts";

describe("contentSecurityPolicy", () => {
  it("allows scripts only from self and the nonce in production, never unsafe-inline or eval", () => {
    const csp = contentSecurityPolicy("abc123");
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});
