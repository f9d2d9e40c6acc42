import { describe, expect, it } from "vitest";
import { readLoginSiteConfig } from "./login-site.config.ts";

describe("readLoginSiteConfig", () => {
  it("allows the local portal on port 3000 by default, with its home as the fallback", () => {
    const config = readLoginSiteConfig({});
    expect(config.allowedReturnOrigins).toEqual(["http://localhost:3000", "http://127.0.0.1:3000"]);
    expect(config.portalHome).toBe("http://localhost:3000/default/home");
    expect(config).toMatchObject({ cookieDomain: null, secureCookies: false, devEndpoints: false });
  });

  it("returns to the port the portal really runs on, on both hosts, and never to 3000 then", () => {
    // What `npm start` with PORT=3200 passes: the portal's public origin (and its port).
    for (const env of [
      { PUBLIC_PORTAL_ORIGIN: "http://localhost:3200" },
      { PORTAL_PORT: "3200", PUBLIC_PORTAL_ORIGIN: "http://localhost:3200" },
      { PORTAL_PORT: "3200" },
    ]) {
      const config = readLoginSiteConfig(env);
      expect(config.allowedReturnOrigins).toEqual(["http://localhost:3200", "http://127.0.0.1:3200"]);
      expect(config.portalHome).toBe("http://localhost:3200/default/home");
    }
  });

  it("turns the development helpers on only when DEV_HELPERS=1 asks, and refuses them in production", () => {
    expect(readLoginSiteConfig({ NODE_ENV: "test" }).devEndpoints).toBe(false);
    expect(readLoginSiteConfig({ DEV_HELPERS: "true" }).devEndpoints).toBe(false);
    expect(readLoginSiteConfig({ DEV_HELPERS: "1" }).devEndpoints).toBe(true);
    expect(() => readLoginSiteConfig({ DEV_HELPERS: "1", NODE_ENV: "production" })).toThrow(/DEV_HELPERS/);
  });

  it("follows PORTAL_PORT and adds PUBLIC_PORTAL_ORIGIN", () => {
    const config = readLoginSiteConfig({ PORTAL_PORT: "3100", PUBLIC_PORTAL_ORIGIN: "https://www.example.gov.cn/" });
    expect(config.allowedReturnOrigins).toEqual(["http://localhost:3100", "http://127.0.0.1:3100", "https://www.example.gov.cn"]);
  });

  it("takes ALLOWED_RETURN_ORIGINS as the whole list and drops what is not an http(s) origin", () => {
    const config = readLoginSiteConfig({ ALLOWED_RETURN_ORIGINS: "https://a.example.cn, javascript:alert(1),https://b.example.cn/path" });
    expect(config.allowedReturnOrigins).toEqual(["https://a.example.cn", "https://b.example.cn"]);
    expect(config.portalHome).toBe("https://a.example.cn/default/home");
  });

  it("turns Secure cookies on and the development endpoints off in production", () => {
    expect(readLoginSiteConfig({ NODE_ENV: "production", COOKIE_DOMAIN: ".example.gov.cn" })).toMatchObject({
      secureCookies: true,
      devEndpoints: false,
      cookieDomain: ".example.gov.cn",
    });
  });

  it("refuses a list without a single usable origin", () => {
    expect(() => readLoginSiteConfig({ ALLOWED_RETURN_ORIGINS: "javascript:alert(1)" })).toThrow();
  });
});
