// SSR throughput of /default/home on loopback: p50 / p99 latency and requests per second.
// Run with `pnpm bench` after `pnpm build` (and the server's build).
import autocannon from "autocannon";
import { startProduct } from "./start-product.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const product = await startProduct();
try {
  const url = `${product.portal}/default/home`;
  // Warm-up: JIT, connection pools, the platform configuration path.
  await autocannon({ url, connections: 2, duration: 2 });
  const result = await autocannon({ url, connections, duration: durationSeconds });
  console.log(`SSR /default/home, ${connections} connections, ${durationSeconds} s on loopback`);
  console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(
    `  throughput ${result.requests.average.toFixed(1)} req/s (${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
} finally {
  await product.stop();
}
