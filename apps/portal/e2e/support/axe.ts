import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

/** Which part of the page to scan: a dialog or drawer alone, when the page behind it is covered. */
interface AxeScope {
  include?: string;
  /** Names the scan in a failure (the path, when one test scans several pages). */
  label?: string;
}

/** What a scan hands back from the page: a line per violated rule, nothing else crosses over. */
type ScanInPage = (input: { include: string | null }) => Promise<string[]>;

/**
 * Runs in the page: axe's default rules, which cover WCAG 2.0/2.1 A and AA, and WCAG 2.2's target
 * size (2.5.8, 24 px), which axe leaves off by default. Only violations are built in full
 * (`resultTypes`), and only their rule and nodes are sent back.
 */
const scanInPage: ScanInPage = async ({ include }) => {
  const run = (window as unknown as { axe: typeof axe }).axe.run;
  const results = await run(include ? { include: [include] } : document, {
    rules: { "target-size": { enabled: true } },
    resultTypes: ["violations"],
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
};

/** Runs in the page: resolves when every running animation with an end has ended (or was cancelled). */
const settleFiniteAnimations = async (): Promise<void> => {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
};

/**
 * What axe finds on the page as it stands, one line per rule (its id and the nodes). Every
 * journey's scan goes through here, so none can run with fewer rules than the others.
 *
 * axe-core runs in the page itself (axe.run), not through @axe-core/playwright: that wrapper opens a
 * blank page for every scan to merge the results of each frame (runPartial / finishRun) and
 * injects axe twice. Our pages have no cross-origin frames, and the wrapper's way took 1.2-3.4 s a
 * scan against 0.4-0.9 s this way, over some 300 scans a run. A page that came to hold a frame
 * fails the scan rather than passing with the frame unread.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // A page reached by a click or a form's redirect shows its heading as soon as its HTML is read,
  // before its style sheets have come: axe would then measure the unstyled page (the back office's
  // 退出登录 at the browser's 21 px, not its 32). So the scan waits for the page's load, which
  // waits for them; a page changed in place (a dialog, a client-side navigation) has loaded already.
  await page.waitForLoadState("load");
  const frames = page.frames().length - 1;
  if (frames > 0) throw new Error(`${page.url()} holds ${frames} frame(s): scan them with axe's frame-aware run (runPartial) before relying on this scan`);
  // A dialog or drawer that has just opened is still fading in: axe would measure its text's contrast
  // half transparent (a scan of the slider puzzle's dialog failed so, once in a run). The scan waits
  // for the animations that end; a spinner's or a skeleton's run forever and are not waited for.
  await page.evaluate(settleFiniteAnimations);
  // Once per document: a scan after a change in place finds axe there already.
  if (!(await page.evaluate("typeof window.axe === 'object'"))) await page.evaluate(axe.source);
  return page.evaluate(scanInPage, { include: include ?? null });
}

/** Asserts axe finds no violation on the page as it stands (see axeViolations). */
export async function expectAxeClean(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope.include), scope.label).toEqual([]);
}
