// Static-asset throughput of the production portal on loopback: the largest built script asked for
// with brotli (served from its build-time .br sibling) against the same script uncompressed.
// Precompression should cost nothing per request: brotli at ≥ 0.9× the uncompressed req/s.
// Run with `node bench/static-assets.bench.ts` after `pnpm build` (and the server's build).
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { portalDir } from "../e2e/support/product-process.ts";
import { startProduct } from "./start-product.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const assetsDir = path.join(portalDir, "build/client/assets");
const [script] = readdirSync(assetsDir)
  .filter((name) => name.endsWith(".js"))
  .sort((a, b) => statSync(path.join(assetsDir, b)).size - statSync(path.join(assetsDir, a)).size);
if (!script) throw new Error("no built script: run `pnpm build` first");

const product = await startProduct();
try {
  const url = `${product.portal}/assets/${script}`;
  const run = (encoding: string, duration = durationSeconds) => autocannon({ url, connections, duration, headers: { "accept-encoding": encoding } });
  await run("br", 2);
  await run("identity", 2);
  const br = await run("br");
  const identity = await run("identity");
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`/assets/${script} (${kib(statSync(path.join(assetsDir, script)).size)}), ${connections} connections, ${durationSeconds} s on loopback`);
  for (const [name, result] of [
    ["br", br],
    ["identity", identity],
  ] as const)
    console.log(
      `  ${name.padEnd(8)} ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${kib(result.throughput.average)}/s (${result.non2xx} non-2xx, ${result.errors} errors)`,
    );
  console.log(`  br / identity: ${(br.requests.average / identity.requests.average).toFixed(2)}× (target ≥ 0.9×)`);
} finally {
  await product.stop();
}
