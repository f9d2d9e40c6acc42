import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq, type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSealedDemo } from "../../composition/prepare.ts";
import { seed } from "../../composition/seed.ts";
import { type Database, type DatabaseHandle, type DatabaseLocation, openDatabase } from "../../db/database.ts";
import { createFieldCipher, SealingKeyMissingError, sealedPrefixOf } from "../../security/field-cipher.ts";
import { type SealingKeys, sealingKeyFingerprint, sealingKeysOf } from "../../security/sealing-keys.ts";
import { SEEDED_TEMPLATE_VARIABLE } from "../../testing/seeded-template.global-setup.ts";
import { throwawayDatabase, whenPostgres } from "../../testing/suite-target.ts";
import { CARD_HASH_KEY_PURPOSE } from "../bankcard/number-hash-key.ts";
import { bankCardHashKeys } from "../bankcard/schema.ts";
import { corporateCertifications, personalCertifications } from "../certification/schema.ts";
import { certificationCiphers } from "../certification/sealed-fields.ts";
import { operatorEnrolments, operatorSessions, operators } from "../operator/schema.ts";
import { createSealedEnvelopes, INQUIRY_SEAL_SCOPE, TENDER_SEAL_SCOPE } from "../sealed-bidding/sealed-envelopes.ts";
import { ResealError, resealStoredValues, staleValues, writeResealed } from "./reseal.ts";
import { sealingKeyRecords } from "./schema.ts";
import { SEALED_COLUMNS } from "./sealed-columns.ts";
import { checkSealingKeys, SealingKeyMismatchError } from "./sealing-key-check.ts";

// A rotation carried to its end: everything sealed under the old key A is sealed anew under the new
// key B while the ring is [B, A], and A is retired, so the services start with [B] alone. The values
// are the demo's, sealed by their owners' own code (certifications, sealed quotations and bids) and
// the operators' TOTP secrets; they are opened afterwards by that same code with B alone.

const [A, B] = ["2026-05", "2026-11"];
const [secretA, secretB] = [randomBytes(32), randomBytes(32)];
const ringA = sealingKeysOf([[A, secretA]]);
const ringBA = sealingKeysOf([
  [B, secretB],
  [A, secretA],
]);
const ringB = sealingKeysOf([[B, secretB]]);
/** The operators' TOTP cipher, as app.ts makes it. */
const totpCipher = (keys: SealingKeys) => createFieldCipher(keys, "operator-totp");

/** A database with the demo's members and businesses (the sealed demo needs them): the run's seeded template when there is one. */
async function seededDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  const template = process.env[SEEDED_TEMPLATE_VARIABLE];
  if ("memory" in location && template) return openDatabase({ memory: true, from: new Blob([await readFile(template)]) });
  const database = await openDatabase(location);
  await seed(database.db);
  return database;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The start's refusal lines for `keys`, or [] when it starts. */
async function refusal(db: Database, keys: SealingKeys): Promise<string[]> {
  try {
    await checkSealingKeys(db, keys);
    return [];
  } catch (error) {
    if (error instanceof SealingKeyMismatchError) return error.problems;
    throw error;
  }
}

/**
 * Every column of the database (any table, not only the ones reseal.ts knows) holding values sealed
 * by `keyId`, with how many: a sealed column the re-seal forgot would still show the old key here.
 */
async function columnsSealedBy(db: Database, keyId: string): Promise<Record<string, number>> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb') order by table_name, column_name`,
  );
  const found: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const [counted] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${sealedPrefixOf(keyId)}%`}`,
    );
    if ((counted?.n ?? 0) > 0) found[`${table}.${column}`] = Number(counted?.n);
  }
  return found;
}

interface CallRow {
  id: number;
  public_key: string;
  sealed_private_key: string;
}

/**
 * Everything sealed, opened with `keys` by the owners' code: ID and account numbers, TOTP secrets,
 * every author's copy of a quotation or bid, and the buyer's copy of every opened round and tender.
 */
async function openedWith(db: Database, keys: SealingKeys) {
  const texts: Record<string, unknown> = {};
  const { idNumbers, accounts } = certificationCiphers(keys);
  for (const row of await db.select().from(personalCertifications)) texts[`personal ${row.id}`] = idNumbers.open(row.idNumberCipher);
  for (const row of await db.select().from(corporateCertifications)) texts[`corporate ${row.id}`] = accounts.open(row.accountCipher);
  const totp = totpCipher(keys);
  for (const row of await db.select().from(operators)) if (row.totpSecretCipher) texts[`operator ${row.id}`] = totp.open(row.totpSecretCipher);
  for (const row of await db.select().from(operatorEnrolments)) if (row.pendingSecretCipher) texts[`enrolment ${row.id}`] = totp.open(row.pendingSecretCipher);
  for (const row of await db.select().from(operatorSessions)) if (row.pendingSecretCipher) texts[`session ${row.id}`] = totp.open(row.pendingSecretCipher);
  const cardHashKeys = createFieldCipher(keys, CARD_HASH_KEY_PURPOSE);
  for (const row of await db.select().from(bankCardHashKeys)) texts[`card hash key ${row.id}`] = cardHashKeys.open(row.sealedKey);

  const opened = { quotationsForBuyer: 0, quotationsForAuthor: 0, bidsForTenderer: 0, bidsForAuthor: 0 };
  const inquiry = createSealedEnvelopes(keys, INQUIRY_SEAL_SCOPE);
  const sheets = new Map(
    (await rows<CallRow & { opened_rounds: number }>(db, sql`select id, public_key, sealed_private_key, opened_rounds from inquiry_sheet`)).map((s) => [
      s.id,
      { id: s.id, publicKey: s.public_key, sealedPrivateKey: s.sealed_private_key, openedRounds: s.opened_rounds },
    ]),
  );
  type Quotation = { id: number; sheet_id: number; supplier_business_id: number; sealed_for_author: string | null; sealed_rounds: Record<string, string> };
  for (const q of await rows<Quotation>(db, sql`select id, sheet_id, supplier_business_id, sealed_for_author, sealed_rounds from inquiry_quotation`)) {
    if (q.sealed_for_author) {
      texts[`quotation ${q.id} author`] = inquiry.openForAuthor(q.sheet_id, q.supplier_business_id, q.sealed_for_author);
      opened.quotationsForAuthor++;
    }
    const sheet = sheets.get(q.sheet_id);
    for (const [round, sealed] of Object.entries(q.sealed_rounds))
      if (sheet && Number(round) <= sheet.openedRounds) {
        texts[`quotation ${q.id} round ${round}`] = inquiry.openForBuyer(sheet, Number(round), sealed);
        opened.quotationsForBuyer++;
      }
  }
  const tender = createSealedEnvelopes(keys, TENDER_SEAL_SCOPE);
  const tenders = new Map(
    (await rows<CallRow & { opened_at: unknown }>(db, sql`select id, public_key, sealed_private_key, opened_at from tender`)).map((t) => [
      t.id,
      { id: t.id, publicKey: t.public_key, sealedPrivateKey: t.sealed_private_key, openedRounds: t.opened_at ? 1 : 0 },
    ]),
  );
  type Bid = { id: number; tender_id: number; business_id: number; sealed_for_author: string | null; sealed_for_tenderer: string | null };
  for (const b of await rows<Bid>(db, sql`select id, tender_id, business_id, sealed_for_author, sealed_for_tenderer from tender_bidder`)) {
    if (b.sealed_for_author) {
      texts[`bid ${b.id} author`] = tender.openForAuthor(b.tender_id, b.business_id, b.sealed_for_author);
      opened.bidsForAuthor++;
    }
    const call = tenders.get(b.tender_id);
    if (call?.openedRounds && b.sealed_for_tenderer) {
      texts[`bid ${b.id} tenderer`] = tender.openForBuyer(call, 1, b.sealed_for_tenderer);
      opened.bidsForTenderer++;
    }
  }
  return { texts, opened };
}

/** Every sealed column's values as stored, to tell a run that changed nothing. */
async function storedValues(db: Database): Promise<string[]> {
  const all: string[] = [];
  for (const column of SEALED_COLUMNS) {
    const values = await db.select({ id: column.id, value: column.value }).from(column.table).orderBy(column.id);
    all.push(...values.map((row) => `${column.name} ${String(row.id)} ${String(row.value)}`));
  }
  return all;
}

const everySealedColumn = [
  "personal_certification.id_number_cipher",
  "corporate_certification.account_cipher",
  "operator.totp_secret_cipher",
  "bank_card_hash_key.sealed_key",
  "operator_enrolment.pending_secret_cipher",
  "operator_session.pending_secret_cipher",
  "inquiry_sheet.sealed_private_key",
  "inquiry_quotation.sealed_for_author",
  "tender.sealed_private_key",
  "tender_bidder.sealed_for_author",
];

/** The demo sealed under A, and operators' TOTP secrets (bound, offered by a link, offered in an old session) under A too. */
async function sealEverythingUnderA(db: Database): Promise<void> {
  await checkSealingKeys(db, ringA);
  await seedSealedDemo(db, { tokenSecret: randomBytes(32), sealingKeys: ringA });
  const totp = totpCipher(ringA);
  const staff = await db.select({ id: operators.id }).from(operators).orderBy(operators.id);
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (const [index, { id }] of staff.entries()) {
    await db
      .update(operators)
      .set({ totpSecretCipher: totp.seal(`BOUNDSECRET${index}`) })
      .where(eq(operators.id, id));
    await db
      .insert(operatorEnrolments)
      .values({ operatorId: id, tokenHash: randomBytes(32).toString("hex"), pendingSecretCipher: totp.seal(`LINK${index}`), expiresAt });
    await db
      .insert(operatorSessions)
      .values({ id: randomUUID(), operatorId: id, stage: "password", pendingSecretCipher: totp.seal(`SESSION${index}`), expiresAt });
  }
}

function resealSuite(name: string, open: () => Promise<{ database: DatabaseHandle; close(): Promise<void> }>) {
  describe(`re-sealing after a rotation (${name})`, () => {
    let opened: { database: DatabaseHandle; close(): Promise<void> };
    let db: Database;
    let sealedByA: Record<string, number>;
    let before: Awaited<ReturnType<typeof openedWith>>;

    beforeAll(async () => {
      opened = await open();
      db = opened.database.db;
      await sealEverythingUnderA(db);
    }, 300_000);
    afterAll(() => opened?.close());

    it("finds A in every sealed column before, and a start with B alone is refused", async () => {
      sealedByA = await columnsSealedBy(db, A);
      expect(Object.keys(sealedByA).sort()).toEqual([...everySealedColumn].sort());
      expect(SEALED_COLUMNS.map((column) => column.name).sort()).toEqual([...everySealedColumn].sort());
      expect(await refusal(db, ringBA)).toEqual([]);
      expect(await refusal(db, ringB)).toEqual([
        `SEALING_KEYS lacks the key "${A}", which sealed data in this database: list it after the current key (the copy kept with the backup)`,
      ]);
      await expect(openedWith(db, ringB)).rejects.toThrow(SealingKeyMissingError);
    });

    it("never overwrites a value changed between the re-seal's read and its write: skipped, and re-sealed by the next run", async () => {
      const column = SEALED_COLUMNS.find((c) => c.name === "operator.totp_secret_cipher");
      if (!column) throw new Error("no TOTP column");
      const [read] = await staleValues(db, column, B, undefined, 1);
      if (!read) throw new Error("nothing to re-seal");
      // An operator re-enrolled meanwhile, on an instance still sealing under A.
      const changed = totpCipher(ringA).seal("REENROLLED");
      await db
        .update(operators)
        .set({ totpSecretCipher: changed })
        .where(eq(operators.id, Number(read.id)));
      const resealed = totpCipher(ringBA).reseal(read.sealed) ?? "";
      expect(await writeResealed(db, column, [{ id: read.id, sealed: read.sealed, resealed }])).toEqual({ resealed: 0, skipped: 1 });
      const [row] = await db
        .select({ value: operators.totpSecretCipher })
        .from(operators)
        .where(eq(operators.id, Number(read.id)));
      expect(row?.value).toBe(changed);
      // The same write where nothing changed is made: the compare is what told them apart.
      expect(await writeResealed(db, column, [{ id: read.id, sealed: changed, resealed }])).toEqual({ resealed: 1, skipped: 0 });
      await db
        .update(operators)
        .set({ totpSecretCipher: changed })
        .where(eq(operators.id, Number(read.id)));
    });

    it("re-seals every value under B, column by column in batches, and retires A", async () => {
      before = await openedWith(db, ringA);
      expect(before.opened.quotationsForBuyer).toBeGreaterThan(0);
      expect(before.opened.quotationsForAuthor).toBeGreaterThan(0);
      expect(before.opened.bidsForTenderer).toBeGreaterThan(0);
      expect(before.opened.bidsForAuthor).toBeGreaterThan(0);
      expect(Object.values(before.texts)).not.toContain(null);

      const report = await resealStoredValues(db, ringBA, { batchSize: 3 });
      expect(report.columns.map((column) => column.column).sort()).toEqual([...everySealedColumn].sort());
      expect(Object.fromEntries(report.columns.map((column) => [column.column, column.resealed]))).toEqual(sealedByA);
      expect(report.columns.every((column) => column.skipped === 0)).toBe(true);
      expect(report).toMatchObject({ retired: [A], stillInUse: [] });
    });

    it("leaves no value under A anywhere; B seals as many; B alone opens them to the same text, buyers' and authors' copies alike", async () => {
      expect(await columnsSealedBy(db, A)).toEqual({});
      expect(await columnsSealedBy(db, B)).toEqual(sealedByA);
      const after = await openedWith(db, ringB);
      expect(after).toEqual(before);
      expect(Object.values(after.texts)).toContain("REENROLLED");
    });

    it("has retired A: no record, so a start with B alone passes, and an instance still listing A does not record it again", async () => {
      expect((await db.select({ id: sealingKeyRecords.id }).from(sealingKeyRecords)).map((record) => record.id)).toEqual([B]);
      expect(await refusal(db, ringB)).toEqual([]);
      expect(await refusal(db, ringBA)).toEqual([]);
      expect(await refusal(db, ringB)).toEqual([]);
    });

    it("changes nothing when run again, and says A may go", async () => {
      const stored = await storedValues(db);
      const again = await resealStoredValues(db, ringBA);
      expect(again.columns.every((column) => column.resealed === 0 && column.skipped === 0)).toBe(true);
      expect(again).toMatchObject({ retired: [A], stillInUse: [] });
      expect(await storedValues(db)).toEqual(stored);
      expect(await resealStoredValues(db, ringB)).toMatchObject({ retired: [], stillInUse: [] });
    });

    it("stops at a value that does not open for its column's purpose, naming it, and neither overwrites it nor retires its key", async () => {
      const [staff] = await db.select({ id: operators.id }).from(operators).limit(1);
      const foreign = createFieldCipher(ringA, "id-number").seal("220102199003071234");
      const [enrolment] = await db
        .insert(operatorEnrolments)
        .values({ operatorId: staff?.id ?? 0, tokenHash: randomBytes(32).toString("hex"), pendingSecretCipher: foreign, expiresAt: new Date() })
        .returning({ id: operatorEnrolments.id });
      // A sealed it, so A is recorded again (as a start with A first would have).
      await db.insert(sealingKeyRecords).values({ id: A, fingerprint: sealingKeyFingerprint(secretA) });
      try {
        const stopped: unknown = await resealStoredValues(db, ringBA).catch((error: unknown) => error);
        expect(stopped).toBeInstanceOf(ResealError);
        expect((stopped as Error).message).toBe(
          `operator_enrolment.pending_secret_cipher, row ${enrolment?.id}: a value sealed with the key "${A}" does not open as "operator-totp" (sealed for another purpose, or altered): left as it is`,
        );
        const [row] = await db
          .select({ value: operatorEnrolments.pendingSecretCipher })
          .from(operatorEnrolments)
          .where(eq(operatorEnrolments.id, enrolment?.id ?? 0));
        expect(row?.value).toBe(foreign);
        expect((await db.select({ id: sealingKeyRecords.id }).from(sealingKeyRecords)).map((record) => record.id).sort()).toEqual([A, B]);
      } finally {
        await db.delete(operatorEnrolments).where(eq(operatorEnrolments.id, enrolment?.id ?? 0));
        await db.delete(sealingKeyRecords).where(eq(sealingKeyRecords.id, A));
      }
    });
  });
}

resealSuite("PGlite", async () => {
  const database = await seededDatabase({ memory: true });
  return { database, close: () => database.close() };
});

whenPostgres("re-sealing after a rotation", (serverUrl) => {
  resealSuite("Postgres", async () => {
    const made = await throwawayDatabase(serverUrl, "reseal");
    const database = await seededDatabase({ url: made.url });
    return {
      database,
      close: async () => {
        await database.close();
        await made.drop();
      },
    };
  });

  describe("re-sealing beside a running instance on Postgres", () => {
    let database: DatabaseHandle;
    let drop: () => Promise<void>;
    let url: string;
    beforeAll(async () => {
      const made = await throwawayDatabase(serverUrl, "reseal_race");
      ({ url, drop } = made);
      database = await openDatabase({ url });
    }, 120_000);
    afterAll(async () => {
      await database?.close();
      await drop?.();
    });

    it("skips a row another connection changes while the re-seal waits for it, keeps that change, and re-seals it on the next run", async () => {
      const db = database.db;
      await checkSealingKeys(db, ringA);
      const totp = totpCipher(ringA);
      const staff = await db
        .insert(operators)
        .values(["a", "b", "c"].map((name, index) => ({ username: `race-${name}`, displayName: name, totpSecretCipher: totp.seal(`SECRET${index}`) })))
        .returning({ id: operators.id });
      const target = staff[1]?.id ?? 0;
      const changed = totp.seal("CHANGED");
      // Another instance (still sealing under A) re-binds the operator's authenticator, and has not committed yet.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await other.query("begin");
        await other.query("update operator set totp_secret_cipher = $1 where id = $2", [changed, target]);
        const running = resealStoredValues(db, ringBA);
        // The re-seal read the old value (the change is not committed) and now waits for the row.
        for (let tries = 0; tries < 600; tries++) {
          const waiting = await other.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
          );
          if (waiting.rows[0]?.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await other.query("commit");
        const report = await running;
        expect(report.columns.find((column) => column.column === "operator.totp_secret_cipher")).toEqual({
          column: "operator.totp_secret_cipher",
          resealed: 2,
          skipped: 1,
        });
        expect(report).toMatchObject({ retired: [], stillInUse: [{ keyId: A, values: 1 }] });
      } finally {
        await other.end();
      }
      const [row] = await db.select({ value: operators.totpSecretCipher }).from(operators).where(eq(operators.id, target));
      expect(row?.value).toBe(changed);
      expect(await refusal(db, ringB)).not.toEqual([]);

      const again = await resealStoredValues(db, ringBA);
      expect(again.columns.find((column) => column.column === "operator.totp_secret_cipher")).toMatchObject({ resealed: 1, skipped: 0 });
      expect(again).toMatchObject({ retired: [A], stillInUse: [] });
      const [resealed] = await db.select({ value: operators.totpSecretCipher }).from(operators).where(eq(operators.id, target));
      expect(totpCipher(ringB).open(resealed?.value ?? "")).toBe("CHANGED");
      expect(await refusal(db, ringB)).toEqual([]);
    });
  });
});
