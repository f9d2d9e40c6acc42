import path from "node:path";
import type { ReporterDescription } from "@playwright/test";

/**
 * The list on the console; in the test command (TEST_REPORT_DIR set by scripts/test.sh) also a JSON
 * report, from which the run's duration report names the slowest files (scripts/test-durations.mjs).
 */
export function runReporters(name: string): ReporterDescription[] {
  const reportDir = process.env.TEST_REPORT_DIR;
  return reportDir ? [["list"], ["json", { outputFile: path.join(reportDir, `${name}.json`) }]] : [["list"]];
}
