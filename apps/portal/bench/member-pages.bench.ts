// A logged-in member's pages under load on loopback, against the targets of the issue on pages
// served fast under load: the member home (/default/home with the member's session) at
// ≥ 200 requests/s and the member center (/user/default, spec §2 personal center) at p99 ≤ 150 ms,
// both at BENCH_CONNECTIONS (20) connections. First, how many platform-services calls one request
// of each page makes (through a counting proxy in front of a second portal, so the load runs
// without the extra hop). Run with `node bench/member-pages.bench.ts` after building portal and
// server; BENCH_ROUNDS (3) rounds of BENCH_SECONDS (10) per page give the spread. The pages are
// loaded from one portal process, then from BENCH_PORTAL_WORKERS (2; 1 skips it) processes sharing
// the port, as PORTAL_WORKERS runs the portal on a machine of several cores.
import autocannon, { type Result } from "autocannon";
import { startPortal, stopProcess } from "../e2e/support/product-process.ts";
import { startCountingProxy } from "./counting-proxy.ts";
import { memberCookie } from "./member-session.ts";
import { startProduct } from "./start-product.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const pages = [
  { name: "member home", path: "/default/home", target: { rate: 200 } },
  { name: "member center", path: "/user/default", target: { p99: 150 } },
] as const;

const spread = (values: number[], digits = 1) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return { median, text: `${median.toFixed(digits)} (${sorted.map((v) => v.toFixed(digits)).join(", ")})` };
};
const line = (result: Result) =>
  `${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`;
const mark = (ok: boolean) => (ok ? "ok" : "MISSED");

const portalPort = 3440;
const serverPort = 3441;
const product = await startProduct(portalPort, serverPort);
try {
  const cookie = await memberCookie(product.portal);
  const headers = { cookie };

  // The services calls of one request per page, on a second portal whose calls go through the counter.
  const proxy = await startCountingProxy(product.api);
  const countingPortal = await startPortal(portalPort + 5, proxy.port);
  try {
    console.log("platform-services calls of one request (after a first one warmed the public caches):");
    for (const page of pages) {
      const url = `http://localhost:${portalPort + 5}${page.path}`;
      await fetch(url, { headers });
      proxy.reset();
      const answer = await fetch(url, { headers });
      await answer.text();
      const calls = [...proxy.calls()].sort(([a], [b]) => a.localeCompare(b));
      const total = calls.reduce((sum, [, count]) => sum + count, 0);
      console.log(`  ${page.name} ${page.path} (HTTP ${answer.status}): ${total} calls`);
      for (const [call, count] of calls) console.log(`    ${count} × ${call}`);
    }
  } finally {
    await stopProcess(countingPortal);
    await proxy.close();
  }

  await loadPages(product.portal, "one portal process");
  // The same pages from PORTAL_WORKERS portal processes sharing one port (lib/portal-workers.server.ts).
  const workers = Number(process.env.BENCH_PORTAL_WORKERS ?? 2);
  if (workers > 1) {
    const clustered = await startPortal(portalPort + 6, serverPort, { PORTAL_WORKERS: String(workers) });
    try {
      await loadPages(`http://localhost:${portalPort + 6}`, `PORTAL_WORKERS=${workers}`);
    } finally {
      await stopProcess(clustered);
    }
  }

  async function loadPages(portal: string, label: string) {
    for (const page of pages) {
      const url = `${portal}${page.path}`;
      // Warm-up: JIT (of every worker), connection pools, the public caches.
      await autocannon({ url, connections: 4, duration: 3, headers });
      const rates: number[] = [];
      const p99s: number[] = [];
      console.log(`${page.name} ${page.path}, ${label}, ${connections} connections, ${rounds} × ${durationSeconds} s on loopback`);
      for (let round = 1; round <= rounds; round++) {
        const result = await autocannon({ url, connections, duration: durationSeconds, headers });
        console.log(`  round ${round}: ${line(result)}`);
        if (result.non2xx > 0) console.log("  (non-2xx answers: the member's session is not taken, the figures do not count)");
        rates.push(result.requests.average);
        p99s.push(result.latency.p99);
      }
      const rate = spread(rates);
      const p99 = spread(p99s, 0);
      const rateTarget = "rate" in page.target ? `   target ≥ ${page.target.rate} req/s  ${mark(rate.median >= page.target.rate)}` : "";
      const p99Target = "p99" in page.target ? `   target ≤ ${page.target.p99} ms  ${mark(p99.median <= page.target.p99)}` : "";
      console.log(`  median: ${rate.text} req/s${rateTarget}; p99 ${p99.text} ms${p99Target}`);
    }
  }
} finally {
  await product.stop();
}
