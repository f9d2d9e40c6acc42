import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptedTotpStep, newTotpSecret, totpCode, totpUri } from "./totp.ts";

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", 8-digit codes; these are their last six digits.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1111111111, "050471"],
    [1234567890, "005924"],
    [2000000000, "279037"],
  ])("at %i s the code is %s (RFC 6238)", (seconds, code) => {
    expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(code);
  });

  it("accepts the current code and one step either side, never a code twice", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-22T10:00:10Z");
    const step = Math.floor(now.getTime() / 30_000);
    expect(acceptedTotpStep(secret, totpCode(secret, now), null, now)).toBe(step);
    expect(acceptedTotpStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), null, now)).toBe(step - 1);
    expect(acceptedTotpStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), null, now)).toBe(step + 1);
    expect(acceptedTotpStep(secret, totpCode(secret, new Date(now.getTime() - 90_000)), null, now)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, now), step, now)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), step, now)).toBe(step + 1);
  });

  it("refuses anything that is not six digits", () => {
    const secret = newTotpSecret();
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\d{6}$/.test(s)),
        (typed) => acceptedTotpStep(secret, typed, null, new Date()) === null,
      ),
    );
  });

  it("names the account in the authenticator's address", () => {
    expect(totpUri(rfcSecret, "reviewer")).toMatch(/^otpauth:\/\/totp\/.*reviewer\?.*secret=GEZDGNBVGY3TQOJQ/);
  });
});
