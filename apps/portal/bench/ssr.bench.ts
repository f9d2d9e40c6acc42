// SSR throughput and memory of /default/home on loopback, against the targets of the performance issue:
//   (a) the raw rate of the platform call the home page depends on most (the home articles),
//   (b) home SSR rate and p50 / p99 latency at the same connections,
//   (c) SSR / API ≥ 0.35× and p99 ≤ 60 ms,
//   (d) the portal process's RSS idle (after warm-up and settle), at its peak under the load and a
//       minute after it: peak ≤ 2× idle, back within 10 % of idle.
// The portal runs as production runs it (e2e/support/product-process.ts: node flags included).
// Run with `pnpm bench` after `pnpm build` (and the server's build). BENCH_ROUNDS alternating API /
// SSR rounds (default 3) give the spread; BENCH_SECONDS per round, BENCH_CONNECTIONS, BENCH_AFTER_SECONDS
// (the wait after the load, default 60) and BENCH_ACCEPT_ENCODING (e.g. `br, gzip`: a browser's pages) tune it.
import { readFileSync } from "node:fs";
import { cmsPaths, homePaths } from "@cidp/api-client/contract";
import autocannon, { type Result } from "autocannon";
import { startProduct } from "./start-product.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const afterSeconds = Number(process.env.BENCH_AFTER_SECONDS ?? 60);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;

const RATIO_TARGET = 0.35;
const P99_TARGET_MS = 60;
const PEAK_TARGET = 2;
const SETTLED_TARGET = 0.1;

/** The resident set of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spread = (values: number[], digits = 1) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return `${median.toFixed(digits)} (${sorted.map((v) => v.toFixed(digits)).join(", ")})`;
};
const line = (result: Result) =>
  `${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`;
const mark = (ok: boolean) => (ok ? "ok" : "MISSED");

const product = await startProduct();
try {
  const page = `${product.portal}/default/home`;
  const api = `${product.api}${homePaths.homeArticle}`;
  const pageHeaders = acceptEncoding ? { "accept-encoding": acceptEncoding } : undefined;
  // Warm-up: JIT, connection pools, the public caches; then let the heap settle before the idle sample.
  await autocannon({ url: api, connections: 2, duration: 2 });
  await autocannon({ url: page, connections: 2, duration: 3, headers: pageHeaders });
  await sleep(settleSeconds * 1000);
  const idle = rssMiB(product.portalPid);

  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(product.portalPid));
  }, 200);
  const apiRates: number[] = [];
  const ssrRates: number[] = [];
  const ratios: number[] = [];
  const p50s: number[] = [];
  const p99s: number[] = [];
  console.log(`home SSR against the raw API, ${connections} connections, ${rounds} × ${durationSeconds} s each on loopback`);
  for (let round = 1; round <= rounds; round++) {
    const apiResult = await autocannon({ url: api, connections, duration: durationSeconds });
    const ssrResult = await autocannon({ url: page, connections, duration: durationSeconds, headers: pageHeaders });
    console.log(`  round ${round}: API ${homePaths.homeArticle}: ${line(apiResult)}`);
    console.log(`  round ${round}: SSR /default/home${acceptEncoding ? ` (accept-encoding: ${acceptEncoding})` : ""}: ${line(ssrResult)}`);
    apiRates.push(apiResult.requests.average);
    ssrRates.push(ssrResult.requests.average);
    ratios.push(ssrResult.requests.average / apiResult.requests.average);
    p50s.push(ssrResult.latency.p50);
    p99s.push(ssrResult.latency.p99);
  }
  // A stricter reference: the call every page's loaders make first (platform configuration), a small read.
  const configResult = await autocannon({ url: `${product.api}${cmsPaths.platformConfigList}`, connections, duration: durationSeconds });
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(product.portalPid));
  await sleep(afterSeconds * 1000);
  const after = rssMiB(product.portalPid);

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  console.log("median (all rounds), target beside it:");
  console.log(`  (a) raw API rate        ${spread(apiRates)} req/s`);
  console.log(`  (b) home SSR rate       ${spread(ssrRates)} req/s, p50 ${spread(p50s, 0)} ms`);
  console.log(`  (c) SSR / API           ${spread(ratios, 2)}×   target ≥ ${RATIO_TARGET}×  ${mark(median(ratios) >= RATIO_TARGET)}`);
  console.log(
    `      (reference) API ${cmsPaths.platformConfigList}: ${configResult.requests.average.toFixed(1)} req/s; SSR / it ${(median(ssrRates) / configResult.requests.average).toFixed(2)}×`,
  );
  console.log(`      SSR p99             ${spread(p99s, 0)} ms   target ≤ ${P99_TARGET_MS} ms  ${mark(median(p99s) <= P99_TARGET_MS)}`);
  console.log(`  (d) portal RSS idle     ${idle.toFixed(1)} MiB`);
  console.log(
    `      peak under load     ${peak.toFixed(1)} MiB = ${(peak / idle).toFixed(2)}× idle   target ≤ ${PEAK_TARGET}×  ${mark(peak <= PEAK_TARGET * idle)}`,
  );
  console.log(
    `      ${afterSeconds} s after the load  ${after.toFixed(1)} MiB = ${((after / idle - 1) * 100).toFixed(1)} % over idle   target ≤ ${SETTLED_TARGET * 100} %  ${mark(after <= (1 + SETTLED_TARGET) * idle)}`,
  );
} finally {
  await product.stop();
}
