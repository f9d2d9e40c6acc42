import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFieldCipher } from "./field-cipher.ts";

const secret = new Uint8Array(32).fill(7);

describe("field cipher", () => {
  it("opens what it sealed, whatever the text", () => {
    const cipher = createFieldCipher(secret, "test");
    fc.assert(fc.property(fc.string(), (plain) => cipher.open(cipher.seal(plain)) === plain));
  });

  it("never seals the same text the same way (a fresh IV each time)", () => {
    const cipher = createFieldCipher(secret, "test");
    expect(cipher.seal("220102199003071234")).not.toBe(cipher.seal("220102199003071234"));
  });

  it("refuses a value of another purpose, another key, or tampered with", () => {
    const sealed = createFieldCipher(secret, "id-number").seal("220102199003071234");
    expect(createFieldCipher(secret, "account").open(sealed)).toBeNull();
    expect(createFieldCipher(new Uint8Array(32).fill(8), "id-number").open(sealed)).toBeNull();
    const [v, iv, tag, body = ""] = sealed.split(".");
    const flipped = `${body[0] === "A" ? "B" : "A"}${body.slice(1)}`;
    expect(createFieldCipher(secret, "id-number").open([v, iv, tag, flipped].join("."))).toBeNull();
    expect(createFieldCipher(secret, "id-number").open("garbage")).toBeNull();
  });
});
