import type { Database } from "../../db/database.ts";
import { type SealingKeys, sealingKeyFingerprint } from "../../security/sealing-keys.ts";
import { sealingKeyRecords } from "./schema.ts";

/** A start refused because SEALING_KEYS does not open this database's sealed data: one line per key. */
export class SealingKeyMismatchError extends Error {
  constructor(readonly problems: string[]) {
    super(`the services cannot open this database's sealed data:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "SealingKeyMismatchError";
  }
}

/**
 * Compares SEALING_KEYS with the keys that sealed this database's data, and records the current key
 * when it is new to it. Refused: a key of a recorded id whose fingerprint differs (a restore with
 * another installation's or a mistyped key), and a recorded key the ring no longer lists (its data
 * would be unreadable). Run at every start, before the services answer, on every instance.
 *
 * Only the current key is recorded: it is the only one that seals. An older key listed after it was
 * recorded when it was current; once `cli.js sealing-keys reseal` has retired it (reseal.ts), an
 * instance still listing it must not record it again, or the start without it would be refused.
 */
export async function checkSealingKeys(db: Database, keys: SealingKeys): Promise<void> {
  const ours = keys.ids.map((id) => ({ id, fingerprint: sealingKeyFingerprint(keys.secretOf(id) as Uint8Array) }));
  // Recorded first, then read back: two instances starting together agree on the first one's record.
  await db
    .insert(sealingKeyRecords)
    .values(ours.filter((key) => key.id === keys.current))
    .onConflictDoNothing();
  const recorded = await db.select({ id: sealingKeyRecords.id, fingerprint: sealingKeyRecords.fingerprint }).from(sealingKeyRecords);
  const problems: string[] = [];
  for (const record of recorded) {
    const given = ours.find((key) => key.id === record.id);
    if (!given)
      problems.push(
        `SEALING_KEYS lacks the key "${record.id}", which sealed data in this database: list it after the current key (the copy kept with the backup)`,
      );
    else if (given.fingerprint !== record.fingerprint)
      problems.push(
        `SEALING_KEYS: the key "${record.id}" is not the one that sealed this database's data (restored with another installation's key?): set the key kept with this database's backup`,
      );
  }
  if (problems.length > 0) throw new SealingKeyMismatchError(problems);
}
