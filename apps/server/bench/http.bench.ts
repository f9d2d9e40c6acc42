// Load benchmark of two hot calls on loopback: the member's notice list and the platform config.
// Run with `pnpm --filter @cidp/server bench` (BENCH_SECONDS, BENCH_CONNECTIONS to tune).

import { cmsPaths, noticePaths } from "@cidp/api-client/contract";
import autocannon from "autocannon";
import { buildApp } from "../src/app.ts";
import { seed } from "../src/composition/seed.ts";
import { openDatabase } from "../src/db/database.ts";
import { demoMemberHeaders } from "./demo-login.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true });
await seed(database.db);
const app = await buildApp({ db: database.db, rateLimit: false });
const address = await app.listen({ host: "127.0.0.1", port: 0 });

const member = await demoMemberHeaders(address);

const targets: { name: string; url: string; headers: Record<string, string> }[] = [
  {
    name: "notice list (current=1, size=5, noticeType=3)",
    url: `${address}${noticePaths.list}?current=1&size=5&noticeType=3`,
    headers: member,
  },
  { name: "platform config list", url: `${address}${cmsPaths.platformConfigList}`, headers: {} },
];

console.log(`loopback, ${connections} connections, ${seconds} s each, ${database.driver}`);
for (const target of targets) {
  const result = await autocannon({ url: target.url, headers: target.headers, connections, duration: seconds });
  console.log(
    `${target.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
}

await app.close();
await database.close();
