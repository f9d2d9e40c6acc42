import { readdir, rm, statfs } from "node:fs/promises";
import path from "node:path";
import { portalDir, startServer, stopProcess } from "./product-process.ts";

/**
 * Shared set-up of the run: one server starts on an empty folder, migrates and seeds it, and
 * stops. Each worker then starts its services on a copy of that folder and resets them to it before
 * every journey file (support/test.ts), so each file has a fresh, seeded database without paying
 * for the migrations, the seed, a copy or a process start again.
 */
export default async function globalSetup(): Promise<void> {
  const root = await runRoot();
  await removeAbandonedRuns(root);
  const runDir = path.join(root, `e2e-${process.pid}`);
  await rm(runDir, { recursive: true, force: true });
  const template = path.join(runDir, "template");
  const base = Number(process.env.E2E_PORTAL_PORT ?? 3100);
  // Ports below the workers' range, free while the template is made.
  const server = await startServer({ dataDir: template, portalPort: base - 10, serverPort: base - 9, objectStorePort: base - 8 });
  await stopProcess(server);
  process.env.E2E_RUN_DIR = runDir;
}

/** Room a run needs: the template, two workers' copies (some 85 MB each) and the journeys' uploads. */
const RUN_ROOM_BYTES = 2 * 1024 ** 3;

/**
 * Where the run keeps its databases: E2E_RUN_ROOT when set, else memory (/dev/shm) when it has
 * room, else the repository's .data. Each worker copies the template and its services write
 * there; in memory, neither waits on the disk.
 */
async function runRoot(): Promise<string> {
  if (process.env.E2E_RUN_ROOT) return process.env.E2E_RUN_ROOT;
  const memory = await statfs("/dev/shm").catch(() => null);
  if (memory && memory.bavail * memory.bsize >= RUN_ROOM_BYTES) return "/dev/shm/cidp-journeys";
  return path.join(portalDir, "../../.data");
}

/** Runs whose runner is gone (killed before its teardown) would otherwise hold their copies in memory. */
async function removeAbandonedRuns(root: string): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(/^e2e-(\d+)$/.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) await rm(path.join(root, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
