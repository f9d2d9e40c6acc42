import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFieldCipher, SealingKeyMissingError } from "./field-cipher.ts";
import { sealingKeysOf } from "./sealing-keys.ts";

const keys = sealingKeysOf([["k1", new Uint8Array(32).fill(7).map((byte, index) => byte + index)]]);
const otherSecret = new Uint8Array(32).map((_, index) => 100 + index);

describe("field cipher", () => {
  it("opens what it sealed, whatever the text", () => {
    const cipher = createFieldCipher(keys, "test");
    fc.assert(fc.property(fc.string(), (plain) => cipher.open(cipher.seal(plain)) === plain));
  });

  it("never seals the same text the same way (a fresh IV each time)", () => {
    const cipher = createFieldCipher(keys, "test");
    expect(cipher.seal("220102199003071234")).not.toBe(cipher.seal("220102199003071234"));
  });

  it("refuses a value of another purpose, another key of the same id, or tampered with", () => {
    const sealed = createFieldCipher(keys, "id-number").seal("220102199003071234");
    expect(createFieldCipher(keys, "account").open(sealed)).toBeNull();
    expect(createFieldCipher(sealingKeysOf([["k1", otherSecret]]), "id-number").open(sealed)).toBeNull();
    const [v, id, iv, tag, body = ""] = sealed.split(".");
    const flipped = `${body[0] === "A" ? "B" : "A"}${body.slice(1)}`;
    expect(createFieldCipher(keys, "id-number").open([v, id, iv, tag, flipped].join("."))).toBeNull();
    expect(createFieldCipher(keys, "id-number").open("garbage")).toBeNull();
  });

  it("after a rotation seals with the new key and still opens what the old one sealed", () => {
    const before = createFieldCipher(keys, "id-number").seal("220102199003071234");
    const rotated = sealingKeysOf([
      ["k2", otherSecret],
      ["k1", keys.secretOf("k1") as Uint8Array],
    ]);
    const cipher = createFieldCipher(rotated, "id-number");
    expect(cipher.open(before)).toBe("220102199003071234");
    const after = cipher.seal("220102199003071234");
    expect(after.split(".")[1]).toBe("k2");
    expect(() => createFieldCipher(keys, "id-number").open(after)).toThrow(SealingKeyMissingError);
  });

  it("says loudly that a value's key is missing instead of answering nothing", () => {
    const sealed = createFieldCipher(keys, "bank-account").seal("6222021001001234567");
    const withoutIt = sealingKeysOf([["k2", otherSecret]]);
    expect(() => createFieldCipher(withoutIt, "bank-account").open(sealed)).toThrow('data sealed with the key "k1" cannot be opened');
  });
});
