import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskPhones, redactUrl } from "./logger.ts";

describe("maskPhones", () => {
  it.each([
    ["13800000001", "138****0001"],
    ["手机 13912345678 已注册", "手机 139****5678 已注册"],
    ["/x?phone=13800000001", "/x?phone=138****0001"],
    ["123456789012", "123456789012"],
    ["12800000001", "12800000001"],
  ])("masks %s as %s", (input, expected) => {
    expect(maskPhones(input)).toBe(expected);
  });

  it("never leaves an 11-digit mobile number whole (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.integer({ min: 3, max: 9 }),
        fc.stringMatching(/^\d{9}$/),
        fc.string({ maxLength: 10 }),
        (before, second, rest, after) => {
          const phone = `1${second}${rest}`;
          const masked = maskPhones(`${before} ${phone} ${after}`);
          expect(masked).not.toContain(phone);
        },
      ),
    );
  });

  it("redacts secret query values in URLs", () => {
    expect(redactUrl("/login-back?token=abc.def&switchtocompanyid=3")).toBe("/login-back?token=%5BREDACTED%5D&switchtocompanyid=3");
  });
});
