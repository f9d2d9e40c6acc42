import { rm } from "node:fs/promises";

/** Removes the run's template and every journey file's database once the workers have stopped. */
export default async function globalTeardown(): Promise<void> {
  const runDir = process.env.E2E_RUN_DIR;
  if (runDir?.includes("e2e-")) await rm(runDir, { recursive: true, force: true });
}
