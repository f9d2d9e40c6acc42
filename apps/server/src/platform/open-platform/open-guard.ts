import type { OpenScope } from "@cidp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../../db/database.ts";
import { fail } from "../../http/envelope.ts";
import { createCounterStore } from "../throttle/counter-store.ts";
import { sourceOf } from "../throttle/source.ts";
import { type OpenAppRow, type OpenCaller, recordOpenCall, resolveAccessToken } from "./open-app-repository.ts";
import { dayKeyOf, untilDayEnd } from "./quota-day.ts";

/** The app an open call is made by, once its token is checked. */
export interface OpenAppAuth {
  app: OpenAppRow;
  scopes: OpenScope[];
  /** The scope the call needed. */
  scope: OpenScope;
}

/** Checks the open API's access tokens, counts each app's calls and logs them. */
export interface OpenAppGuard {
  /** A hook refusing a call without a live token carrying `scope`, or over the app's limits; sets `request.openApp`. */
  require(scope: OpenScope): preHandlerAsyncHookHandler;
  /** The calls the app made today (China Standard Time), as its daily quota counts them. */
  usedToday(appId: number): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The open platform's token check (`auth: "app"` calls). */
    openApps: OpenAppGuard;
  }
  interface FastifyRequest {
    /** Set by `openApps.require`: the app making an open call; null before or elsewhere. */
    openApp: OpenAppAuth | null;
  }
}

const REALM = 'realm="cidp-open"';

/** The bearer token of the `authorization` header only: a member's session headers never stand for an app. */
function appToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = /^Bearer\s+(\S+)$/i.exec((Array.isArray(header) ? header[0] : header)?.trim() ?? "");
  return match?.[1] ?? null;
}

/** RFC 6750 §3: 401 with the challenge naming what was wrong with the token. */
function unauthorized(reply: FastifyReply, error: "invalid_token" | null, message: string) {
  reply.header("www-authenticate", error ? `Bearer ${REALM}, error="${error}"` : `Bearer ${REALM}`);
  return reply.status(401).send(fail(401, message));
}

const minuteKey = (appId: number) => `open:minute:${appId}`;
const dayKey = (appId: number, at: Date) => `open:day:${appId}:${dayKeyOf(at)}`;

/**
 * Decorates the app with the open platform's guard. Every check reads the database, so a revoked
 * app or a rotated secret is refused from the next call, and the limits hold across instances:
 * the counts live in the throttle module's shared counters (Postgres), a fixed minute window and
 * a quota per day (China Standard Time). Each call an app makes, refused or answered, is logged
 * once the answer is sent.
 */
export function registerOpenAppGuard(app: FastifyInstance, db: Database, now: () => Date = () => new Date()): void {
  const counters = createCounterStore(db, now);
  app.decorateRequest("openApp", null);

  const guard: OpenAppGuard = {
    require(scope) {
      return async (request, reply) => {
        const token = appToken(request);
        if (!token) return unauthorized(reply, null, "缺少访问令牌：请先用应用的 client_id 与密钥换取令牌");
        const at = now();
        const caller: OpenCaller | null = await resolveAccessToken(db, token, at);
        if (!caller) return unauthorized(reply, "invalid_token", "访问令牌无效、已过期或已被撤销，请重新获取");
        request.openApp = { app: caller.app, scopes: caller.scopes, scope };
        const [minute, day] = await Promise.all([
          counters.hit([minuteKey(caller.app.id)], 60_000, "fixed"),
          counters.hit([dayKey(caller.app.id, at)], untilDayEnd(at), "fixed"),
        ]);
        const perMinute = minute.get(minuteKey(caller.app.id));
        if (perMinute && perMinute.hits > caller.app.perMinute) {
          const seconds = Math.max(1, Math.ceil((perMinute.expiresAt.getTime() - at.getTime()) / 1000));
          reply.header("retry-after", String(seconds));
          return reply.status(429).send(fail(429, `调用过于频繁：每分钟最多${caller.app.perMinute}次，请${seconds}秒后再试`));
        }
        const perDay = day.get(dayKey(caller.app.id, at));
        if (perDay && perDay.hits > caller.app.perDay) {
          reply.header("retry-after", String(Math.max(1, Math.ceil(untilDayEnd(at) / 1000))));
          return reply.status(429).send(fail(429, `今日调用次数已用完（每日${caller.app.perDay}次），请明日再试`));
        }
        if (!caller.scopes.includes(scope)) {
          reply.header("www-authenticate", `Bearer ${REALM}, error="insufficient_scope", scope="${scope}"`);
          return reply.status(403).send(fail(403, `访问令牌没有「${scope}」权限范围`));
        }
      };
    },
    async usedToday(appId) {
      const key = dayKey(appId, now());
      return (await counters.read([key])).get(key)?.hits ?? 0;
    },
  };
  app.decorate("openApps", guard);

  app.addHook("onResponse", async (request, reply) => {
    const called = request.openApp;
    if (!called) return;
    await recordOpenCall(db, {
      appId: called.app.id,
      businessId: called.app.businessId,
      method: request.method,
      path: request.url.split("?")[0] ?? request.url,
      status: reply.statusCode,
      scope: called.scope,
      durationMs: Math.round(reply.elapsedTime),
      source: sourceOf(request.ip),
      at: now(),
    });
  });
}

/** The app behind an open call (after `openApps.require`): the business whose data it may read. */
export function openAppOf(request: FastifyRequest): OpenAppAuth {
  if (!request.openApp) throw new Error('open call without its app: the route must be declared auth "app"');
  return request.openApp;
}
