// Idle RSS of the built server (the row: ≤ 250 MB): starts `node dist/main.js` as one
// would deploy it, waits for /ready and for its RSS to settle, and prints the RSS beside the
// target with where it sits: V8 heap, PGlite's WASM memory, the C allocator's heap, mapped files.
// Three starts: embedded PGlite on a fresh DATA_DIR (first start: initdb), a restart on that
// folder, and Postgres (DATABASE_URL, default 127.0.0.1:5432, a throw-away database).
// BENCH_MEMORY_LOAD=1 adds a burst of requests, then waits for the idle collection (~1 min).
//
// Run: pnpm exec turbo run build --filter=@cidp/server && pnpm --filter @cidp/server bench:memory
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const TARGET_MB = 250;
const MAIN = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const PG_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LOAD = process.env.BENCH_MEMORY_LOAD === "1";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
function status(pid: number) {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** Resident MB of the C allocator's heap and of mapped files, from /proc/<pid>/smaps. */
function mappings(pid: number) {
  let cHeap = 0;
  let files = 0;
  let current = "";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) current = header[1] ?? "";
    else if (line.startsWith("Rss:")) {
      const kb = Number(line.split(/\s+/)[1]);
      if (current === "[heap]") cHeap += kb;
      else if (current.startsWith("/")) files += kb;
    }
  }
  return { cHeap: Math.round(cHeap / 1024), files: Math.round(files / 1024) };
}

/** The V8 heap and external memory (PGlite's WASM memory is external) from /metrics. */
async function metrics(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? 0);
  return {
    heapUsed: mb(value("nodejs_heap_size_used_bytes")),
    heapTotal: mb(value("nodejs_heap_size_total_bytes")),
    external: mb(value("nodejs_external_memory_bytes")),
  };
}

/** Starts the built server, waits until it is ready and its RSS has settled, reports, stops it. */
async function measure(label: string, env: Record<string, string>) {
  const [port, storePort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? "", ...env, SERVER_PORT: String(port), OBJECT_STORE_PORT: String(storePort), LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = child.pid as number;
  try {
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label}: the server exited (${child.exitCode})`);
      if (Date.now() - started > 180_000) throw new Error(`${label}: not ready after 180 s`);
      const ready = await fetch(`${base}/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      await sleep(250);
    }
    const readyMs = Date.now() - started;
    if (LOAD) {
      // A burst on a cheap call, then the quiet time the server's idle collection waits for.
      for (let i = 0; i < 20; i++) await Promise.all(Array.from({ length: 100 }, () => fetch(`${base}/health`).then((r) => r.arrayBuffer())));
      console.log(`${label}: after a burst of 2,000 requests, RSS ${status(pid).rss} MB; waiting for the idle collection…`);
      await sleep(65_000);
    }
    // Idle: the RSS moves by less than 1 MB over 5 s (at most 30 s).
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) {
      await sleep(1_000);
      samples.push(status(pid).rss);
      if (samples.length >= 5 && Math.abs((samples.at(-1) as number) - (samples.at(-5) as number)) < 1) break;
    }
    const { rss, peak } = status(pid);
    const { cHeap, files } = mappings(pid);
    const { heapUsed, heapTotal, external } = await metrics(base);
    const verdict = rss <= TARGET_MB ? "meets" : "misses";
    console.log(
      `${label}: idle RSS ${rss} MB (target ≤ ${TARGET_MB} MB: ${verdict}); ready in ${(readyMs / 1000).toFixed(1)} s, peak RSS ${peak} MB; ` +
        `V8 heap ${heapUsed}/${heapTotal} MB used/total, external ${external} MB${env.DATABASE_URL ? "" : " (mostly PGlite's WASM memory, resident only where touched)"}, ` +
        `C heap ${cHeap} MB, mapped files ${files} MB (node binary), other anonymous ${rss - heapTotal - cHeap - files} MB (${env.DATABASE_URL ? "" : "touched WASM memory, "}compiled code, stacks)`,
    );
    return rss;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
  }
}

if (!existsSync(MAIN)) {
  console.error(`no built server at ${MAIN}: run pnpm exec turbo run build --filter=@cidp/server first`);
  process.exit(1);
}
console.log(`idle RSS of the built server (node ${process.version}), target ≤ ${TARGET_MB} MB`);
const dataDir = await mkdtemp(path.join(tmpdir(), "cidp-memory-bench-"));
try {
  await measure("PGlite, first start (fresh DATA_DIR)", { DATA_DIR: dataDir });
  await measure("PGlite, restart (same DATA_DIR)     ", { DATA_DIR: dataDir });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3_000 });
try {
  await admin.connect();
} catch (error) {
  console.log(`Postgres: skipped, none reachable at ${PG_URL} (${(error as Error).message})`);
  process.exit(0);
}
const name = `memory_bench_${process.pid}`;
await admin.query(`CREATE DATABASE ${name}`);
const pgDir = await mkdtemp(path.join(tmpdir(), "cidp-memory-bench-"));
try {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  await measure("Postgres (DATABASE_URL)             ", { DATA_DIR: pgDir, DATABASE_URL: url.toString() });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await rm(pgDir, { recursive: true, force: true });
}
