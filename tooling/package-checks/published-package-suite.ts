import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type ApiEntry, checkApiReport, measureEntry, type SizeEntry } from "./index.ts";

/** A published package's promises: its entries' public APIs (reports in etc/) and their gzip budgets in bytes. */
export interface PublishedPackage {
  name: string;
  /** The package's folder, as `new URL("..", import.meta.url)` from its test folder. */
  dir: URL;
  reports: readonly ApiEntry[];
  budgets: readonly (SizeEntry & { name: string; budget: number })[];
}

/**
 * What a published package promises, checked on the build its test script makes first (tsup): each
 * entry's public API against its report in etc/ (UPDATE_API_REPORT=1 writes them after a
 * deliberate change, to commit with a changeset), and each entry's size against its budget.
 */
export function describePublishedPackage(pkg: PublishedPackage): void {
  const packageDir = fileURLToPath(pkg.dir);
  const update = process.env.UPDATE_API_REPORT === "1";

  describe("the published API", () => {
    it.each(pkg.reports)(
      "$types matches its report in etc/ ($report)",
      (entry) => {
        const check = checkApiReport(packageDir, entry, update);
        expect(check.problems).toEqual([]);
        expect(
          check.changed,
          `the public API of ${entry.types} changed: review etc/temp/${entry.report}.api.md, then UPDATE_API_REPORT=1 pnpm --filter ${pkg.name} test and add a changeset`,
        ).toBe(false);
      },
      60_000,
    );
  });

  describe("size budgets (gzip)", () => {
    it.each(pkg.budgets)("$name stays within its budget", async (entry) => {
      const size = await measureEntry(packageDir, entry);
      console.info(`${entry.name}: ${size.gzip} B gzip (${size.raw} B minified), budget ${entry.budget} B`);
      expect(size.gzip).toBeLessThanOrEqual(entry.budget);
    });
  });
}
