import { describe, expect, it } from "vitest";
import { hashPassword, RETIRED_HASH_PREFIX, verifyPassword, verifyRetiredPassword } from "./password.ts";

describe("password hashing", () => {
  it("stores a self-describing scrypt string with a fresh salt each time", async () => {
    const a = await hashPassword("Demo@123456");
    const b = await hashPassword("Demo@123456");
    expect(a).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and rejects a wrong or malformed one", async () => {
    const stored = await hashPassword("密码Demo@1");
    expect(await verifyPassword("密码Demo@1", stored)).toBe(true);
    expect(await verifyPassword("密码Demo@2", stored)).toBe(false);
    expect(await verifyPassword("密码Demo@1", "plain")).toBe(false);
    expect(await verifyPassword("密码Demo@1", stored.replace("$15$", "$30$"))).toBe(false);
  });

  it("refuses every password against a retired hash, and tells only its old password apart", async () => {
    const stored = await hashPassword("Demo@123456");
    const retired = `${RETIRED_HASH_PREFIX}${stored}`;
    expect(await verifyPassword("Demo@123456", retired)).toBe(false);
    expect(await verifyRetiredPassword("Demo@123456", retired)).toBe(true);
    expect(await verifyRetiredPassword("Wrong@123456", retired)).toBe(false);
    // A hash in use is not a retired one.
    expect(await verifyRetiredPassword("Demo@123456", stored)).toBe(false);
  });
});
