import { randomBytes } from "node:crypto";
import { bankCardCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { seed } from "../../composition/seed.ts";
import { openDatabase } from "../../db/database.ts";
import { createFieldCipher } from "../../security/field-cipher.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { expectFailure, login } from "../../testing/suite-helpers.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { members } from "../member/schema.ts";
import { bankCardNumberHash } from "./number-hash.ts";
import { CARD_HASH_KEY_PURPOSE, cardHashKey } from "./number-hash-key.ts";
import { bankCardHashKeys, bankCards } from "./schema.ts";

// The key of the card numbers' hashes belongs to the database, sealed by SEALING_KEYS: a new
// TOKEN_SECRET logs everyone out and nothing more.

const card = { kind: "personal", cardNumber: "6217 0000 1000 0188 667", holderName: "张建国" };

describe("the card numbers' hash key", () => {
  it("is made once, at random, for a database without cards, kept sealed, and the same on every read", async () => {
    const t = await createTestApp({ memory: true });
    const cipher = createFieldCipher(randomSealingKeys(), CARD_HASH_KEY_PURPOSE);
    await t.database.db.delete(bankCards);
    const sessionSecret = randomBytes(32);
    const [first, second] = await Promise.all([cardHashKey(t.database.db, cipher, sessionSecret), cardHashKey(t.database.db, cipher, sessionSecret)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(Buffer.from(first).equals(sessionSecret)).toBe(false);
    const [row] = await t.database.db.select().from(bankCardHashKeys);
    expect(row?.sealedKey).not.toContain(Buffer.from(first).toString("base64"));
    expect(Buffer.from(await cardHashKey(t.database.db, cipher, randomBytes(32))).equals(Buffer.from(first))).toBe(true);
    await t.close();
  });

  it("keeps the session secret an older database hashed its cards with, so a new TOKEN_SECRET still refuses a card bound twice", async () => {
    const database = await openDatabase({ memory: true });
    await seed(database.db);
    const [zhang] = await database.db.select({ id: members.id }).from(members).where(eq(members.phone, "13800000001"));
    if (!zhang) throw new Error("the seed has no 张建国");
    // A card bound before the key was kept: hashed with the session secret, as earlier releases did.
    const oldSecret = randomBytes(32);
    await database.db.insert(bankCards).values({
      memberId: zhang.id,
      kind: "personal",
      holderName: "张建国",
      bankName: "建设银行",
      last4: "8667",
      numberHash: bankCardNumberHash(oldSecret, card.cardNumber.replaceAll(" ", "")),
    });
    // The first start of this release still has the old secret; the next one a new TOKEN_SECRET.
    const sealingKeys = randomSealingKeys();
    await cardHashKey(database.db, createFieldCipher(sealingKeys, CARD_HASH_KEY_PURPOSE), oldSecret);
    const app = await buildApp({ db: database.db, tokenSecret: randomBytes(32), sealingKeys, devHelpers: true });
    const t = { app, database, close: async () => {} };
    const response = await app.inject({ method: "POST", url: bankCardCalls.bind.path, headers: (await login(t, "13800000001")).headers, payload: card });
    expectFailure(response, 400, /请勿重复绑定/);
    await app.close();
    await database.close();
  });
});
