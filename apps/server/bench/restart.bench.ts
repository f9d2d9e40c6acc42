// Restart time of the built server (the row: ready ≤ 5 s after a restart on an existing
// data folder at 1e5 rows): starts `node dist/main.js` as `npm start` does (embedded PGlite, the
// demo), times process start → `/health` 200 and → `/ready` 200, and prints the median beside the
// target, for the demo folder and for a folder the scale seed filled to 1e5 rows. Each folder
// gets a first start (not the figure: on the demo folder it creates, migrates and seeds), then
// the timed restarts.
//
// Run: pnpm exec turbo run build --filter=@cidp/server && pnpm --filter @cidp/server bench:restart
//   --rounds 3            restarts per folder (median reported)
//   --scale 1e5           rows of the scale folder (0 skips it)
//   --data-dir /tmp/x     keep the folders there (demo/, scale-1e5/) and reuse them on the next run
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { seedScale } from "../src/composition/seed-scale.ts";
import { openDatabase } from "../src/db/database.ts";

const TARGET_SECONDS = 5;
const MAIN = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const { values } = parseArgs({
  options: { rounds: { type: "string", default: "3" }, scale: { type: "string", default: "1e5" }, "data-dir": { type: "string" } },
});
const rounds = Number(values.rounds);
const scale = Number(values.scale);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Polls `url` until it answers 200; false when the process exited first. */
async function answers(url: string, exited: () => boolean): Promise<boolean> {
  for (;;) {
    if (exited()) return false;
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return true;
    await sleep(50);
  }
}

/** Starts the built server on `dataDir`, times it to `/health` and `/ready`, stops it. */
async function start(dataDir: string): Promise<{ health: number; ready: number }> {
  const [port, storePort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      DATA_DIR: dataDir,
      DEMO_DATA: "1",
      SERVER_PORT: String(port),
      OBJECT_STORE_PORT: String(storePort),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = () => child.exitCode !== null;
  try {
    const timeout = setTimeout(() => child.kill("SIGKILL"), 900_000);
    const healthy = await answers(`${base}/health`, exited);
    const health = performance.now() - started;
    const ready = healthy && (await answers(`${base}/ready`, exited));
    clearTimeout(timeout);
    if (!ready) throw new Error(`the server on ${dataDir} exited (${child.exitCode}) before it was ready`);
    return { health, ready: performance.now() - started };
  } finally {
    if (!exited()) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
}

/** A first start on the folder, then the timed restarts; prints the median beside the target. */
async function measure(label: string, dataDir: string): Promise<void> {
  const first = await start(dataDir);
  console.log(`${label}: first start ready in ${seconds(first.ready)} s (not the figure)`);
  const restarts: { health: number; ready: number; load: number }[] = [];
  for (let round = 0; round < rounds; round++) restarts.push({ ...(await start(dataDir)), load: loadavg()[0] ?? 0 });
  const ready = median(restarts.map((r) => r.ready));
  console.log(
    `${label}: restart ready in ${seconds(ready)} s (target ≤ ${TARGET_SECONDS} s: ${ready <= TARGET_SECONDS * 1000 ? "meets" : "misses"}); ` +
      `median of ${rounds}, each ${restarts.map((r) => seconds(r.ready)).join(" / ")} s, /health ${seconds(median(restarts.map((r) => r.health)))} s; ` +
      `load average ${restarts.map((r) => r.load.toFixed(1)).join(" / ")} on ${cpus().length} cores`,
  );
}

if (!existsSync(MAIN)) {
  console.error(`${MAIN} is missing: build first (pnpm exec turbo run build --filter=@cidp/server)`);
  process.exit(2);
}
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number ≥ 1, not ${values.rounds}`);
if (!Number.isInteger(scale) || scale < 0) throw new Error(`--scale must be a whole number (0 skips the scale folder), not ${values.scale}`);
const root = values["data-dir"] ?? (await mkdtemp(path.join(tmpdir(), "cidp-restart-bench-")));
await mkdir(root, { recursive: true });
try {
  const demo = path.join(root, "demo");
  await measure("demo folder", demo);
  if (scale > 0) {
    const scaled = path.join(root, `scale-${values.scale}`);
    if (!existsSync(scaled)) {
      // The demo folder with its seed record, then the scale seed on top (as `seed:scale
      // --data-dir` does): the rows arrive as they would through use after the first start.
      await cp(demo, scaled, { recursive: true });
      const database = await openDatabase({ dataDir: path.join(scaled, "pglite") });
      try {
        const report = await seedScale(database.db, scale);
        console.log(`scale folder: seeded to ${values.scale} rows in ${report.seconds.toFixed(1)} s`);
      } finally {
        await database.close();
      }
    }
    await measure(`${values.scale}-row folder`, scaled);
  }
} finally {
  if (!values["data-dir"]) await rm(root, { recursive: true, force: true });
}
