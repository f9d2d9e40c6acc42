import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Which part of the page to scan: a dialog or drawer alone, when the page behind it is covered. */
interface AxeScope {
  include?: string;
  /** Names the scan in a failure (the path, when one test scans several pages). */
  label?: string;
}

/**
 * What axe finds on the page as it stands, one line per rule (its id and the nodes): its default
 * rules, which cover WCAG 2.0/2.1 A and AA, and WCAG 2.2's target size (2.5.8, 24 px), which axe
 * leaves off by default. Every journey's scan goes through here, so none can run with fewer rules
 * than the others.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // A page reached by a click or a form's redirect shows its heading as soon as its HTML is read,
  // before its style sheets have come: axe would then measure the unstyled page (the back office's
  // 退出登录 at the browser's 21 px, not its 32). So the scan waits for the page's load, which
  // waits for them; a page changed in place (a dialog, a client-side navigation) has loaded already.
  await page.waitForLoadState("load");
  let builder = new AxeBuilder({ page }).options({ rules: { "target-size": { enabled: true } } });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Asserts axe finds no violation on the page as it stands (see axeViolations). */
export async function expectAxeClean(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope.include), scope.label).toEqual([]);
}
