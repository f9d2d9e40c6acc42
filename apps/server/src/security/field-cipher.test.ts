import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFieldCipher, SealedValueUnreadableError, SealingKeyMissingError, sealedKeyId, sealedPrefixOf } from "./field-cipher.ts";
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

describe("which key sealed a value", () => {
  const sealed = createFieldCipher(keys, "id-number").seal("220102199003071234");
  const [, , iv, tag, body] = sealed.split(".");

  it.each([
    ["a value sealed by k1", sealed, "k1"],
    ["a key id with hyphens and digits", `v2.2026-05.${iv}.${tag}.${body}`, "2026-05"],
    ["an empty body (an empty text sealed)", `v2.k1.${iv}.${tag}.`, "k1"],
    ["not sealed at all", "220102199003071234", null],
    ["the empty text", "", null],
    ["the format before key ids (v1)", `v1.${iv}.${tag}.${body}`, null],
    ["another version", `v3.k1.${iv}.${tag}.${body}`, null],
    ["no key id", `v2..${iv}.${tag}.${body}`, null],
    ["a part missing", `v2.k1.${iv}.${tag}`, null],
    ["a part too many", `${sealed}.x`, null],
  ])("%s", (_, value, keyId) => {
    expect(sealedKeyId(value)).toBe(keyId);
  });

  it("is the sealing key's id, and the value starts with that key's prefix, whatever the text and key id", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,31}$/), fc.string(), (id, plain) => {
        const value = createFieldCipher(sealingKeysOf([[id, otherSecret]]), "test").seal(plain);
        return sealedKeyId(value) === id && value.startsWith(sealedPrefixOf(id));
      }),
    );
  });
});

/** The value with its cipher text's first character changed (the tag no longer matches). */
function altered(sealed: string): string {
  const [v, id, iv, tag, body = ""] = sealed.split(".");
  return [v, id, iv, tag, `${body[0] === "A" ? "B" : "A"}${body.slice(1)}`].join(".");
}

describe("re-sealing under the current key", () => {
  const rotated = sealingKeysOf([
    ["k2", otherSecret],
    ["k1", keys.secretOf("k1") as Uint8Array],
  ]);

  it("seals anew under the current key what an older key sealed: the same text, the old key no longer needed", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("id-number", "bank-account", "operator-totp", "inquiry quotation author 7:12"), (plain, purpose) => {
        const old = createFieldCipher(keys, purpose).seal(plain);
        const resealed = createFieldCipher(rotated, purpose).reseal(old);
        if (resealed === null) return false;
        const currentOnly = createFieldCipher(sealingKeysOf([["k2", otherSecret]]), purpose);
        return sealedKeyId(resealed) === "k2" && currentOnly.open(resealed) === plain && currentOnly.reseal(resealed) === null;
      }),
    );
  });

  it("answers null for a value the current key sealed, and leaves it as it is", () => {
    const cipher = createFieldCipher(rotated, "id-number");
    expect(cipher.reseal(cipher.seal("220102199003071234"))).toBeNull();
  });

  it("throws SealingKeyMissingError for a value of a key the ring does not list", () => {
    const byStranger = createFieldCipher(sealingKeysOf([["k9", otherSecret]]), "id-number").seal("220102199003071234");
    expect(() => createFieldCipher(rotated, "id-number").reseal(byStranger)).toThrow(SealingKeyMissingError);
  });

  it.each([
    [
      "sealed for another purpose",
      createFieldCipher(keys, "bank-account").seal("6222021001001234567"),
      'a value sealed with the key "k1" does not open as "id-number"',
    ],
    ["altered", altered(createFieldCipher(keys, "id-number").seal("220102199003071234")), 'a value sealed with the key "k1" does not open as "id-number"'],
    ["not sealed at all", "220102199003071234", 'is kept where "id-number" values are sealed'],
  ])("refuses a value %s, naming the purpose, instead of sealing what it cannot read", (_, value, message) => {
    const cipher = createFieldCipher(rotated, "id-number");
    expect(() => cipher.reseal(value)).toThrow(SealedValueUnreadableError);
    expect(() => cipher.reseal(value)).toThrow(message);
  });
});
