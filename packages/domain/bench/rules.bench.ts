// Prints throughput of the rules that run on hot paths: the storage filter (every local-storage
// read, including the cached state slices on load) and the overall upload progress (every progress event).
// Run on demand: `pnpm bench`. Not part of `pnpm test`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { findUnsafePattern, inspectStoredValue } from "../src/storage/storage-filter.ts";
import { overallProgress } from "../src/upload/upload-progress.ts";

const corpora = fileURLToPath(new URL("../../../../shared/corpora/", import.meta.url));
const payloads = readFileSync(`${corpora}xss-payloads.txt`, "utf8").split("\n").filter(Boolean);

function measure(name: string, iterations: number, run: () => void): void {
  for (let i = 0; i < Math.min(iterations, 50); i += 1) run();
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) run();
  const ns = Number(process.hrtime.bigint() - start);
  const perOp = ns / iterations;
  console.log(
    `${name.padEnd(48)} ${(perOp / 1000).toFixed(2).padStart(10)} µs/op ${Math.round(1e9 / perOp)
      .toString()
      .padStart(10)} op/s`,
  );
}

measure(`findUnsafePattern × ${payloads.length} XSS payloads`, 20, () => {
  for (const p of payloads) findUnsafePattern(p);
});
measure("findUnsafePattern, clean 200-char token", 100_000, () => {
  findUnsafePattern("a".repeat(200));
});

const state = JSON.stringify({
  token: "x".repeat(400),
  companyInfo: { id: "1", niceName: "长春建工集团有限公司", tenantId: "000000" },
  menus: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `菜单${i}`, path: `/user/page-${i}`, children: [{ id: i * 10, name: "子菜单" }] })),
});
measure(`inspectStoredValue, ${Math.round(state.length / 1024)} KB cached user slice`, 500, () => {
  inspectStoredValue(state);
});

const items = Array.from({ length: 500 }, (_, i) => ({ progress: i % 100 }));
measure("overallProgress, 500 files", 5_000, () => {
  overallProgress(items);
});
