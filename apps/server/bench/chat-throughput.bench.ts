// Chat messages stored per second by one server instance (the row: ≥ 500 msg/s on PGlite,
// ≥ 2,000 on Postgres), end to end over the chat socket: many members, one socket each, every
// pair chatting both ways, each socket keeping a window of unacknowledged sends as the chat
// client flushes its outbox. A message counts once its ack (the stored message with its seq) is
// back; after the run the rows are checked: one per ack, seqs contiguous per chat.
// The load runs in a worker thread, so the server's event loop keeps a core of its own.
//
// Run: pnpm --filter @cidp/server bench:chat   (BENCH_SECONDS, BENCH_CHAT_PAIRS, BENCH_CHAT_WINDOW;
// DATABASE_URL names the Postgres whose throw-away database is used, default 127.0.0.1:5432)
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { chatPaths } from "@cidp/api-client/contract";
import { ChatFrameCode } from "@cidp/domain";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/database.ts";
import { members } from "../src/platform/member/schema.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 25);
const ONLY = process.env.BENCH_CHAT_ONLY; // "pglite" or "postgres": one database only
const WINDOW = Number(process.env.BENCH_CHAT_WINDOW ?? 16);
const PG_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface Load {
  base: string;
  /** One socket per member; member i talks to member i ^ 1. */
  users: { id: string; token: string; peer: string }[];
  seconds: number;
  window: number;
}
interface LoadResult {
  acked: number;
  deliveries: number;
  seconds: number;
  unacked: number;
}

if (isMainThread) await main();
else parentPort?.postMessage(await runLoad(workerData as Load));

/** The load generator (worker thread): sends, counts acks and deliveries. */
async function runLoad({ base, users, seconds, window }: Load): Promise<LoadResult> {
  const url = `${base.replace(/^http/, "ws")}${chatPaths.socket}`;
  let acked = 0;
  let deliveries = 0;
  let sending = false;
  const outstanding = new Set<string>();
  const sockets = await Promise.all(
    users.map(
      (user, index) =>
        new Promise<{ socket: WebSocket; send: () => void }>((resolve, reject) => {
          const socket = new WebSocket(`${url}?token=${user.token}&client=pc&uuid=bench-${index}`);
          let next = 0;
          const send = () => {
            const clientId = `${user.id}-${next++}`;
            outstanding.add(clientId);
            socket.send(JSON.stringify({ code: ChatFrameCode.message, message: { chatId: user.peer, content: `报价 ${clientId}`, clientId } }));
          };
          socket.onmessage = (event) => {
            const frame = JSON.parse(String(event.data)) as { code: number; message: { fromId?: string; clientId?: string } };
            if (frame.code !== ChatFrameCode.message) return;
            if (frame.message.fromId !== user.id) deliveries++;
            else if (frame.message.clientId && outstanding.delete(frame.message.clientId)) {
              acked++;
              if (sending) send();
            }
          };
          socket.onopen = () => resolve({ socket, send });
          socket.onerror = () => reject(new Error("socket refused"));
        }),
    ),
  );
  // Warm-up: every chat exists and every code path ran once before the clock starts.
  for (const { send } of sockets) send();
  while (outstanding.size > 0) await new Promise((r) => setTimeout(r, 5));
  acked = 0;
  deliveries = 0;
  sending = true;
  const started = performance.now();
  for (const { send } of sockets) for (let i = 0; i < window; i++) send();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  sending = false;
  const drainUntil = Date.now() + 60_000;
  while (outstanding.size > 0 && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 5));
  const elapsed = (performance.now() - started) / 1000;
  for (const { socket } of sockets) socket.close();
  return { acked, deliveries, seconds: elapsed, unacked: outstanding.size };
}

/** Serves one database, loads it from the worker, checks the rows. */
async function measure(label: string, database: DatabaseHandle, target: number) {
  const count = PAIRS * 2;
  const rows = await database.db
    .insert(members)
    .values(Array.from({ length: count }, (_, i) => ({ phone: `139${String(i).padStart(8, "0")}`, realName: `压测${i}`, passwordHash: "bench" })))
    .returning({ id: members.id });
  const app = await buildApp({ db: database.db, rateLimit: false });
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  const users = await Promise.all(
    rows.map(async (row, i) => ({
      id: String(row.id),
      token: (await app.sessions.createSession(row.id)).token,
      peer: String((rows[i ^ 1] as { id: number }).id),
    })),
  );
  const worker = new Worker(new URL(import.meta.url), { workerData: { base, users, seconds: SECONDS, window: WINDOW } satisfies Load });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  await app.close();

  // The rows behind the acks: as many as were acknowledged (warm-up included), no gap, no twin.
  const [check] = (
    (await database.db.execute(sql`
      select count(*)::int as stored, count(distinct conversation_id)::int as chats,
        (select count(*)::int from (select conversation_id from chat_message group by conversation_id
          having count(*) = max(seq) and count(distinct seq) = count(*)) c) as contiguous
      from chat_message`)) as unknown as { rows: { stored: number; chats: number; contiguous: number }[] }
  ).rows;
  const rate = result.acked / result.seconds;
  const verdict = rate >= target ? "meets" : "misses";
  console.log(
    `${label}: ${result.acked.toLocaleString("en")} messages stored and acknowledged in ${result.seconds.toFixed(2)} s = ${Math.round(rate).toLocaleString("en")} msg/s ` +
      `(target ≥ ${target.toLocaleString("en")}: ${verdict}); ${Math.round(result.deliveries / result.seconds).toLocaleString("en")} deliveries/s to the peers; ` +
      `${count} sockets × window ${WINDOW}; rows ${check?.stored} for ${result.acked + count} acks, ${check?.contiguous}/${check?.chats} chats contiguous, ${result.unacked} unacked`,
  );
}

async function main() {
  console.log(`chat throughput, one server instance, ${SECONDS} s per database, ${PAIRS} chats`);
  if (ONLY !== "postgres") await onPglite();
  if (ONLY !== "pglite") await onPostgres();
}

async function onPglite() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "cidp-chat-bench-"));
  try {
    const database = await openDatabase({ dataDir });
    try {
      await measure("PGlite (data folder)", database, 500);
    } finally {
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`Postgres: skipped, none reachable at ${PG_URL} (${(error as Error).message})`);
    return;
  }
  const name = `chat_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await measure("Postgres", database, 2_000);
    } finally {
      await database.close();
    }
  } finally {
    // A pool's end() returns before its sockets are gone; dropping under them would make them throw.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if ((rows[0] as { n: number }).n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
