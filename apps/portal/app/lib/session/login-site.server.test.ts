import { afterEach, describe, expect, it, vi } from "vitest";
import { loginSiteLinks, loginSiteOrigin } from "./login-site.server.ts";

afterEach(() => vi.unstubAllEnvs());

describe("login site links", () => {
  it("defaults to the request's host on the server port, so each host keeps its own cookies", () => {
    vi.stubEnv("LOGIN_SITE_ORIGIN", "");
    vi.stubEnv("API_ORIGIN", "");
    vi.stubEnv("SERVER_PORT", "3101");
    expect(loginSiteOrigin(new Request("http://127.0.0.1:3100/default/home"))).toBe("http://127.0.0.1:3101");
    expect(loginSiteOrigin(new Request("http://localhost:3100/"))).toBe("http://localhost:3101");
  });

  it("follows API_ORIGIN, where the portal really proxies, not SERVER_PORT or 3001", () => {
    vi.stubEnv("LOGIN_SITE_ORIGIN", "");
    vi.stubEnv("SERVER_PORT", "");
    vi.stubEnv("API_ORIGIN", "http://127.0.0.1:4801");
    expect(loginSiteOrigin(new Request("http://localhost:4800/default/home"))).toBe("http://localhost:4801");
    vi.stubEnv("SERVER_PORT", "3001");
    expect(loginSiteOrigin(new Request("http://127.0.0.1:4800/"))).toBe("http://127.0.0.1:4801");
  });

  it("uses LOGIN_SITE_ORIGIN when set, without a trailing slash", () => {
    vi.stubEnv("LOGIN_SITE_ORIGIN", "https://login.example.cn/");
    expect(loginSiteOrigin(new Request("https://www.example.cn/"))).toBe("https://login.example.cn");
  });

  it("gives login and register the portal's /login-back as return address", () => {
    vi.stubEnv("LOGIN_SITE_ORIGIN", "https://login.example.cn");
    expect(loginSiteLinks(new Request("https://www.example.cn/default/news/news-list?x=1"))).toEqual({
      login: "https://login.example.cn/login?redirect=https%3A%2F%2Fwww.example.cn%2Flogin-back",
      register: "https://login.example.cn/register?redirect=https%3A%2F%2Fwww.example.cn%2Flogin-back",
    });
  });
});
