import { describe, expect, it } from "vitest";
import { ELDER_MODE_COOKIE, ELDER_MODE_MAX_AGE_SECONDS, elderModeCookie, readElderMode } from "./elder-mode-cookie.ts";

describe("readElderMode", () => {
  it("is on only for the exact value on", () => {
    expect(readElderMode(`${ELDER_MODE_COOKIE}=on`)).toBe(true);
    expect(readElderMode(`a=1; ${ELDER_MODE_COOKIE}=on; b=2`)).toBe(true);
    expect(readElderMode(`${ELDER_MODE_COOKIE}=`)).toBe(false);
    expect(readElderMode(`${ELDER_MODE_COOKIE}=off`)).toBe(false);
    expect(readElderMode(`${ELDER_MODE_COOKIE}=ON`)).toBe(false);
    expect(readElderMode(`x${ELDER_MODE_COOKIE}=on`)).toBe(false);
  });

  it("is off without a cookie header", () => {
    expect(readElderMode(null)).toBe(false);
    expect(readElderMode(undefined)).toBe(false);
    expect(readElderMode("")).toBe(false);
  });
});

describe("elderModeCookie", () => {
  it("remembers the mode for a year on the whole site", () => {
    const cookie = elderModeCookie(true, false);
    expect(cookie).toContain(`${ELDER_MODE_COOKIE}=on`);
    expect(cookie).toContain(`Max-Age=${ELDER_MODE_MAX_AGE_SECONDS}`);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    expect(cookie).not.toContain("HttpOnly");
  });

  it("is Secure over HTTPS", () => {
    expect(elderModeCookie(true, true)).toContain("Secure");
  });

  it("removes the cookie when switched off", () => {
    const cookie = elderModeCookie(false, false);
    expect(cookie).toMatch(new RegExp(`^${ELDER_MODE_COOKIE}=;`));
    expect(cookie).toContain("Max-Age=0");
    expect(cookie).toContain("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  });

  it("round-trips: what it writes reads back as the same mode", () => {
    for (const on of [true, false]) {
      const [pair] = elderModeCookie(on, false).split(";");
      expect(readElderMode(pair)).toBe(on);
    }
  });
});

describe("readElderMode against the cookie package's reading", () => {
  it("agrees with a full parser on headers with spaces, other cookies and look-alikes", async () => {
    const { parseCookie } = await import("cookie");
    const headers = [
      `${ELDER_MODE_COOKIE}=on`,
      ` ${ELDER_MODE_COOKIE}=on `,
      `a=b;${ELDER_MODE_COOKIE}=on`,
      `a=${ELDER_MODE_COOKIE}=on`,
      `${ELDER_MODE_COOKIE}=onx`,
      `${ELDER_MODE_COOKIE}_x=on`,
      `${ELDER_MODE_COOKIE}=off; other=on`,
    ];
    for (const header of headers) expect(readElderMode(header), header).toBe(parseCookie(header)[ELDER_MODE_COOKIE] === "on");
  });
});
