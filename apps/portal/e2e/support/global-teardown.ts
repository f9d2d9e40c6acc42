import { rm } from "node:fs/promises";
import { everyPageScanSummary } from "./every-page-scan.ts";

/** Reports the run's axe coverage, then removes the run's template and every journey file's database once the workers have stopped. */
export default async function globalTeardown(): Promise<void> {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir?.includes("e2e-")) return;
  const scans = await everyPageScanSummary();
  console.log(
    `axe: ${scans.journey + scans.goto} kinds of page scanned (${scans.journey} by a journey's own call, ${scans.goto} after a goto); ${scans.unscanned} left a scan mid-way`,
  );
  await rm(runDir, { recursive: true, force: true });
  // A run that opened pages but scanned none would mean the scan after goto is not wired in.
  if (scans.opened > 0 && scans.journey + scans.goto === 0) throw new Error("axe scanned no page in this run: see e2e/support/every-page-scan.ts");
}
