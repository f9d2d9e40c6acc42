import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { createFieldCipher, sealedKeyId } from "../../security/field-cipher.ts";
import { parseSealingKeys } from "../../security/sealing-keys.ts";
import { operatorEnrolments, operators } from "../operator/schema.ts";
import { checkSealingKeys } from "./sealing-key-check.ts";

// `cli.js sealing-keys reseal` as an operator runs it (here on an embedded database, the services
// stopped): the lines it prints, and its exit code for a done run, a wrong key and a value it cannot open.

const serverDir = fileURLToPath(new URL("../../..", import.meta.url));
const tsx = path.join(serverDir, "node_modules", ".bin", "tsx");
const [oldKey, newKey] = ["2026-05:reseal-command-old-key-7c1e9a20d4b6f385", "2026-11:reseal-command-new-key-2b8d6f0e13a9c547"];
const rotated = `${newKey},${oldKey}`;

let dataDir: string;
const pgliteDir = () => path.join(dataDir, "pglite");

/** Works on the data folder while no command has it open (one process at a time opens a PGlite folder). */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const database: DatabaseHandle = await openDatabase({ dataDir: pgliteDir() });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The command on the data folder with `SEALING_KEYS`: its exit code and what it printed. */
async function reseal(sealingKeys: string): Promise<{ code: number | null; output: string }> {
  const child: ChildProcess = spawn(tsx, ["src/cli.ts", "sealing-keys", "reseal"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir, SEALING_KEYS: sealingKeys },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const [code] = await once(child, "exit");
  return { code: code as number | null, output };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "cidp-reseal-command-"));
  await withDatabase(async (db) => {
    const keys = parseSealingKeys(oldKey);
    await checkSealingKeys(db, keys);
    await db
      .insert(operators)
      .values({ username: "reseal", displayName: "轮换", totpSecretCipher: createFieldCipher(keys, "operator-totp").seal("JBSWY3DPEHPK3PXP") });
  });
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("cli.js sealing-keys reseal", () => {
  it("re-seals under the new key, prints a line per column and per older key, and exits 0", async () => {
    const { code, output } = await reseal(rotated);
    expect(code, output).toBe(0);
    expect(output).toContain("personal_certification.id_number_cipher: 0 re-sealed, 0 skipped\n");
    expect(output).toContain("operator.totp_secret_cipher: 1 re-sealed, 0 skipped\n");
    expect(output).toContain('key "2026-05" retired: no stored value uses it; remove it from SEALING_KEYS\n');
    const [row] = await withDatabase((db) => db.select({ value: operators.totpSecretCipher }).from(operators).where(eq(operators.username, "reseal")));
    expect(sealedKeyId(row?.value ?? "")).toBe("2026-11");
    expect(createFieldCipher(parseSealingKeys(newKey), "operator-totp").open(row?.value ?? "")).toBe("JBSWY3DPEHPK3PXP");
  }, 120_000);

  it("refuses keys that do not open the database with the start's own lines, and exits 2", async () => {
    const { code, output } = await reseal("2026-11:another-installations-key-0123456789abcdef");
    expect(code, output).toBe(2);
    expect(output).toContain(`SEALING_KEYS: the key "2026-11" is not the one that sealed this database's data`);
    expect(output).not.toMatch(/\n\s+at /);
  }, 120_000);

  it("stops at a value it cannot open with one line naming it, and exits 1", async () => {
    const id = await withDatabase(async (db) => {
      const [staff] = await db.select({ id: operators.id }).from(operators).limit(1);
      const [enrolment] = await db
        .insert(operatorEnrolments)
        .values({
          operatorId: staff?.id ?? 0,
          tokenHash: "f".repeat(64),
          pendingSecretCipher: createFieldCipher(parseSealingKeys(oldKey), "id-number").seal("220102199003071234"),
          expiresAt: new Date(),
        })
        .returning({ id: operatorEnrolments.id });
      return enrolment?.id;
    });
    const { code, output } = await reseal(rotated);
    expect(code, output).toBe(1);
    expect(output).toContain(
      `sealing-keys reseal stopped: operator_enrolment.pending_secret_cipher, row ${id}: a value sealed with the key "2026-05" does not open as "operator-totp"`,
    );
    expect(output).not.toMatch(/\n\s+at /);
    expect(output).not.toContain("retired");
  }, 120_000);
});
