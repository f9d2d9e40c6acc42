// A logged-in member's pages and the back office's desk under load on loopback, each beside the raw
// services call it makes, against the targets of the issue "flat at 1e6": the member home
// (/default/home with the member's session) at ≥ 300 requests/s, the member center (/user/default,
// spec §2 personal center) at p99 ≤ 150 ms, each page at least 0.15× its own services call measured
// in the same run (the machine's speed varies from day to day more than a change moves the
// figures; the ratio does not), and the back office's desk (待审核 and 客服工作台) at ≥ 200
// requests/s with under 60 KB of HTML, sent compressed. All at BENCH_CONNECTIONS (20) connections.
// First, which platform-services calls one request of each page makes (through a counting proxy in
// front of a second portal and back office, so the load runs without the extra hop); the last of
// them, the page's own, is then loaded directly as its raw figure. Run with `node bench/member-pages.bench.ts`
// after building server, portal and back office; BENCH_ROUNDS (3) rounds of BENCH_SECONDS (10) per
// page and per raw call, alternating, give the spread. With BENCH_PORTAL_WORKERS (default 1) above
// 1 the member pages are loaded again from that many portal processes sharing the port.
import type { ChildProcess } from "node:child_process";
import { brotliCompressSync } from "node:zlib";
import { memberCalls, operatorCalls, personalCenterCalls } from "@cidp/api-client/contract";
import autocannon, { type Result } from "autocannon";
import { startOperator, startPortal, stopProcess } from "../e2e/support/product-process.ts";
import { type CountingProxy, startCountingProxy } from "./counting-proxy.ts";
import { memberCookie } from "./member-session.ts";
import { staffCookie } from "./staff-session.ts";
import { startProduct } from "./start-product.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** A page's rate against its own services call's, measured in the same run. */
const RATIO_TARGET = 0.15;

interface PageTarget {
  rate?: number;
  p99?: number;
  /** Bytes of HTML (uncompressed). */
  html?: number;
}
interface BenchPage {
  name: string;
  path: string;
  /** The page's own services call (beside the member's frame or the staff look-up), loaded alone as its raw figure. */
  raw: string;
  target: PageTarget;
}

const memberPages: BenchPage[] = [
  { name: "member home", path: "/default/home", raw: memberCalls.memberFrame.path, target: { rate: 300 } },
  { name: "member center", path: "/user/default", raw: personalCenterCalls.center.path, target: { p99: 150 } },
];
const deskPages: BenchPage[] = [
  { name: "back office 待审核", path: "/", raw: operatorCalls.reviewQueue.path, target: { rate: 200, html: 60 * 1024 } },
  { name: "back office 客服工作台", path: "/service", raw: operatorCalls.serviceDesk.path, target: { rate: 200, html: 60 * 1024 } },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const spread = (values: number[], digits = 1) =>
  `${median(values).toFixed(digits)} (${[...values]
    .sort((a, b) => a - b)
    .map((v) => v.toFixed(digits))
    .join(", ")})`;
const line = (result: Result) =>
  `${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`;
const mark = (ok: boolean) => (ok ? "ok" : "MISSED");
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A services call to repeat directly: its address and the headers the page's request sent it. */
interface RawCall {
  name: string;
  url: string;
  headers: Record<string, string>;
}

const portalPort = 3440;
const serverPort = 3441;
const operatorPort = portalPort + 3;
const product = await startProduct(portalPort, serverPort, { DEV_HELPERS: "1" });
const children: ChildProcess[] = [];
try {
  children.push(await startOperator(operatorPort, serverPort));
  const backOffice = `http://localhost:${operatorPort}`;
  const memberHeaders = { cookie: await memberCookie(product.portal) };
  const staffHeaders = { cookie: await staffCookie(backOffice, product.api) };

  // The services calls of one request per page, on a second portal and back office whose calls go through the counter.
  const proxy = await startCountingProxy(product.api);
  const countingPortal = await startPortal(portalPort + 5, proxy.port);
  const countingOperator = await startOperator(portalPort + 6, proxy.port);
  const rawCalls = new Map<string, RawCall>();
  try {
    console.log("platform-services calls of one request (after a first one warmed the public caches):");
    const countCalls = async (site: string, pages: BenchPage[], headers: Record<string, string>) => {
      for (const page of pages) rawCalls.set(page.path + site, await countedCalls(proxy, `${site}${page.path}`, page, headers));
    };
    await countCalls(`http://localhost:${portalPort + 5}`, memberPages, memberHeaders);
    await countCalls(`http://localhost:${portalPort + 6}`, deskPages, staffHeaders);
  } finally {
    await Promise.all([stopProcess(countingPortal), stopProcess(countingOperator)]);
    await proxy.close();
  }
  const rawOf = (site: number, page: BenchPage) => rawCalls.get(`${page.path}http://localhost:${site}`);

  await loadPages(product.portal, memberPages, memberHeaders, (page) => rawOf(portalPort + 5, page), "one portal process");
  await loadPages(backOffice, deskPages, staffHeaders, (page) => rawOf(portalPort + 6, page), "one back-office process");
  const workers = Number(process.env.BENCH_PORTAL_WORKERS ?? 1);
  if (workers > 1) {
    // The same pages from PORTAL_WORKERS portal processes sharing one port (lib/portal-workers.server.ts).
    const clustered = await startPortal(portalPort + 7, serverPort, { PORTAL_WORKERS: String(workers) });
    children.push(clustered);
    await loadPages(`http://localhost:${portalPort + 7}`, memberPages, memberHeaders, (page) => rawOf(portalPort + 5, page), `PORTAL_WORKERS=${workers}`);
  }
} finally {
  await Promise.all(children.map((child) => stopProcess(child)));
  await product.stop();
}

/** Prints the calls one request of the page makes, and answers the page's own call as it was sent. */
async function countedCalls(proxy: CountingProxy, url: string, { name, raw }: BenchPage, headers: Record<string, string>): Promise<RawCall> {
  await fetch(url, { headers });
  proxy.reset();
  const answer = await fetch(url, { headers });
  await answer.text();
  const calls = [...proxy.calls()].sort(([a], [b]) => a.localeCompare(b));
  const total = calls.reduce((sum, [, count]) => sum + count, 0);
  console.log(`  ${name} ${new URL(url).pathname} (HTTP ${answer.status}): ${total} calls`);
  for (const [call, count] of calls) console.log(`    ${count} × ${call}`);
  const key = `GET ${raw}`;
  const sent = proxy.lastCall(key);
  if (!sent) throw new Error(`${name} did not call ${key}`);
  return { name: key, url: `${product.api}${sent.url}`, headers: { ...sent.headers, host: new URL(product.api).host } };
}

/** Loads each page and its raw call in alternating rounds and prints the figures against the targets. */
async function loadPages(origin: string, pages: BenchPage[], headers: Record<string, string>, rawOf: (page: BenchPage) => RawCall | undefined, label: string) {
  for (const page of pages) {
    const url = `${origin}${page.path}`;
    const compressed = { ...headers, "accept-encoding": "br, gzip" };
    const html = await (await fetch(url, { headers })).text();
    const htmlBytes = Buffer.byteLength(html);
    const brotliBytes = brotliCompressSync(html).length;
    const sent = (await fetch(url, { headers: compressed })).headers.get("content-encoding") ?? "none";
    const raw = rawOf(page);
    // Warm-up: JIT, connection pools, the public caches.
    await autocannon({ url, connections: 4, duration: 3, headers: compressed });
    if (raw) await autocannon({ url: raw.url, connections: 4, duration: 3, headers: raw.headers });
    console.log(`${page.name} ${page.path}, ${label}, ${connections} connections, ${rounds} × ${durationSeconds} s on loopback`);
    const htmlTarget = page.target.html ? `   target < ${kib(page.target.html)}  ${mark(htmlBytes < page.target.html)}` : "";
    console.log(`  HTML ${kib(htmlBytes)} (${kib(brotliBytes)} brotli; sent as ${sent})${htmlTarget}`);
    const rates: number[] = [];
    const p99s: number[] = [];
    const rawRates: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const result = await autocannon({ url, connections, duration: durationSeconds, headers: compressed });
      console.log(`  round ${round}: page ${line(result)}`);
      if (result.non2xx > 0) console.log("  (non-2xx answers: the session is not taken, the figures do not count)");
      rates.push(result.requests.average);
      p99s.push(result.latency.p99);
      if (!raw) continue;
      const rawResult = await autocannon({ url: raw.url, connections, duration: durationSeconds, headers: raw.headers });
      console.log(`  round ${round}: raw ${raw.name} ${line(rawResult)}`);
      rawRates.push(rawResult.requests.average);
    }
    const rate = median(rates);
    const p99 = median(p99s);
    const rateTarget = page.target.rate ? `   target ≥ ${page.target.rate} req/s  ${mark(rate >= page.target.rate)}` : "";
    const p99Target = page.target.p99 ? `   target ≤ ${page.target.p99} ms  ${mark(p99 <= page.target.p99)}` : "";
    console.log(`  median: ${spread(rates)} req/s${rateTarget}; p99 ${spread(p99s, 0)} ms${p99Target}`);
    if (raw) {
      const ratio = rate / median(rawRates);
      console.log(`  raw call median ${spread(rawRates)} req/s; page/raw ${ratio.toFixed(3)}×   target ≥ ${RATIO_TARGET}×  ${mark(ratio >= RATIO_TARGET)}`);
    }
  }
}
