import { readFileSync } from "node:fs";
import { cp, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { migrationsFolder } from "./database.ts";
import { schemaState } from "./schema-version.ts";

interface Journal {
  entries: { idx: number; when: number; tag: string; breakpoints: boolean }[];
}

const journalOf = (folder: string) => JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;

/** drizzle-kit's timestamp prefix (`migrations.prefix: "timestamp"`): UTC YYYYMMDDHHMMSS. */
const timestampPrefix = (when: number) => new Date(when).toISOString().replace(/\D/g, "").slice(0, 14);

describe("the migrations' journal", () => {
  const { entries } = journalOf(migrationsFolder);

  it("lists every migration newer than the one before (drizzle applies only those newer than the newest applied)", () => {
    for (const [i, entry] of entries.entries()) {
      expect(entry.idx, entry.tag).toBe(i);
      if (i > 0) expect(entry.when, `${entry.tag} must be newer than ${entries[i - 1]?.tag}: generate it again`).toBeGreaterThan(entries[i - 1]?.when ?? 0);
    }
  });

  it("names each migration by its number (the older ones) or by its creation time, and the files match", async () => {
    const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith(".sql")).sort();
    expect(files).toEqual(entries.map((entry) => `${entry.tag}.sql`).sort());
    for (const entry of entries) {
      const prefix = entry.tag.split("_")[0] ?? "";
      if (/^\d{14}$/.test(prefix)) expect(prefix, entry.tag).toBe(timestampPrefix(entry.when));
      else expect(prefix, entry.tag).toMatch(/^\d{4}$/);
    }
  });
});

describe("a database migrated before the timestamp names", () => {
  let folder: string;
  let client: PGlite;
  let db: Database;
  const applied = async () => Number(((await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`)) as { rows: { n: number }[] }).rows[0]?.n);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "cidp-migration-names-"));
    await cp(migrationsFolder, folder, { recursive: true });
    client = await PGlite.create();
    db = drizzle(client) as unknown as Database;
    await migrate(db as never, { migrationsFolder: folder });
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("is current with every migration renamed to its creation time: drizzle keys on the journal's `when`, not the name", async () => {
    const before = await applied();
    const journal = journalOf(folder);
    for (const entry of journal.entries) {
      const tag = `${timestampPrefix(entry.when)}_${entry.tag.replace(/^\d+_/, "")}`;
      await rename(path.join(folder, `${entry.tag}.sql`), path.join(folder, `${tag}.sql`));
      entry.tag = tag;
    }
    await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
    await migrate(db as never, { migrationsFolder: folder });
    expect(await applied()).toBe(before);
    expect(await schemaState(db, folder)).toEqual({ state: "current" });
  });

  it("takes a new timestamp-named migration after the numbered ones, and only that one", async () => {
    const before = await applied();
    const journal = journalOf(folder);
    const when = Math.max(...journal.entries.map((entry) => entry.when)) + 1000;
    const tag = `${timestampPrefix(when)}_probe`;
    await writeFile(path.join(folder, `${tag}.sql`), "CREATE TABLE migration_probe (id integer);");
    journal.entries.push({ idx: journal.entries.length, when, tag, breakpoints: true });
    await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
    expect(await schemaState(db, folder)).toEqual({ state: "behind", pending: 1 });
    await migrate(db as never, { migrationsFolder: folder });
    expect(await applied()).toBe(before + 1);
    expect(await schemaState(db, folder)).toEqual({ state: "current" });
    expect((await db.execute(sql`select to_regclass('migration_probe') as t`)) as unknown).toMatchObject({ rows: [{ t: "migration_probe" }] });
  });
});
