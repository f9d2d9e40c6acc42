// Latency of the list and count calls as the data grows, measured from outside (HTTP on
// loopback), against the targets of the performance issue:
//   article/home                         ≤ 1.5 × its 1e3 time, at 1e5 and 1e6 rows
//   notice list page 1, every tab        ≤ 1.5 × its 1e3 time, at 1e5 and 1e6 notices
//   unread counts (the bell and the tabs) ≤ 5 ms, at 1e6 notices (shown at every scale)
// Run: pnpm --filter @cidp/server bench:scale [--scales 1e3,1e5,1e6] [--requests 200]
// Each scale gets a fresh database seeded by seed-scale (PGlite in a temporary folder, or a
// throwaway database on the Postgres of DATABASE_URL). The scales' servers run side by side and are
// measured in interleaved rounds, so a burst of load on a shared machine hits every scale alike.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { homePaths, memberPaths, noticePaths } from "@cidp/api-client/contract";
import { buildApp } from "../src/app.ts";
import { type DatabaseLocation, openDatabase } from "../src/db/database.ts";
import { seedScale } from "../src/db/seed-scale.ts";
import { throwawayDatabase } from "../src/testing/suite-target.ts";

const { values } = parseArgs({ options: { scales: { type: "string", default: "1e3,1e5" }, requests: { type: "string", default: "200" } } });
const scales = values.scales.split(",").map(Number);
const requests = Number(values.requests);
const ROUNDS = 10;
const postgresUrl = process.env.DATABASE_URL;

/** A row of the table: paths measured together (its figure is the slowest), and its target. */
interface Row {
  name: string;
  paths: string[];
  /** Whether the paths need the member's token. */
  member: boolean;
  /** `flat`: at most 1.5 × the first (smallest) scale's time; `{ ms, from }`: at most `ms` from `from` rows on. */
  target: "flat" | { ms: number; from: number };
}

const rows: Row[] = [
  { name: "article/home", paths: [homePaths.homeArticle], member: false, target: "flat" },
  {
    name: "notice list page 1, every tab",
    paths: ["", ...[0, 1, 2, 3].map((type) => `&noticeType=${type}`)].map((tab) => `${noticePaths.list}?current=1&size=10${tab}`),
    member: true,
    target: "flat",
  },
  // The issue sets this bar at 1e6 rows; at smaller scales it is shown, not judged.
  { name: "unread counts (bell + tabs)", paths: [noticePaths.noReadCount, noticePaths.tabNoReadCount], member: true, target: { ms: 5, from: 1e6 } },
];

/** The target's text and whether the figure meets it (null: not judged at this scale). */
function verdict(row: Row, figure: number, base: number, scale: number, isBase: boolean): { text: string; pass: boolean | null } {
  if (row.target === "flat") {
    return isBase ? { text: "baseline", pass: null } : { text: `≤ 1.5 × base = ${(1.5 * base).toFixed(2)} ms`, pass: figure <= 1.5 * base };
  }
  return { text: `≤ ${row.target.ms} ms at ${row.target.from.toExponential(0)}`, pass: scale >= row.target.from ? figure <= row.target.ms : null };
}

/** A fresh database for one scale and how to throw it away. */
async function freshDatabase(scale: number): Promise<{ location: DatabaseLocation; where: string; drop(): Promise<void> }> {
  if (!postgresUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), `cidp-scale-${scale}-`));
    return { location: { dataDir: dir }, where: `PGlite ${dir}`, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const database = await throwawayDatabase(postgresUrl, `cidp_scale_${scale}`);
  return { location: { url: database.url }, where: `Postgres ${new URL(database.url).pathname.slice(1)}`, drop: database.drop };
}

/** One scale's server, seeded and listening, with the demo member's token. */
async function startScale(scale: number) {
  const fresh = await freshDatabase(scale);
  const database = await openDatabase(fresh.location);
  console.log(`seeding ${scale.toExponential(0)} into ${fresh.where}`);
  const report = await seedScale(database.db, scale, (line) => console.log(`  ${line}`));
  console.log(`  seeded in ${report.seconds.toFixed(1)} s`);
  const app = await buildApp({ db: database.db, rateLimit: false });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const login = await fetch(`${address}${memberPaths.oauthToken}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone: "13800000001", password: "Demo@123456" }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  return {
    scale,
    address,
    headers: { authorization: `Bearer ${data.token}` },
    async stop() {
      await app.close();
      await database.close();
      await fresh.drop();
    },
  };
}

type Server = Awaited<ReturnType<typeof startScale>>;

/** Milliseconds of one request, body read, from outside the server. */
async function timeOnce(server: Server, pathAndQuery: string, member: boolean): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.address}${pathAndQuery}`, { headers: member ? server.headers : {} });
  const body = (await response.json()) as { success: boolean; msg: string };
  const elapsed = performance.now() - started;
  if (!body.success) throw new Error(`${pathAndQuery} failed at ${server.scale}: ${body.msg}`);
  return elapsed;
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const servers: Server[] = [];
try {
  for (const scale of scales) servers.push(await startScale(scale));
  console.log(
    `\n${servers.length} scales on ${postgresUrl ? "Postgres" : "PGlite"}, ${requests} sequential requests per path and scale in ${ROUNDS} interleaved rounds; base = ${scales[0]}`,
  );
  const measures = rows.flatMap((row) => row.paths.map((pathAndQuery) => ({ row, pathAndQuery })));
  for (const { row, pathAndQuery } of measures) for (const server of servers) for (let i = 0; i < 20; i++) await timeOnce(server, pathAndQuery, row.member);
  // samples.get(path)[server index]: the milliseconds of each request.
  const samples = new Map(measures.map(({ pathAndQuery }) => [pathAndQuery, servers.map(() => [] as number[])]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { row, pathAndQuery } of measures) {
      for (const [s, server] of servers.entries()) {
        for (let i = 0; i < requests / ROUNDS; i++) samples.get(pathAndQuery)?.[s]?.push(await timeOnce(server, pathAndQuery, row.member));
      }
    }
  }
  console.log("");
  const missed: string[] = [];
  for (const row of rows) {
    const medianOf = (pathAndQuery: string, s: number) => median(samples.get(pathAndQuery)?.[s] ?? []);
    // A row's figure is its slowest path (the worst tab), by median.
    const figures = servers.map((_, s) => Math.max(...row.paths.map((p) => medianOf(p, s))));
    const base = figures[0] ?? Number.NaN;
    for (const [s, server] of servers.entries()) {
      const figure = figures[s] ?? Number.NaN;
      const judged = verdict(row, figure, base, server.scale, s === 0);
      if (judged.pass === false) missed.push(`${row.name} at ${server.scale}`);
      const mark = judged.pass === null ? "" : judged.pass ? "  ok" : "  MISSED";
      const perPath = row.paths.length > 1 ? `  [${row.paths.map((p) => medianOf(p, s).toFixed(2)).join(" / ")}]` : "";
      console.log(
        `${row.name.padEnd(30)} ${server.scale.toExponential(0).padStart(4)}: median ${figure.toFixed(2).padStart(6)} ms  ${(figure / base).toFixed(2)} × base  target ${judged.text}${mark}${perPath}`,
      );
    }
  }
  if (missed.length > 0) {
    console.log(`\nmissed: ${missed.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  for (const server of servers) await server.stop();
}
