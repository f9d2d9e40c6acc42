import { LoginCookie } from "@cidp/domain";
import { describe, expect, it } from "vitest";
import { applyPageCache, PRIVATE_PAGE_CACHE, pageCacheControl, SHARED_PAGE_CACHE } from "./document-cache.server.ts";

describe("pageCacheControl", () => {
  it.each([
    // who, page, sets a cookie → Cache-Control
    ["visitor", "/default/home", false, SHARED_PAGE_CACHE],
    ["visitor", "/default/home", true, PRIVATE_PAGE_CACHE],
    ["visitor", "/user/account", false, PRIVATE_PAGE_CACHE],
    ["visitor", "/user/account", true, PRIVATE_PAGE_CACHE],
    ["member", "/default/home", false, PRIVATE_PAGE_CACHE],
    ["member", "/default/home", true, PRIVATE_PAGE_CACHE],
    ["member", "/user/account", false, PRIVATE_PAGE_CACHE],
    ["member", "/user/account", true, PRIVATE_PAGE_CACHE],
    ["visitor", "/user", false, PRIVATE_PAGE_CACHE],
    ["visitor", "/username-like-page", false, SHARED_PAGE_CACHE],
  ] as const)("%s on %s, sets a cookie: %s → %s", (who, pathname, setsCookie, expected) => {
    expect(pageCacheControl({ pathname, member: who === "member", setsCookie, status: 200 })).toBe(expected);
  });

  it("keeps a visitor's 404 shareable but never a server failure", () => {
    expect(pageCacheControl({ pathname: "/nowhere", member: false, setsCookie: false, status: 404 })).toBe(SHARED_PAGE_CACHE);
    expect(pageCacheControl({ pathname: "/default/home", member: false, setsCookie: false, status: 500 })).toBe(PRIVATE_PAGE_CACHE);
  });
});

describe("applyPageCache", () => {
  function answer(url: string, cookie: string | null, setCookie: string | null, status = 200) {
    const request = new Request(`http://portal.test${url}`, { headers: cookie ? { cookie } : {} });
    const headers = new Headers(setCookie ? { "Set-Cookie": setCookie } : {});
    applyPageCache(request, status, headers);
    return headers;
  }

  it("shares a visitor's public page and varies it by Cookie", () => {
    const headers = answer("/default/home?x=1", "analytics=1", null);
    expect(headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it.each([LoginCookie.productToken, LoginCookie.accessToken, LoginCookie.departmentId])("treats a request with %s as a member's", (name) => {
    const headers = answer("/default/home", `${name}=abc`, null);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Vary")).toBeNull();
  });

  it("counts an empty login cookie as absent", () => {
    expect(answer("/default/home", `${LoginCookie.productToken}=`, null).get("Cache-Control")).toBe(SHARED_PAGE_CACHE);
  });

  it("never stores a page that sets a cookie or a member-center page", () => {
    expect(answer("/default/home", null, `${LoginCookie.productToken}=; Max-Age=0`).get("Cache-Control")).toBe(PRIVATE_PAGE_CACHE);
    expect(answer("/user/member-management/member-list", null, null).get("Cache-Control")).toBe(PRIVATE_PAGE_CACHE);
  });
});
