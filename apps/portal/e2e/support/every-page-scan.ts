import { createHash } from "node:crypto";
import { appendFile, mkdir, open, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, type Response } from "@playwright/test";
import { axeViolations } from "./axe-violations.ts";
import { operatorPort, portalPort } from "./ports.ts";

/**
 * Axe on every page the journeys open (issue: "journeys with axe on every page they visit"):
 * each `page.goto` to a page of the portal or the back office is followed by a scan, once per
 * kind of page in the whole run — the same path on the same host, or the same error status — so
 * the 170 journeys pay for each page once, whichever worker opens it first. A journey's own
 * expectAxeClean counts as that page's scan. Pages reached by a click are scanned by the
 * journeys' explicit calls; this covers the rest of what they open.
 */

const runDir = () => {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error("E2E_RUN_DIR is unset: run the journeys through playwright.config.ts");
  return dir;
};
const claimsDir = () => path.join(runDir(), "axe-scanned");
/** One line per scan and per page that could not be scanned (a navigation away mid-scan), read by the run's summary. */
const scanLogFile = () => path.join(runDir(), "axe-every-page.log");

/** The kind of page an address and status stand for, the same for every worker (whose ports differ). */
function pageKind(address: string, status: number): string | null {
  const url = new URL(address);
  const port = Number(url.port);
  const app = port === portalPort ? "portal" : port === operatorPort ? "operator" : null;
  if (!app) return null;
  // Every 404 (or 400) page of an app is one page, whatever address asked for it.
  if (status >= 400) return `${app} ${url.hostname} ${status}`;
  return `${app} ${url.hostname}${url.pathname.replace(/\/\d+(?=\/|$)/g, "/:id")}`;
}

/** Takes a kind of page for this scan; false when another scan, in any worker, already has it. */
async function claim(kind: string): Promise<string | null> {
  await mkdir(claimsDir(), { recursive: true });
  const file = path.join(claimsDir(), createHash("sha1").update(kind).digest("hex"));
  try {
    const handle = await open(file, "wx");
    await handle.writeFile(kind);
    await handle.close();
    return file;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return null;
    throw error;
  }
}

/** Records a journey's own scan of the page as it stands, so the page is not scanned again. */
export async function markScanned(page: Page): Promise<void> {
  const kind = pageKind(page.url(), 200);
  if (kind && (await claim(kind))) await appendFile(scanLogFile(), `journey ${kind}\n`);
}

/** Scans the page a `goto` landed on, when no scan has covered its kind yet. */
async function scanOnce(page: Page, response: Response): Promise<void> {
  if (!(response.headers()["content-type"] ?? "").includes("text/html")) return;
  const kind = pageKind(page.url(), response.status());
  if (!kind) return;
  await appendFile(scanLogFile(), `opened ${kind}\n`);
  const file = await claim(kind);
  if (!file) return;
  let violations: string[];
  try {
    // Scripts that run after the load (hydration, the header's member area) settle first.
    await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => {});
    violations = await axeViolations(page);
  } catch (error) {
    // The page went on (a redirect by script, a closed page) before axe finished: not a finding.
    // Another visit scans it.
    await unlink(file).catch(() => {});
    await appendFile(scanLogFile(), `unscanned ${kind}: ${(error as Error).message.split("\n")[0]}\n`);
    return;
  }
  await appendFile(scanLogFile(), `goto ${kind}\n`);
  expect(violations, `axe on ${page.url()} (the first journey to open ${kind})`).toEqual([]);
}

type Goto = Page["goto"];
const patched = new WeakSet<object>();

/**
 * Makes every page of this worker scan after `goto`. Pages come from the `page` fixture and from
 * `browser.newContext()` alike (the back office's desk, a second member), so the scan is put on
 * the pages' class, once per worker, rather than on one fixture's page.
 */
export function scanEveryPageAfterGoto(samplePage: Page): void {
  const prototype = Object.getPrototypeOf(samplePage) as { goto: Goto };
  if (patched.has(prototype)) return;
  patched.add(prototype);
  const goto = prototype.goto;
  prototype.goto = async function (this: Page, ...args: Parameters<Goto>) {
    const response = await goto.apply(this, args);
    if (response && !this.isClosed()) await scanOnce(this, response);
    return response;
  } as Goto;
}

/** The run's figures: how many kinds of page were scanned, by a journey's own call or after a goto. */
export async function everyPageScanSummary(): Promise<{ opened: number; journey: number; goto: number; unscanned: number }> {
  const lines = (await readFile(scanLogFile(), "utf8").catch(() => "")).split("\n");
  const count = (prefix: string) => lines.filter((line) => line.startsWith(prefix)).length;
  return { opened: count("opened "), journey: count("journey "), goto: count("goto "), unscanned: count("unscanned ") };
}
