import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { seed } from "../composition/seed.ts";
import { openDatabase } from "../db/database.ts";

/** The variable that names the seeded database's tarball to the test files (createTestApp). */
export const SEEDED_TEMPLATE_VARIABLE = "CIDP_TEST_SEEDED_DATABASE";

/**
 * Migrates and seeds one in-memory database before the run and dumps it to a file, which every
 * test's in-memory app then opens as it is. Each of some 170 test apps otherwise applied every
 * migration and the demo seed itself: about 5 s apiece on a quiet machine, 15 s on loaded cores.
 * The workers are started after this runs, so they inherit the variable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Once per run: the projects of the run (vitest.config.ts) share the one template.
  if (process.env[SEEDED_TEMPLATE_VARIABLE] && existsSync(process.env[SEEDED_TEMPLATE_VARIABLE])) return async () => undefined;
  const folder = await mkdtemp(path.join(tmpdir(), "cidp-test-template-"));
  const file = path.join(folder, "seeded.tar");
  const database = await openDatabase({ memory: true });
  try {
    await seed(database.db);
    const dump = await database.dump?.();
    if (!dump) throw new Error("the in-memory database cannot be dumped");
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  process.env[SEEDED_TEMPLATE_VARIABLE] = file;
  return () => rm(folder, { recursive: true, force: true });
}
