import type { ServerResponse } from "node:http";
import { contentStreamSecretHeader, platformPaths } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/database.ts";
import { sameSecret } from "../../http/same-secret.ts";
import { HttpError } from "../../http/validate.ts";
import { sourceOf } from "../throttle/source.ts";

/** The Postgres channel the CMS tables' triggers notify (migration 0046). */
export const CONTENT_CHANNEL = "cidp_content_changed";
/** A comment line this often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;
/** Notifications this close together go out as one event (a seed or an import writes many statements). */
const COALESCE_MS = 50;
/**
 * Open streams allowed: each portal instance follows one, so a few per source (several portal
 * processes on one host) and a province's handful of instances in total leave room; a stream never
 * ends, so without a cap anybody could hold connections open until the services ran out.
 */
export const CONTENT_STREAM_LIMITS = { perSource: 8, total: 64 } as const;
const STREAM_REFUSAL = "内容变更通道连接过多，请稍后再试";

/**
 * Relays "public content changed" to every portal instance that follows the stream, from whichever
 * services instance the change was written on (the triggers NOTIFY on the shared database and each
 * services instance LISTENs). A portal clears its cached public answers and visitor pages on each
 * event, and on every (re)connect, since it may have missed events while away (issue "production":
 * two portals disagreed for 7 s after an edit, and a change took some 40 s to show).
 */
export async function contentChangeRoutes(app: FastifyInstance, options: { listen: DatabaseHandle["listen"]; secret?: string | undefined }) {
  const { secret } = options;
  const followers = new Set<ServerResponse>();
  let pending: Set<string> | null = null;
  const flush = () => {
    const tables = [...(pending ?? [])];
    pending = null;
    const event = `event: changed\ndata: ${JSON.stringify({ tables })}\n\n`;
    for (const follower of followers) follower.write(event);
  };
  const stop = await options.listen(CONTENT_CHANNEL, (table) => {
    // null: the listening connection dropped and came back; anything may have changed.
    if (table === null) app.metrics.listenReconnects.inc({ channel: "content_change" });
    if (pending === null) {
      pending = new Set();
      setTimeout(flush, COALESCE_MS).unref();
    }
    pending.add(table ?? "*");
  });

  // Streams never finish by themselves: end them before the server waits for its connections.
  app.addHook("preClose", async () => {
    await stop();
    for (const follower of followers) follower.end();
    followers.clear();
  });

  /** Open streams per source, to refuse one over the caps. */
  const perSource = new Map<string, number>();
  // A protocol reads the refusal (the portal's follower backs off on it): its real HTTP status.
  app.get(platformPaths.contentChanges, { logLevel: "warn", config: { httpFailureStatus: true } }, (request, reply) => {
    // Browsers never follow the stream: with the portals' shared secret set, anybody else meets an unknown path.
    const given = request.headers[contentStreamSecretHeader];
    if (secret && !(typeof given === "string" && sameSecret(given, secret))) throw new HttpError(404, `未找到接口：GET ${platformPaths.contentChanges}`);
    const source = sourceOf(request.ip);
    const open = perSource.get(source) ?? 0;
    if (open >= CONTENT_STREAM_LIMITS.perSource || followers.size >= CONTENT_STREAM_LIMITS.total) {
      request.log.warn({ source, open, total: followers.size }, "content-change stream refused: too many open");
      throw Object.assign(new HttpError(429, STREAM_REFUSAL), { headers: { "retry-after": "10" } });
    }
    perSource.set(source, open + 1);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      // nginx must pass events on at once, not buffer them.
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
    stream.write("retry: 1000\n\nevent: hello\ndata: {}\n\n");
    followers.add(stream);
    const keepAlive = setInterval(() => stream.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
    request.raw.on("close", () => {
      clearInterval(keepAlive);
      followers.delete(stream);
      const left = (perSource.get(source) ?? 1) - 1;
      if (left > 0) perSource.set(source, left);
      else perSource.delete(source);
    });
  });
}
