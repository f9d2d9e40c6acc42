import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe-violations.ts";
import { markScanned } from "./every-page-scan.ts";

/** Which part of the page to scan: a dialog or drawer alone, when the page behind it is covered. */
interface AxeScope {
  include?: string;
  /** Names the scan in a failure (the path, when one test scans several pages). */
  label?: string;
}

/** Asserts axe finds no violation on the page as it stands (see axeViolations). */
export async function expectAxeClean(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope.include), scope.label).toEqual([]);
  // A whole page scanned here need not be scanned again when a journey next opens it (every-page-scan.ts).
  if (!scope.include) await markScanned(page);
}
