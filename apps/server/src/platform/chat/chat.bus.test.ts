import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresAnswers } from "../../testing/postgres-probe.ts";
import { startTcpCut } from "../../testing/tcp-cut.ts";
import { type ChatBus, type ChatWakeUp, createLocalBus, createPostgresBus, parseWakeUps, payloadsOf } from "./chat.bus.ts";

const PG_URL = process.env.CHAT_TEST_PG_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const until = async (condition: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};
const wake: ChatWakeUp = { kind: "message", conversationId: 7, seq: 3 };

describe("chat bus in one process", () => {
  it("delivers a wake-up to every handler, asynchronously like a notification", async () => {
    const bus = createLocalBus();
    const seen: ChatWakeUp[] = [];
    bus.subscribe((event) => seen.push(event));
    const published = bus.publish(wake);
    expect(seen).toEqual([]);
    await published;
    await until(() => seen.length === 1);
    expect(seen).toEqual([wake]);
    await bus.close();
  });
});

describe("chat bus payloads", () => {
  it("packs many wake-ups into notifications under Postgres' 8,000-byte limit, without the in-process message", () => {
    const stored = {
      message: { id: "m", conversationId: 7, seq: 3, fromId: "a", content: "报".repeat(4_000), type: 0, timestamp: 1, clientId: null, senderName: null },
      users: ["a", "b"] as [string, string],
    };
    const events: ChatWakeUp[] = Array.from({ length: 600 }, (_, i) => ({ kind: "message", conversationId: 7, seq: i + 1, stored }));
    const payloads = payloadsOf("origin-1", events);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    const read = payloads.flatMap((payload) => parseWakeUps(payload)?.events ?? []);
    expect(read).toEqual(Array.from({ length: 600 }, (_, i) => ({ kind: "message", conversationId: 7, seq: i + 1 })));
  });

  it("reads a single-event notification too, and drops what is not a wake-up", () => {
    expect(parseWakeUps(JSON.stringify({ origin: "o", event: wake }))).toEqual({ origin: "o", events: [wake] });
    expect(parseWakeUps(JSON.stringify({ origin: "o", events: [wake, 3, null] }))).toEqual({ origin: "o", events: [wake] });
    expect(parseWakeUps("not json")).toBeNull();
  });
});

const reachable = await postgresAnswers(PG_URL, "chat bus on Postgres");

describe.skipIf(!reachable)("chat bus across processes (LISTEN/NOTIFY)", () => {
  const buses: ChatBus[] = [];
  afterAll(async () => {
    for (const bus of buses) await bus.close();
  });

  it("wakes its own process once, in-process, and every other process once through Postgres", async () => {
    const first = await createPostgresBus(PG_URL);
    const second = await createPostgresBus(PG_URL);
    buses.push(first, second);
    const onFirst: ChatWakeUp[] = [];
    const onSecond: ChatWakeUp[] = [];
    first.subscribe((event) => onFirst.push(event));
    second.subscribe((event) => onSecond.push(event));
    await first.publish(wake);
    await until(() => onFirst.length >= 1 && onSecond.length >= 1);
    // Give a duplicate through Postgres the time to arrive, if one were coming.
    await new Promise((r) => setTimeout(r, 200));
    expect(onFirst).toEqual([wake]);
    expect(onSecond).toEqual([wake]);
  });

  it("delivers a burst of wake-ups (one per stored message of a batch) to the other process, all and in order", async () => {
    const first = await createPostgresBus(PG_URL);
    const second = await createPostgresBus(PG_URL);
    buses.push(first, second);
    // A chat id of this run only: other suites may use the same channel of the same server.
    const conversationId = 1_000_000 + (process.pid % 1_000_000);
    const onSecond: ChatWakeUp[] = [];
    second.subscribe((event) => event.kind === "message" && event.conversationId === conversationId && onSecond.push(event));
    const burst: ChatWakeUp[] = Array.from({ length: 800 }, (_, i) => ({ kind: "message", conversationId, seq: i + 1 }));
    await Promise.all(burst.map((event) => first.publish(event)));
    await until(() => onSecond.length >= burst.length);
    expect(onSecond).toEqual(burst);
  });

  it("still wakes its own process when its Postgres connection is gone", async () => {
    // Named, so only this bus's connection is cut (other suites may listen on the same server).
    const name = `chat-bus-test-${process.pid}`;
    const url = new URL(PG_URL);
    url.searchParams.set("application_name", name);
    const bus = await createPostgresBus(url.toString());
    buses.push(bus);
    const seen: ChatWakeUp[] = [];
    bus.subscribe((event) => seen.push(event));
    // Cut the bus's LISTEN connection from the server side.
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const { rows } = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [name]);
    expect(rows).toHaveLength(1);
    await admin.end();
    await new Promise((r) => setTimeout(r, 100));
    await bus.publish(wake);
    await until(() => seen.some((event) => event.kind === "message"));
    expect(seen.filter((event) => event.kind === "message")).toEqual([wake]);
    // Once it listens again, the process is told to re-sync what it may have missed.
    await until(() => seen.some((event) => event.kind === "resync"), 5_000);
    expect(seen.some((event) => event.kind === "resync")).toBe(true);
  });

  it("keeps trying while the database is away (a restart), then re-syncs and hears the other processes again", async () => {
    const target = new URL(PG_URL);
    const relay = await startTcpCut({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(PG_URL);
    through.hostname = "127.0.0.1";
    through.port = String(relay.port);
    const lines: string[] = [];
    let reconnections = 0;
    const bus = await createPostgresBus(
      through.toString(),
      (line) => lines.push(line),
      () => reconnections++,
    );
    const other = await createPostgresBus(PG_URL);
    buses.push(bus, other);
    const seen: ChatWakeUp[] = [];
    bus.subscribe((event) => seen.push(event));
    await relay.cut();
    // Away for longer than the first retry: it fails once at least, and tries again.
    const failedOnce = () => lines.some((line) => line.startsWith("chat bus reconnect failed"));
    await until(failedOnce, 5_000);
    expect(failedOnce(), lines.join("\n")).toBe(true);
    await relay.restore();
    const resynced = () => seen.some((event) => event.kind === "resync");
    await until(resynced, 15_000);
    expect(resynced(), lines.join("\n")).toBe(true);
    // Counted once for the metrics (db_listen_reconnects_total{channel="chat"}).
    expect(reconnections).toBe(1);
    const conversationId = 2_000_000 + (process.pid % 1_000_000);
    await other.publish({ kind: "message", conversationId, seq: 1 });
    const heard = () => seen.some((event) => event.kind === "message" && event.conversationId === conversationId);
    await until(heard, 5_000);
    expect(heard()).toBe(true);
    await relay.close();
  }, 30_000);
});
