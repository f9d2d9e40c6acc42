import { openAppCalls, openPaths, openSandboxCalls } from "@cidp/api-client/contract";
import { requestedScopes } from "@cidp/domain";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createCounterStore } from "../throttle/counter-store.ts";
import {
  authenticateClient,
  issueAccessToken,
  type OpenAppRow,
  openAppsOf,
  openCallPage,
  ownOpenApp,
  registerOpenApp,
  revokeOpenApp,
  rotateOpenAppSecret,
} from "./open-app-repository.ts";
import { openApiDocument } from "./open-document.ts";
import { DEMO_OPEN_APP, demoSandboxApp } from "./seed.ts";
import { type ClientCredentials, clientCredentialsOf } from "./token-request.ts";
import { createTokenThrottle } from "./token-throttle.ts";

interface OpenPlatformRoutesOptions {
  db: Database;
  now?: () => Date;
}

/** RFC 6749 §5.2: an error answer of the token endpoint, never cached. */
function tokenError(reply: FastifyReply, status: 400 | 401, error: string, description: string) {
  if (status === 401) reply.header("www-authenticate", 'Basic realm="cidp-open"');
  return reply.status(status).send({ error, error_description: description });
}

/** The open platform: the token endpoint, its own OpenAPI document, and the member center's 开放接口应用. */
async function openPlatformRoutes(app: FastifyInstance, { db, now = () => new Date() }: OpenPlatformRoutesOptions) {
  const throttle = createTokenThrottle(createCounterStore(db, now));
  const businessOf = (request: FastifyRequest) => {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", "请先选择企业");
    return { businessId: auth.business.businessId, memberId: auth.member.id };
  };

  const viewOf = async (row: OpenAppRow) => ({
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    scopes: row.scopes,
    perMinute: row.perMinute,
    perDay: row.perDay,
    usedToday: row.revokedAt ? 0 : await app.openApps.usedToday(row.id),
    createTime: formatDateTime(row.createdAt),
    secretTime: formatDateTime(row.secretRotatedAt),
    revokeTime: row.revokedAt ? formatDateTime(row.revokedAt) : null,
    partner: row.partner,
  });

  // The token endpoint speaks RFC 6749 (form-encoded in, its own JSON out), not the envelope.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4_096 });
    scope.post(openPaths.token, { schema: { hide: true } }, async (request, reply) => {
      reply.header("cache-control", "no-store").header("pragma", "no-cache");
      const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const field = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : undefined);
      const grantType = field("grant_type");
      if (!grantType) return tokenError(reply, 400, "invalid_request", "缺少 grant_type");
      if (grantType !== "client_credentials") return tokenError(reply, 400, "unsupported_grant_type", "仅支持 client_credentials");
      const credentials: ClientCredentials = clientCredentialsOf(request.headers.authorization, field("client_id"), field("client_secret"));
      if (credentials.kind === "twice") return tokenError(reply, 400, "invalid_request", "客户端认证只能用一种方式：HTTP Basic 或请求体");
      if (credentials.kind === "malformed") return tokenError(reply, 400, "invalid_request", "Authorization 头格式不正确");
      if (credentials.kind === "none") return tokenError(reply, 401, "invalid_client", "缺少客户端认证");
      const admission = await throttle.admit(credentials.clientId, request.ip);
      if (!admission.ok) {
        reply.header("retry-after", String(admission.waitSeconds));
        return reply
          .status(429)
          .send({ error: "slow_down", error_description: `客户端认证失败次数过多，请 ${admission.waitSeconds} 秒后再试，并核对 client_id 与密钥` });
      }
      const client = await authenticateClient(db, credentials.clientId, credentials.clientSecret);
      if (!client) {
        await throttle.failed(credentials.clientId, request.ip);
        return tokenError(reply, 401, "invalid_client", "client_id 或密钥不正确，或应用已停用");
      }
      await throttle.passed(credentials.clientId, request.ip);
      const scopes = requestedScopes(field("scope"), client.scopes);
      if (!scopes.ok) return tokenError(reply, 400, "invalid_scope", "请求的权限范围未知或超出应用获准的范围");
      const { token, expiresIn } = await issueAccessToken(db, client, scopes.value, now());
      return { access_token: token, token_type: "Bearer", expires_in: expiresIn, scope: scopes.value.join(" ") };
    });
  });

  let document: unknown = null;
  app.get(openPaths.document, { schema: { hide: true } }, async (_request, reply) => {
    document ??= openApiDocument();
    reply.header("cache-control", "public, max-age=300");
    return document;
  });

  // Only where the demo seeded its sandbox app (never in production): its published credentials.
  contractRoute(app, openSandboxCalls.sandbox, async () => {
    const sandbox = await demoSandboxApp(db);
    return ok(sandbox ? { clientId: DEMO_OPEN_APP.clientId, clientSecret: DEMO_OPEN_APP.clientSecret, businessName: sandbox.businessName } : null);
  });

  contractRoute(app, openAppCalls.list, async (request) => {
    const rows = await openAppsOf(db, businessOf(request).businessId);
    return ok(await Promise.all(rows.map(viewOf)));
  });

  contractRoute(app, openAppCalls.register, async (request) => {
    const { businessId, memberId } = businessOf(request);
    const { app: row, clientSecret } = await registerOpenApp(
      db,
      { businessId, name: request.body.name, scopes: request.body.scopes, createdBy: memberId },
      now(),
    );
    return ok({ app: await viewOf(row), clientSecret }, "应用已注册，请立即保存密钥");
  });

  contractRoute(app, openAppCalls.rotate, async (request) => {
    const { app: row, clientSecret } = await rotateOpenAppSecret(db, request.body.id, businessOf(request).businessId, now());
    return ok({ app: await viewOf(row), clientSecret }, "密钥已更换，旧密钥及其令牌已失效");
  });

  contractRoute(app, openAppCalls.revoke, async (request) => {
    const row = await revokeOpenApp(db, request.body.id, businessOf(request).businessId, now());
    return ok(await viewOf(row), "应用已停用");
  });

  contractRoute(app, openAppCalls.calls, async (request) => {
    const { id, current, size } = request.query;
    const own = await ownOpenApp(db, id, businessOf(request).businessId);
    const { rows, total } = await openCallPage(db, own.id, current, size);
    const records = rows.map((row) => ({
      id: row.id,
      method: row.method,
      path: row.path,
      status: row.status,
      scope: row.scope,
      durationMs: row.durationMs,
      time: formatDateTime(row.at),
    }));
    return ok({ records, total, current, size, pages: Math.ceil(total / size) });
  });
}

/** The open platform's routes, collected by the composition root (its guard is registered in app.ts before every route). */
export const openPlatformRouteModule = defineRouteModule({
  name: "open-platform",
  register: async (app, services) => {
    await app.register(openPlatformRoutes, services);
  },
});
