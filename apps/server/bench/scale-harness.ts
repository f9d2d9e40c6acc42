// The measuring machinery of the benchmark at scale (data-scale): one fresh,
// seeded database and server per scale, side by side, timed from outside (HTTP on loopback) in
// interleaved rounds so a burst of load on a shared machine hits every scale alike, and each
// figure printed beside its target. A missed target sets a non-zero exit code.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { operatorHeaders } from "@cidp/api-client/contract";
import { buildApp } from "../src/app.ts";
import { type Database, type DatabaseLocation, openDatabase } from "../src/db/database.ts";
import { createOperatorAccounts } from "../src/platform/operator/operator-accounts.ts";
import { demoOperator } from "../src/platform/operator/seed.ts";
import { enrolThroughLink } from "../src/testing/operator-desk.ts";
import { throwawayDatabase } from "../src/testing/suite-target.ts";
import { demoMemberHeaders } from "./demo-login.ts";

const ROUNDS = 10;
const WARM_UP = 20;

/** A row of a benchmark's table: paths measured together (its figure is the slowest), and its target. */
export interface BenchRow {
  name: string;
  paths: string[];
  /** Whether the paths need the demo member's token. */
  member: boolean;
  /** Whether the paths are the back office's calls: the demo operator's session header. */
  operator?: boolean;
  /**
   * Deep pages: every path must answer a full page (its `pageSize`, else ten rows) at every scale, checked before
   * timing. A page the base does not fill answers fewer rows there, faster, and the comparison
   * with the larger scales would measure the missing rows, not the growth.
   */
  fullPages?: boolean;
  /** `flat`: at most 1.5 × the first (smallest) scale's time; `{ ms, from }`: at most `ms` from `from` rows on. */
  target: "flat" | { ms: number; from: number };
}

export interface ScaleBench {
  /** Prefix of the throwaway databases' names. */
  name: string;
  rows: BenchRow[];
  /** The scales measured unless `--scales` says otherwise; the first is the base. 1e3,1e5 unless told. */
  defaultScales?: string;
  /** Fills a fresh database at `scale` (on top of the demo seed), logging its steps. */
  seed(db: Database, scale: number, log: (line: string) => void): Promise<unknown>;
}

/** The target's text and whether the figure meets it (null: not judged at this scale). */
function verdict(row: BenchRow, figure: number, base: number, scale: number, isBase: boolean): { text: string; pass: boolean | null } {
  if (row.target === "flat") {
    return isBase ? { text: "baseline", pass: null } : { text: `≤ 1.5 × base = ${(1.5 * base).toFixed(2)} ms`, pass: figure <= 1.5 * base };
  }
  return { text: `≤ ${row.target.ms} ms at ${row.target.from.toExponential(0)}`, pass: scale >= row.target.from ? figure <= row.target.ms : null };
}

/**
 * The database of one scale and how to throw it away: PGlite in a temporary folder, or a throwaway
 * database on DATABASE_URL. With `keptIn`, PGlite in `<keptIn>/<name>-<scale>`, kept after the run:
 * the seed tops it up, so a second run measures at once instead of seeding 1e6 rows again.
 */
async function scaleDatabase(
  name: string,
  scale: number,
  keptIn: string | undefined,
): Promise<{ location: DatabaseLocation; where: string; drop(): Promise<void> }> {
  const postgresUrl = process.env.DATABASE_URL;
  if (keptIn) {
    if (postgresUrl) throw new Error("--data-dir keeps PGlite folders; unset DATABASE_URL to use it");
    const dir = path.resolve(keptIn, `${name}-${scale}`);
    return { location: { dataDir: dir }, where: `PGlite ${dir} (kept)`, drop: async () => {} };
  }
  if (!postgresUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), `cidp-${name}-${scale}-`));
    return { location: { dataDir: dir }, where: `PGlite ${dir}`, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const database = await throwawayDatabase(postgresUrl, `cidp_${name}_${scale}`);
  return { location: { url: database.url }, where: `Postgres ${new URL(database.url).pathname.slice(1)}`, drop: database.drop };
}

/** One scale's server, seeded and listening, with the demo member's token. */
async function startScale(bench: ScaleBench, scale: number, keptIn: string | undefined) {
  const fresh = await scaleDatabase(bench.name, scale, keptIn);
  const database = await openDatabase(fresh.location);
  console.log(`seeding ${scale.toExponential(0)} into ${fresh.where}`);
  const started = performance.now();
  await bench.seed(database.db, scale, (line) => console.log(`  ${line}`));
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({ db: database.db, rateLimit: false });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const headers = await demoMemberHeaders(address);
  // The demo operator binds an authenticator through a new link, as `cli.js operator reissue` gives:
  // in a kept folder it enrolled in an earlier run, whose authenticator's secret is gone.
  const link = await createOperatorAccounts(database.db, { origin: "" }).reissue(demoOperator.username);
  const operator = await enrolThroughLink(app, link.url, demoOperator.password, () => new Date());
  return {
    scale,
    address,
    headers,
    operatorHeaders: { [operatorHeaders.session]: operator.session },
    async stop() {
      await app.close();
      await database.close();
      await fresh.drop();
    },
  };
}

type Server = Awaited<ReturnType<typeof startScale>>;

/** Milliseconds of one request, body read, from outside the server; and the answer's data. */
async function timeOnce(server: Server, pathAndQuery: string, row: BenchRow): Promise<{ elapsed: number; data: unknown }> {
  const started = performance.now();
  const headers = row.operator ? server.operatorHeaders : row.member ? server.headers : {};
  const response = await fetch(`${server.address}${pathAndQuery}`, { headers, redirect: "manual" });
  const body = (await response.json()) as { success: boolean; msg: string; data: unknown };
  const elapsed = performance.now() - started;
  if (!body.success) throw new Error(`${pathAndQuery} failed at ${server.scale}: ${body.msg}`);
  return { elapsed, data: body.data };
}

/** How many rows a page answered: the lists name their rows `records`, `rows`, `list` or `orders`. */
function pageRows(data: unknown): number | null {
  const page = data as Record<string, unknown> | null;
  const rows = page?.records ?? page?.rows ?? page?.list ?? page?.orders;
  return Array.isArray(rows) ? rows.length : null;
}

/** Throws unless a deep page answers a full page (its `pageSize`, else ten rows) at this scale (BenchRow.fullPages). */
async function expectFullPage(server: Server, pathAndQuery: string, row: BenchRow): Promise<void> {
  const { data } = await timeOnce(server, pathAndQuery, row);
  const rows = pageRows(data);
  if (rows !== ((data as { pageSize?: number } | null)?.pageSize ?? 10))
    throw new Error(`${row.name}: ${pathAndQuery} answers ${rows ?? "no"} rows at ${server.scale}, not a full page: measure a page every scale fills`);
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Runs a benchmark with `--scales` (default: the bench's own, else 1e3,1e5), `--requests` (default
 * 200), `--data-dir` (PGlite folders kept between runs, see scaleDatabase) and `--only` (the rows
 * whose name holds the text) from the command line.
 */
export async function runScaleBench(bench: ScaleBench): Promise<void> {
  const { values } = parseArgs({
    options: {
      scales: { type: "string", default: bench.defaultScales ?? "1e3,1e5" },
      requests: { type: "string", default: "200" },
      "data-dir": { type: "string" },
      only: { type: "string" },
    },
  });
  // --only: the rows whose name holds this text (a quick re-measure of a few rows).
  const rows = values.only ? bench.rows.filter((row) => row.name.includes(values.only as string)) : bench.rows;
  const scales = values.scales.split(",").map(Number);
  const requests = Number(values.requests);
  const servers: Server[] = [];
  try {
    for (const scale of scales) servers.push(await startScale(bench, scale, values["data-dir"]));
    console.log(
      `\n${servers.length} scales on ${process.env.DATABASE_URL ? "Postgres" : "PGlite"}, ${requests} sequential requests per path and scale in ${ROUNDS} interleaved rounds; base = ${scales[0]}`,
    );
    const measures = rows.flatMap((row) => row.paths.map((pathAndQuery) => ({ row, pathAndQuery })));
    for (const { row, pathAndQuery } of measures) {
      for (const server of servers) {
        if (row.fullPages) await expectFullPage(server, pathAndQuery, row);
        for (let i = 0; i < WARM_UP; i++) await timeOnce(server, pathAndQuery, row);
      }
    }
    // samples.get(path)[server index]: the milliseconds of each request.
    const samples = new Map(measures.map(({ pathAndQuery }) => [pathAndQuery, servers.map(() => [] as number[])]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const { row, pathAndQuery } of measures) {
        for (const [s, server] of servers.entries()) {
          for (let i = 0; i < requests / ROUNDS; i++) samples.get(pathAndQuery)?.[s]?.push((await timeOnce(server, pathAndQuery, row)).elapsed);
        }
      }
    }
    console.log("");
    const missed: string[] = [];
    for (const row of rows) {
      const medianOf = (pathAndQuery: string, s: number) => median(samples.get(pathAndQuery)?.[s] ?? []);
      // A row's figure is its slowest path (the worst tab or filter), by median.
      const figures = servers.map((_, s) => Math.max(...row.paths.map((p) => medianOf(p, s))));
      const base = figures[0] ?? Number.NaN;
      for (const [s, server] of servers.entries()) {
        const figure = figures[s] ?? Number.NaN;
        const judged = verdict(row, figure, base, server.scale, s === 0);
        if (judged.pass === false) missed.push(`${row.name} at ${server.scale}`);
        const mark = judged.pass === null ? "" : judged.pass ? "  ok" : "  MISSED";
        const perPath = row.paths.length > 1 ? `  [${row.paths.map((p) => medianOf(p, s).toFixed(2)).join(" / ")}]` : "";
        console.log(
          `${row.name.padEnd(34)} ${server.scale.toExponential(0).padStart(4)}: median ${figure.toFixed(2).padStart(6)} ms  ${(figure / base).toFixed(2)} × base  target ${judged.text}${mark}${perPath}`,
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
}
