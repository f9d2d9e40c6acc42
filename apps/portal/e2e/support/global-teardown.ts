import { rm } from "node:fs/promises";
import path from "node:path";

/** Removes the journeys' throw-away database once the servers have stopped. */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes("e2e-")) await rm(path.resolve(import.meta.dirname, "../..", dataDir), { recursive: true, force: true });
}
