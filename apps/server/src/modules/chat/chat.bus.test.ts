import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type ChatBus, type ChatWakeUp, createLocalBus, createPostgresBus } from "./chat.bus.ts";

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

let reachable = false;
try {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  await client.end();
  reachable = true;
} catch {
  console.log(`chat bus on Postgres skipped: nothing answers at ${PG_URL}`);
}

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
});
