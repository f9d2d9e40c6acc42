import { describe, expect, it, vi } from "vitest";
import { type LoginSyncFacts, loginBackHandOver, syncLogin } from "./login-sync.ts";

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const facts = (over: Partial<LoginSyncFacts> = {}): LoginSyncFacts => ({
  loggedIn: false,
  cookieToken: false,
  confirmedCompanyId: null,
  cookieDeptId: null,
  ...over,
});

describe("syncLogin", () => {
  it("stays idle for a visitor without cookies", () => {
    expect(syncLogin(facts(), memory()).kind).toBe("idle");
  });

  it("hands over to /login-back when the cookies hold a login but the page has none", () => {
    expect(syncLogin(facts({ cookieToken: true, cookieDeptId: "7" }), memory())).toEqual({ kind: "login-back", token: "cookie-session", departmentId: "7" });
  });

  it("fills storage for a session the server confirmed, then loads header data", () => {
    const storage = memory();
    expect(syncLogin(facts({ loggedIn: true, cookieToken: true, confirmedCompanyId: "7", cookieDeptId: "7" }), storage).kind).toBe("load");
    expect(storage.map.get("Member-Token")).toBe("cookie-session");
    expect(storage.map.get("SwitchToCompanyId")).toBe("7");
  });

  it("hands over again when another site switched the company the page does not know yet", () => {
    const storage = memory({ "Member-Token": "cookie-session", SwitchToCompanyId: "7" });
    expect(syncLogin(facts({ loggedIn: true, cookieToken: true, confirmedCompanyId: null, cookieDeptId: "9" }), storage)).toMatchObject({
      kind: "login-back",
      departmentId: "9",
    });
  });

  it("forces a logout when the page has a session but the cookies are gone", () => {
    const storage = memory({ "Member-Token": "cookie-session", SwitchToCompanyId: "7" });
    expect(syncLogin(facts(), storage).kind).toBe("force-logout");
  });

  it("drops a tampered storage value through the domain filter and treats the page as logged out", () => {
    const storage = memory({ "Member-Token": "<script>alert(1)</script>", SwitchToCompanyId: "7" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(syncLogin(facts(), storage).kind).toBe("idle");
    expect(storage.map.has("Member-Token")).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it("puts no token in the hand-over address", () => {
    expect(loginBackHandOver("7")).toBe("/login-back?switchtocompanyid=7");
  });
});
