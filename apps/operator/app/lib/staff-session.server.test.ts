import { describe, expect, it } from "vitest";
import { dropSession, keepSession, STAFF_COOKIE, staffSessionOf } from "./staff-session.server.ts";

const SESSION = "7f9c2b1e-4a3d-4c2b-9e1f-0a1b2c3d4e5f";
const request = (url: string, cookie?: string) => new Request(url, cookie ? { headers: { cookie } } : {});

describe("the staff session cookie", () => {
  it("reads a session id and nothing that is not one", () => {
    expect(staffSessionOf(request("http://localhost:3003/", `${STAFF_COOKIE}=${SESSION}`))).toBe(SESSION);
    expect(staffSessionOf(request("http://localhost:3003/", `other=1; ${STAFF_COOKIE}=${SESSION}`))).toBe(SESSION);
    expect(staffSessionOf(request("http://localhost:3003/"))).toBeNull();
    expect(staffSessionOf(request("http://localhost:3003/", `${STAFF_COOKIE}=x' OR 1=1`))).toBeNull();
    expect(staffSessionOf(request("http://localhost:3003/", `${STAFF_COOKIE}=`))).toBeNull();
  });

  it("is HttpOnly and SameSite=Strict, Secure behind https, and dropped with Max-Age=0", () => {
    const kept = keepSession(request("http://localhost:3003/"), SESSION);
    expect(kept).toContain(`${STAFF_COOKIE}=${SESSION}`);
    expect(kept).toMatch(/HttpOnly/i);
    expect(kept).toMatch(/SameSite=Strict/i);
    expect(kept).not.toMatch(/Secure/i);
    expect(keepSession(request("https://admin.example.cn/"), SESSION)).toMatch(/Secure/i);
    expect(dropSession(request("http://localhost:3003/"))).toMatch(/Max-Age=0/i);
  });
});
