import { describe, expect, it } from "vitest";
import { cookieOptions } from "./login-cookies.ts";

describe("cookieOptions", () => {
  it.each([
    ["localhost stays host-only", { domain: ".example.gov.cn", secure: false, hostname: "localhost" }, undefined],
    ["an IP stays host-only", { domain: ".example.gov.cn", secure: false, hostname: "127.0.0.1" }, undefined],
    ["a real host gets the configured parent domain", { domain: ".example.gov.cn", secure: true, hostname: "login.example.gov.cn" }, ".example.gov.cn"],
    ["no configured domain means host-only", { domain: null, secure: true, hostname: "login.example.gov.cn" }, undefined],
  ])("%s", (_name, scope, domain) => {
    const options = cookieOptions(scope);
    expect(options.domain).toBe(domain);
    expect(options).toMatchObject({ path: "/", sameSite: "lax", secure: scope.secure });
  });
});
