import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { throwawayDatabase } from "../../testing/suite-target.ts";
import { createMessageWriter } from "./chat.writer.ts";
import { type Appended, type AppendInput, createChatRepository } from "./repository.ts";
import { chatUsers } from "./schema.ts";

const input = (fromId: string, clientId: string | null, peerId = "peer"): AppendInput => ({ fromId, peerId, content: clientId ?? "x", type: 0, clientId });
const appended = (item: AppendInput, seq: number): Appended => ({
  message: {
    id: `${item.clientId}`,
    conversationId: 1,
    seq,
    fromId: item.fromId,
    content: item.content,
    type: 0,
    timestamp: seq,
    clientId: item.clientId,
    senderName: null,
  },
  users: [item.fromId, item.peerId],
  duplicate: false,
});

describe("message writer (group commit)", () => {
  it("answers a message only once the batch that stores it has returned, and gathers later ones into the next batch", async () => {
    const batches: string[][] = [];
    let commit: () => void = () => {};
    const writer = createMessageWriter(async (inputs) => {
      batches.push(inputs.map((i) => i.clientId ?? ""));
      await new Promise<void>((resolve) => (commit = resolve));
      return inputs.map((item, i) => appended(item, i + 1));
    });
    const acks: string[] = [];
    const first = ["a", "b"].map((id) => writer.append(input("u", id)).then(() => acks.push(id)));
    await new Promise((r) => setTimeout(r, 20));
    expect(batches).toEqual([["a", "b"]]);
    // Sent while the first batch is in flight: they wait for it, then go together.
    const later = ["c", "d", "e"].map((id) => writer.append(input("u", id)).then(() => acks.push(id)));
    await new Promise((r) => setTimeout(r, 20));
    expect(acks).toEqual([]);
    commit();
    await Promise.all(first);
    expect(acks).toEqual(["a", "b"]);
    await new Promise((r) => setTimeout(r, 20));
    expect(batches).toEqual([
      ["a", "b"],
      ["c", "d", "e"],
    ]);
    expect(acks).toEqual(["a", "b"]);
    commit();
    await Promise.all(later);
    expect(acks).toEqual(["a", "b", "c", "d", "e"]);
    await writer.idle();
  });

  it("retries a failed batch one message at a time, so only the bad message fails, and keeps the order", async () => {
    const batches: string[][] = [];
    const writer = createMessageWriter(async (inputs) => {
      batches.push(inputs.map((i) => i.clientId ?? ""));
      if (inputs.some((i) => i.clientId === "bad")) throw new Error("refused");
      return inputs.map((item, i) => appended(item, i + 1));
    });
    const results = await Promise.allSettled(["a", "bad", "c"].map((id) => writer.append(input("u", id))));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });

  it("never puts more than its batch size in one transaction", async () => {
    const sizes: number[] = [];
    const writer = createMessageWriter(async (inputs) => {
      sizes.push(inputs.length);
      return inputs.map((item, i) => appended(item, i + 1));
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer.append(input("u", `m${i}`))));
    expect(sizes).toEqual([4, 4, 2]);
  });
});

/** Users of the property runs: five members, and a name nobody has. */
const USERS = ["u0", "u1", "u2", "u3", "u4"];
const send = fc.record({
  from: fc.integer({ min: 0, max: USERS.length - 1 }),
  to: fc.integer({ min: 1, max: USERS.length - 1 }),
  // A small pool of client ids per sender, so that retries of one message are frequent.
  clientId: fc.option(fc.integer({ min: 0, max: 7 }), { nil: null }),
  unknownPeer: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  writer: fc.nat(),
  // Which turn of the event loop the message is sent in: messages of one turn share a batch.
  turn: fc.integer({ min: 0, max: 3 }),
});

/**
 * Many senders through several writers (server processes) at once, with retries: every
 * acknowledged message is stored exactly once, under the id and seq its ack gave, retries answer
 * the same message, each chat's seqs are 1..lastSeq without gap or twin, and one sender's messages
 * through one writer keep their order.
 */
async function checkConcurrentSenders(database: DatabaseHandle, writers: number, runs: number) {
  const repository = createChatRepository(database.db);
  await database.db
    .insert(chatUsers)
    .values(USERS.map((id) => ({ id, name: id })))
    .onConflictDoNothing();
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(send, { minLength: 1, maxLength: 60 }), async (sends) => {
      run += 1;
      const pool = Array.from({ length: writers }, () => createMessageWriter((inputs) => repository.appendMessages(inputs), 16));
      const inputs = sends.map((s) => {
        const fromId = USERS[s.from] as string;
        const peerId = s.unknownPeer ? "nobody" : (USERS[(s.from + s.to) % USERS.length] as string);
        return { fromId, peerId, content: `r${run}`, type: 0, clientId: s.clientId === null ? null : `r${run}-${fromId}-${s.clientId}` };
      });
      const pending: Promise<Appended | null>[] = [];
      const sendOrder: number[] = [];
      for (let turn = 0; turn <= 3; turn++) {
        sends.forEach((s, i) => {
          if (s.turn !== turn) return;
          pending[i] = (pool[s.writer % writers] as ReturnType<typeof createMessageWriter>).append(inputs[i] as AppendInput);
          sendOrder.push(i);
        });
        await new Promise((r) => setImmediate(r));
      }
      const results = await Promise.all(pending);

      const rows = (
        (await database.db.execute(
          sql`select id, conversation_id as "conversationId", seq, from_id as "fromId", client_id as "clientId" from chat_message where content = ${`r${run}`}`,
        )) as unknown as { rows: { id: string; conversationId: number; seq: number; fromId: string; clientId: string | null }[] }
      ).rows;
      const byId = new Map(rows.map((row) => [row.id, row]));
      const firstOfClient = new Map<string, string>();
      for (const [i, item] of inputs.entries()) {
        const result = results[i];
        if (item.peerId === "nobody") {
          expect(result).toBeNull();
          continue;
        }
        if (!result) throw new Error("a message to a known user was not stored");
        // Stored, once, where the ack says.
        expect(byId.get(result.message.id)).toMatchObject({ seq: result.message.seq, fromId: item.fromId, clientId: item.clientId });
        if (item.clientId === null) continue;
        const key = `${item.fromId}/${item.clientId}`;
        const first = firstOfClient.get(key);
        if (first === undefined) firstOfClient.set(key, result.message.id);
        else expect(result.message.id).toBe(first);
      }
      const expected = inputs.filter((item) => item.peerId !== "nobody" && item.clientId === null).length + firstOfClient.size;
      expect(rows).toHaveLength(expected);
      // One sender, one chat, one writer (a socket's lane): seqs follow the order of sending.
      const lanes = new Map<string, number>();
      for (const i of sendOrder) {
        const result = results[i];
        if (!result || result.duplicate) continue;
        const lane = `${(sends[i]?.writer ?? 0) % writers}/${result.message.fromId}/${result.message.conversationId}`;
        expect(result.message.seq).toBeGreaterThan(lanes.get(lane) ?? 0);
        lanes.set(lane, result.message.seq);
      }
      // Every chat, over every run so far: seqs 1..lastSeq, each once.
      const chats = (
        (await database.db.execute(sql`
          select c.id, c.last_seq as "lastSeq", count(m.seq)::int as n, count(distinct m.seq)::int as distinct, coalesce(min(m.seq), 0) as first, coalesce(max(m.seq), 0) as last
          from chat_conversation c left join chat_message m on m.conversation_id = c.id group by c.id`)) as unknown as {
          rows: { lastSeq: number; n: number; distinct: number; first: number; last: number }[];
        }
      ).rows;
      for (const chat of chats) {
        expect(chat.n).toBe(chat.lastSeq);
        expect(chat.distinct).toBe(chat.n);
        expect(Number(chat.last)).toBe(chat.lastSeq);
        if (chat.n > 0) expect(Number(chat.first)).toBe(1);
      }
      await Promise.all(pool.map((w) => w.idle()));
    }),
    { numRuns: runs },
  );
}

describe("concurrent senders on PGlite (property)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  });
  afterAll(() => database.close());

  it("stores every acknowledged message exactly once, with contiguous seqs per chat", async () => {
    await checkConcurrentSenders(database, 3, 40);
  }, 60_000);
});

// On Postgres, writers of separate processes really run at once (a pool of connections): the
// conversation row locks are what keeps their seqs contiguous.
const PG_URL = process.env.CHAT_TEST_PG_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
let postgres: Awaited<ReturnType<typeof throwawayDatabase>> | null = null;
try {
  postgres = await throwawayDatabase(PG_URL, "chat_writer");
} catch (error) {
  console.log(`chat writer on Postgres skipped: nothing answers at ${PG_URL} (${(error as Error).message})`);
}
const postgresUrl = postgres?.url ?? null;

describe.skipIf(!postgresUrl)("concurrent senders on Postgres, several writers at once (property)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ url: postgresUrl as string });
  });
  afterAll(async () => {
    await database.close();
    await postgres?.drop().catch(() => undefined);
  });

  it("stores every acknowledged message exactly once, with contiguous seqs per chat", async () => {
    await checkConcurrentSenders(database, 3, 25);
  }, 90_000);
});
