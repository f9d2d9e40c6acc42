// First paint of a 10,000-message chat history in Chromium, through the portal's own message
// history component (built with Vite like the app), against the budgets: at most 100 ms
// and at most 200 rows in the DOM; then a scroll to the top loads the older page without a jump.
// Run: pnpm --filter @cidp/portal exec node bench/chat-history.bench.ts (or pnpm --filter @cidp/chat bench).

import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumLaunchOptions } from "@cidp/dev-chromium";
import { chromium } from "@playwright/test";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { build } from "vite";
import type { HarnessResult } from "./chat-history/harness.ts";

const budgets = { firstPaintMs: 100, rows: 200 };
const runs = Number(process.env.BENCH_RUNS ?? 5);
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(tmpdir(), `cidp-chat-history-bench-${process.pid}`);

await build({
  root: path.join(here, "chat-history"),
  base: "./",
  logLevel: "warn",
  configFile: false,
  plugins: [vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true },
});

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const server = createServer(async (request, response) => {
  const file = path.join(outDir, path.normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, ""));
  try {
    const body = await readFile(file.endsWith(path.sep) ? path.join(file, "index.html") : file);
    response.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

type Result = HarnessResult;

const browser = await chromium.launch(chromiumLaunchOptions);
const results: Result[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/index.html`);
    await page.waitForFunction(() => "runChatHistoryBench" in window);
    results.push(await page.evaluate(() => (window as unknown as { runChatHistoryBench: () => Promise<Result> }).runChatHistoryBench()));
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const firstPaint = median(results.map((r) => r.firstPaintMs));
const rows = Math.max(...results.map((r) => r.rows));
const jump = Math.max(...results.map((r) => r.jumpPx));
const verdict = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");
console.log(`chat history, ${results[0]?.loaded ?? 0} messages loaded, ${runs} runs in Chromium:`);
console.log(
  `  first paint median ${firstPaint.toFixed(1)} ms (runs: ${results.map((r) => r.firstPaintMs.toFixed(1)).join(", ")}) vs budget ${budgets.firstPaintMs} ms: ${verdict(firstPaint <= budgets.firstPaintMs)}`,
);
console.log(`  rows in the DOM at most ${rows} vs budget ${budgets.rows}: ${verdict(rows <= budgets.rows)}`);
console.log(
  `  scroll to the top: ${results[0]?.olderLoaded ?? 0} older messages loaded, ${Math.max(...results.map((r) => r.rowsAfterScroll))} rows in the DOM, the row under the reader moved ${jump.toFixed(1)} px: ${verdict(jump <= 1)}`,
);
if (firstPaint > budgets.firstPaintMs || rows > budgets.rows || jump > 1) process.exitCode = 1;
