import { afterEach, describe, expect, it, vi } from "vitest";
import { loginReturningHere, loginSiteLinks, loginSiteOrigin } from "./login-site.server.ts";
import { landingPath } from "./return-target.ts";

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

  it.each([
    ["https://www.example.cn/shop/preview", "/shop/preview"],
    [
      "https://www.example.cn/default/comprehensives-ervices/law-services/law-lesson/pay/success?orderNo=L123",
      "/default/comprehensives-ervices/law-services/law-lesson/pay/success?orderNo=L123",
    ],
    // A client navigation's data request names its page.
    ["https://www.example.cn/user/my-bid/bitTable.data?id=3&_routes=routes%2Fuser", "/user/my-bid/bitTable?id=3"],
    // An overlong query is not carried: the page's path is where the login returns.
    [`https://www.example.cn/user/my-bid/bitTable?id=${"9".repeat(3_000)}`, "/user/my-bid/bitTable"],
  ])("loginReturningHere(%s) comes back to %s", (address, page) => {
    vi.stubEnv("LOGIN_SITE_ORIGIN", "https://login.example.cn");
    const login = new URL(loginReturningHere(new Request(address)));
    expect(login.origin + login.pathname).toBe("https://login.example.cn/login");
    const back = new URL(login.searchParams.get("redirect") ?? "");
    expect(back.origin + back.pathname).toBe("https://www.example.cn/login-back");
    expect(back.searchParams.get("target")).toBe(page);
    expect(landingPath(back.searchParams.get("target"))).toBe(page);
  });
});
