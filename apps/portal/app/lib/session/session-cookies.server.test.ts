import { describe, expect, it } from "vitest";
import { clearedSessionSetCookies, readSessionCookies, sessionSetCookies } from "./session-cookies.server.ts";

const request = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });

describe("session cookies", () => {
  it("reads the three shared cookies, treating empty values as absent", () => {
    expect(readSessionCookies(request("cidp_token=a; login_access_token=b; login_dept_id=7"))).toEqual({ token: "a", accessToken: "b", deptId: "7" });
    expect(readSessionCookies(request("cidp_token=; login_dept_id="))).toEqual({ token: null, accessToken: null, deptId: null });
    expect(readSessionCookies(new Request("http://localhost/"))).toEqual({ token: null, accessToken: null, deptId: null });
  });

  it("sets tokens HttpOnly for 7 days and the company readable, Lax, Secure only over HTTPS", () => {
    const [product, access, dept] = sessionSetCookies("tok", "42", false);
    expect(product).toBe("cidp_token=tok; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax");
    expect(access).toContain("login_access_token=tok; Max-Age=604800");
    expect(access).toContain("HttpOnly");
    expect(dept).toBe("login_dept_id=42; Max-Age=604800; Path=/; SameSite=Lax");
    expect(sessionSetCookies("tok", "42", true).every((c) => c.includes("Secure"))).toBe(true);
  });

  it("clears all three cookies with Max-Age 0", () => {
    const cleared = clearedSessionSetCookies(false);
    expect(cleared.map((c) => c.split("=")[0])).toEqual(["cidp_token", "login_access_token", "login_dept_id"]);
    expect(cleared.every((c) => c.includes("Max-Age=0"))).toBe(true);
  });
});
