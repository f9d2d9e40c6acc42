import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { FieldCipher } from "../../security/field-cipher.ts";
import { bankCardHashKeys, bankCards } from "./schema.ts";

/** What the hash key is sealed for (platform/sealing-keys/sealed-columns.ts re-seals it under the same purpose). */
export const CARD_HASH_KEY_PURPOSE = "bank-card-hash-key";

/** A stored key that does not open: said loudly, never replaced (every stored hash depends on it). */
export class CardHashKeyUnreadableError extends Error {
  constructor() {
    super("bank_card_hash_key does not open with SEALING_KEYS: restore the keys kept with this database's backups");
    this.name = "CardHashKeyUnreadableError";
  }
}

async function storedKey(db: Database, cipher: FieldCipher): Promise<Uint8Array | null> {
  const [row] = await db.select({ sealedKey: bankCardHashKeys.sealedKey }).from(bankCardHashKeys).where(eq(bankCardHashKeys.id, 1));
  if (!row) return null;
  const plain = cipher.open(row.sealedKey);
  if (plain === null) throw new CardHashKeyUnreadableError();
  return Buffer.from(plain, "base64");
}

/**
 * The key of the card numbers' hashes, made on first use: random for a database without cards; for
 * one whose cards were hashed before the key was kept (with the session secret), that secret,
 * so every stored hash still matches. Instances starting together agree on the first one stored.
 */
export async function cardHashKey(db: Database, cipher: FieldCipher, earlierKey: Uint8Array): Promise<Uint8Array> {
  const known = await storedKey(db, cipher);
  if (known) return known;
  const [anyCard] = await db.select({ id: bankCards.id }).from(bankCards).limit(1);
  const key = anyCard ? Buffer.from(earlierKey) : randomBytes(32);
  await db
    .insert(bankCardHashKeys)
    .values({ id: 1, sealedKey: cipher.seal(key.toString("base64")) })
    .onConflictDoNothing();
  const stored = await storedKey(db, cipher);
  if (!stored) throw new Error("bank_card_hash_key was not stored");
  return stored;
}
