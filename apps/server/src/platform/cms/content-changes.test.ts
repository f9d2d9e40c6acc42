import { contentStreamSecretHeader, homePaths, platformPaths } from "@cidp/api-client/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { CONTENT_STREAM_LIMITS } from "./content-changes.ts";
import { articles, banners } from "./schema.ts";

// The portals follow this stream to drop their caches the moment public content changes.
let t: TestApp;
let origin = "";
beforeAll(async () => {
  t = await createTestApp({ memory: true });
  origin = await t.app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(() => t.close());

/** Reads server-sent events until `until` says stop; returns the events' names and data. */
async function follow(until: (events: { name: string; data: string }[]) => Promise<boolean>, timeoutMs = 5_000) {
  const response = await fetch(`${origin}${platformPaths.contentChanges}`, { signal: AbortSignal.timeout(timeoutMs) });
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  const events: { name: string; data: string }[] = [];
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name) events.push({ name, data: data ?? "" });
        end = buffer.indexOf("\n\n");
      }
      if (await until(events)) break;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return events;
}

describe("content changes", () => {
  it("greets a follower, then tells it which tables changed, one event for a burst", async () => {
    let wrote = false;
    const events = await follow(async (seen) => {
      if (seen.length === 1 && !wrote) {
        wrote = true;
        const [first] = await t.database.db.select({ id: articles.id }).from(articles).limit(1);
        await t.database.db
          .update(articles)
          .set({ title: "装配式建筑新政解读（修订）" })
          .where(eq(articles.id, first?.id ?? 0));
        await t.database.db.update(banners).set({ title: "2026 建筑产业互联网大会" }).where(eq(banners.id, 1));
      }
      return seen.length >= 2;
    });
    expect(events[0]?.name).toBe("hello");
    expect(events[1]?.name).toBe("changed");
    expect(JSON.parse(events[1]?.data ?? "{}").tables.sort()).toEqual(["article", "banner"]);
  });

  it("tells of a legal document's new version (the portal's 用户协议, 隐私政策 and 版权声明 pages)", async () => {
    const events = await follow(async (seen) => {
      if (seen.length === 1) await t.database.db.execute(sql`update legal_document set title = title where key = 'privacy-policy'`);
      return seen.length >= 2;
    });
    expect(JSON.parse(events[1]?.data ?? "{}").tables).toEqual(["legal_document"]);
  });

  it("says nothing for a visitor's article view (its count only), and tells of an edit of the same article", async () => {
    const [first] = await t.database.db.select({ id: articles.id, views: articles.viewCount }).from(articles).limit(1);
    const viewed = await follow(async (seen) => {
      if (seen.length === 1) {
        const view = await fetch(`${origin}${homePaths.articleDetail}?id=${first?.id}`);
        expect(view.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return true;
      }
      return false;
    });
    expect(viewed.map((event) => event.name)).toEqual(["hello"]);
    const [after] = await t.database.db
      .select({ views: articles.viewCount })
      .from(articles)
      .where(eq(articles.id, first?.id ?? 0));
    expect(after?.views).toBe((first?.views ?? 0) + 1);
    const edited = await follow(async (seen) => {
      if (seen.length === 1)
        await t.database.db
          .update(articles)
          .set({ summary: "装配式建筑新政要点（更新）" })
          .where(eq(articles.id, first?.id ?? 0));
      return seen.length >= 2;
    });
    expect(JSON.parse(edited[1]?.data ?? "{}").tables).toEqual(["article"]);
  });

  it("says nothing for writes to tables the portals do not cache", async () => {
    const events = await follow(async (seen) => {
      if (seen.length === 1) {
        await t.database.db.execute(sql`update member set phone = phone where id = 1`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return true;
      }
      return false;
    });
    expect(events.map((event) => event.name)).toEqual(["hello"]);
  });
});

describe("open streams", () => {
  it("are capped per source with a clear refusal, and a closed stream frees its place", async () => {
    const open: AbortController[] = [];
    const openOne = async () => {
      const stopper = new AbortController();
      const response = await fetch(`${origin}${platformPaths.contentChanges}`, { signal: stopper.signal });
      open.push(stopper);
      return response;
    };
    try {
      for (let i = 0; i < CONTENT_STREAM_LIMITS.perSource; i++) expect((await openOne()).status).toBe(200);
      const refused = await openOne();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("10");
      expect(await refused.json()).toMatchObject({ code: 429, msg: "内容变更通道连接过多，请稍后再试", success: false });
      // Other calls still answer meanwhile.
      expect((await fetch(`${origin}${homePaths.articleDetail}?id=1`)).status).toBe(200);
      open.shift()?.abort();
      let again = 429;
      for (let tries = 0; tries < 50 && again === 429; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = (await openOne()).status;
      }
      expect(again).toBe(200);
    } finally {
      for (const stopper of open) stopper.abort();
    }
  });
});

describe("with the portals' shared secret (CONTENT_STREAM_SECRET)", () => {
  it("serves the stream only to a caller that sends it; anybody else meets an unknown path", async () => {
    const secret = "stream-test-s3cret-5e0b7c2a9d4f1e86";
    vi.stubEnv("CONTENT_STREAM_SECRET", secret);
    const guarded = await createTestApp({ memory: true }).finally(() => vi.unstubAllEnvs());
    try {
      const at = await guarded.app.listen({ host: "127.0.0.1", port: 0 });
      const ask = (headers: Record<string, string>) => fetch(`${at}${platformPaths.contentChanges}`, { headers, signal: AbortSignal.timeout(5_000) });
      const strangers: Record<string, string>[] = [{}, { [contentStreamSecretHeader]: "not-the-secret" }];
      for (const headers of strangers) {
        const refused = await ask(headers);
        expect(refused.status).toBe(404);
        expect(await refused.json()).toMatchObject({ code: 404, success: false });
      }
      const portal = await ask({ [contentStreamSecretHeader]: secret });
      expect(portal.status).toBe(200);
      expect(portal.headers.get("content-type")).toContain("text/event-stream");
      await portal.body?.cancel();
    } finally {
      await guarded.close();
    }
  });
});

// Across instances: a change written through one instance's connection reaches another's listener.
const url = process.env.DATABASE_URL;
describe.skipIf(!url)("content changes across two instances on Postgres", () => {
  it("reach the other instance's listener", async () => {
    const { throwawayDatabase } = await import("../../testing/suite-target.ts");
    const { openDatabase } = await import("../../db/database.ts");
    const { prepareDatabase } = await import("../../composition/prepare.ts");
    const database = await throwawayDatabase(url as string, "cidp_content");
    const writer = await openDatabase({ url: database.url }, { migrate: false, poolSize: 2 });
    const reader = await openDatabase({ url: database.url }, { migrate: false, poolSize: 1 });
    try {
      await prepareDatabase(writer, { demo: false });
      const heard: (string | null)[] = [];
      const stop = await reader.listen("cidp_content_changed", (payload) => heard.push(payload));
      await writer.db.update(banners).set({ title: "x" });
      for (let tries = 0; tries < 50 && heard.length === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      await stop();
      expect(heard).toEqual(["banner"]);
    } finally {
      await writer.close();
      await reader.close();
      await database.drop();
    }
  }, 60_000);
});
