import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { accessRedirect, isMemberPath } from "./access-guard.ts";
import { crossSiteUrl } from "./cross-site.ts";
import { decideLoginSync, type LoginSyncInput, loginBackPath } from "./login-sync.ts";
import { LOGOUT_DIALOG, logoutPlan } from "./logout.ts";

describe("access guard", () => {
  it.each([
    ["/user/default", null, "/default/home?login=%2Fuser%2Fdefault"],
    ["/user", "", "/default/home?login=%2Fuser"],
    ["/user/building-materials/address", undefined, "/default/home?login=%2Fuser%2Fbuilding-materials%2Faddress"],
    ["/user/default", "tok", null],
    ["/username", null, null],
    ["/default/home", null, null],
    ["/shop/pc", null, null],
  ])("%s with token %j → %j", (path, token, target) => {
    expect(accessRedirect(path, token)).toBe(target);
  });

  it("keeps the query of the page asked for, unless it is overlong", () => {
    expect(accessRedirect("/user/service-buy-list", null, "?state=paid")).toBe("/default/home?login=%2Fuser%2Fservice-buy-list%3Fstate%3Dpaid");
    expect(accessRedirect("/user/service-buy-list", null, `?id=${"9".repeat(5_000)}`)).toBe("/default/home?login=%2Fuser%2Fservice-buy-list");
  });

  it("treats /user?x as the member center", () => {
    expect(isMemberPath("/user?tab=1")).toBe(true);
  });
});

describe("decideLoginSync", () => {
  const base: LoginSyncInput = { token: null, companyId: null, cookieToken: null, cookieDepartmentId: null, variant: "strict" };
  it.each([
    ["no token, cookies with token and department", { cookieToken: "c", cookieDepartmentId: "7" }, { kind: "login-back", token: "c", departmentId: "7" }],
    ["no token, cookie token without department", { cookieToken: "c" }, { kind: "idle" }],
    ["no token, no cookies", {}, { kind: "idle" }],
    [
      "logged in, cookie department differs",
      { token: "t", companyId: "1", cookieToken: "c", cookieDepartmentId: "2" },
      { kind: "login-back", token: "c", departmentId: "2" },
    ],
    ["logged in, same department", { token: "t", companyId: "1", cookieToken: "c", cookieDepartmentId: "1" }, { kind: "load" }],
    ["logged in, cookie token but no department", { token: "t", companyId: "1", cookieToken: "c" }, { kind: "load" }],
    ["logged in, cookies gone (strict)", { token: "t", companyId: "1" }, { kind: "force-logout" }],
    ["logged in, cookies gone (lenient)", { token: "t", companyId: "1", variant: "lenient" }, { kind: "idle" }],
    ["logged in, empty cookie token (strict)", { token: "t", cookieToken: "" }, { kind: "force-logout" }],
    ["empty token counts as none", { token: "", cookieToken: "c", cookieDepartmentId: "3" }, { kind: "login-back", token: "c", departmentId: "3" }],
  ] as const)("%s", (_name, patch, decision) => {
    expect(decideLoginSync({ ...base, ...patch })).toEqual(decision);
  });

  it("never loads without a token, and never logs out in the lenient variant", () => {
    const value = fc.option(fc.constantFrom("", "a", "b"), { nil: null });
    fc.assert(
      fc.property(
        value,
        value,
        value,
        value,
        fc.constantFrom("strict" as const, "lenient" as const),
        (token, companyId, cookieToken, cookieDepartmentId, variant) => {
          const decision = decideLoginSync({ token, companyId, cookieToken, cookieDepartmentId, variant });
          if (!token) expect(decision.kind).not.toBe("load");
          if (variant === "lenient") expect(decision.kind).not.toBe("force-logout");
        },
      ),
    );
  });

  it("builds the login-back path with token and company", () => {
    expect(loginBackPath("a b", "7")).toBe("/login-back?token=a+b&switchtocompanyid=7");
    expect(loginBackPath("t", null)).toBe("/login-back?token=t");
  });
});

describe("crossSiteUrl", () => {
  itMapsEach("%j → %s", crossSiteUrl, [
    [
      { siteOrigin: "https://mat.example.cn/", target: "/inquiry/list", token: "t1", companyId: "9" },
      "https://mat.example.cn/login-back?token=t1&switchtocompanyid=9&target=%2Finquiry%2Flist",
    ],
    [
      { siteOrigin: "https://mat.example.cn", target: "center/home", token: "t1", companyId: null, center: true },
      "https://mat.example.cn/login-back?token=t1&switchtocompanyid=&target=%2Fcenter%2Fhome&isCenter=1",
    ],
    [{ siteOrigin: "https://mat.example.cn", target: "/inquiry/list", token: null, companyId: "9" }, "https://mat.example.cn/inquiry/list"],
    [{ siteOrigin: "https://mat.example.cn", target: "https://other.cn/x", token: "", companyId: "9" }, "https://other.cn/x"],
  ]);
});

describe("logoutPlan", () => {
  it("clears the three login cookies and every stored key, then goes home after 500 ms when confirmed", () => {
    const plan = logoutPlan("confirmed");
    expect(plan.cookies).toEqual(["login_access_token", "login_dept_id", "cidp_token"]);
    expect(plan.storageKeys).toEqual(["Admin-Token", "Member-Token", "SwitchToCompanyId", "chatUnreadId", "user", "equipment", "userStore"]);
    expect(plan).toMatchObject({ redirectTo: "/default/home", redirectDelayMs: 500, closeMessageConnection: true, clearChatMessages: true });
  });

  it("waits 1200 ms when forced", () => {
    expect(logoutPlan("forced").redirectDelayMs).toBe(1200);
  });

  it("names the dialog texts", () => {
    expect(LOGOUT_DIALOG).toEqual({ title: "logout.title", message: "logout.message", confirm: "logout.confirm", cancel: "logout.cancel" });
  });
});
