import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFieldCipher } from "../../security/field-cipher.ts";
import { sealingKeysOf } from "../../security/sealing-keys.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { checkSealingKeys, SealingKeyMismatchError } from "./sealing-key-check.ts";

// A database remembers which keys sealed its data (by fingerprint): a start with another key of the
// same id, or without a key that sealed, is refused with a line naming the key; a rotation (a new
// key first, the old one kept after it) starts, and what the old key sealed still opens.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [first, second, stranger] = [randomBytes(32), randomBytes(32), randomBytes(32)];

async function refusal(keys: Parameters<typeof checkSealingKeys>[1]): Promise<string[]> {
  try {
    await checkSealingKeys(t.database.db, keys);
    return [];
  } catch (error) {
    if (error instanceof SealingKeyMismatchError) return error.problems;
    throw error;
  }
}

describe("the sealing keys a database was sealed with", () => {
  it("records the keys of the first start, and starts again with the same ones", async () => {
    expect(await refusal(sealingKeysOf([["2026-01", first]]))).toEqual([]);
    expect(await refusal(sealingKeysOf([["2026-01", first]]))).toEqual([]);
  });

  it("refuses a key of a recorded id that is another key (a restore with another installation's keys)", async () => {
    expect(await refusal(sealingKeysOf([["2026-01", stranger]]))).toEqual([
      "SEALING_KEYS: the key \"2026-01\" is not the one that sealed this database's data (restored with another installation's key?): set the key kept with this database's backup",
    ]);
  });

  it("starts after a rotation and opens what the old key sealed; refuses when the old key is dropped", async () => {
    const sealed = createFieldCipher(sealingKeysOf([["2026-01", first]]), "id-number").seal("220102199003071234");
    const rotated = sealingKeysOf([
      ["2026-11", second],
      ["2026-01", first],
    ]);
    expect(await refusal(rotated)).toEqual([]);
    expect(createFieldCipher(rotated, "id-number").open(sealed)).toBe("220102199003071234");
    expect(await refusal(sealingKeysOf([["2026-11", second]]))).toEqual([
      'SEALING_KEYS lacks the key "2026-01", which sealed data in this database: list it after the current key (the copy kept with the backup)',
    ]);
  });

  it("records only the key that seals: a key listed after it that never sealed here can be dropped again", async () => {
    const unused = randomBytes(32);
    const withUnused = sealingKeysOf([
      ["2026-11", second],
      ["2026-01", first],
      ["2025-01", unused],
    ]);
    expect(await refusal(withUnused)).toEqual([]);
    expect(
      await refusal(
        sealingKeysOf([
          ["2026-11", second],
          ["2026-01", first],
        ]),
      ),
    ).toEqual([]);
  });
});
