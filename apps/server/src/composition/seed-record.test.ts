import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { buildFingerprint, openSeedRecord } from "./seed-record.ts";

const folder = await mkdtemp(path.join(tmpdir(), "cidp-seed-record-"));
const opened: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
  await rm(folder, { recursive: true, force: true });
});

async function database(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ memory: true }, { migrate: false });
  opened.push(handle);
  return handle;
}

describe("the build's fingerprint", () => {
  it("is absent when running from source, so the seeds always run there", () => {
    expect(buildFingerprint(import.meta.url)).toBeNull();
  });

  it("hashes the bundled files beside the module and changes with any of them", async () => {
    const dist = await mkdtemp(path.join(folder, "dist-"));
    await writeFile(path.join(dist, "main.js"), "main");
    await writeFile(path.join(dist, "chunk-A.js"), "seeds v1");
    const entry = pathToFileURL(path.join(dist, "main.js")).href;
    const first = buildFingerprint(entry);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(buildFingerprint(entry)).toBe(first);
    await writeFile(path.join(dist, "chunk-A.js"), "seeds v2");
    expect(buildFingerprint(entry)).not.toBe(first);
  });
});

describe("the seed record", () => {
  it("is current only for the build, the database and the demo switch that completed the seed", async () => {
    const handle = await database();
    const file = path.join(folder, "record-1.json");
    const before = await openSeedRecord(handle.db, file, true, "build-1");
    expect(before.current).toBe(false);
    await before.save();
    expect((await openSeedRecord(handle.db, file, true, "build-1")).current).toBe(true);
    // A new build seeds again: its seeds may write more.
    expect((await openSeedRecord(handle.db, file, true, "build-2")).current).toBe(false);
    // The demo includes the reference data a start without it needs.
    expect((await openSeedRecord(handle.db, file, false, "build-1")).current).toBe(true);
    // Another database (a data folder replaced under the same record) seeds again.
    expect((await openSeedRecord((await database()).db, file, true, "build-1")).current).toBe(false);
  });

  it("is not current after a seed without the demo when the demo is switched on", async () => {
    const handle = await database();
    const file = path.join(folder, "record-2.json");
    await (await openSeedRecord(handle.db, file, false, "build-1")).save();
    expect((await openSeedRecord(handle.db, file, false, "build-1")).current).toBe(true);
    expect((await openSeedRecord(handle.db, file, true, "build-1")).current).toBe(false);
  });

  it("is saved into a data folder that does not exist yet (a services instance on Postgres)", async () => {
    const handle = await database();
    const file = path.join(folder, "not-yet", "made", "seed-record.json");
    await (await openSeedRecord(handle.db, file, false, "build-1")).save();
    expect((await openSeedRecord(handle.db, file, false, "build-1")).current).toBe(true);
  });

  it("seeds again when the record is torn, and always when running from source", async () => {
    const handle = await database();
    const file = path.join(folder, "record-3.json");
    await writeFile(file, '{"database":');
    expect((await openSeedRecord(handle.db, file, false, "build-1")).current).toBe(false);
    const fromSource = await openSeedRecord(handle.db, file, false, null);
    await fromSource.save();
    expect((await openSeedRecord(handle.db, file, false, null)).current).toBe(false);
  });
});
