import { requestHeaders } from "@cidp/api-client/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { fail } from "../http/envelope.ts";
import { HttpError } from "../http/validate.ts";
import type { MemberBusiness, MemberRecord } from "../platform/member/member.repository.ts";
import type { ResolvedSession, SessionService, TokenFailure } from "../platform/member/session.service.ts";

/** Who is calling: the member, their session and the business they act for. */
export interface RequestAuth {
  member: MemberRecord;
  session: ResolvedSession;
  /** The selected business (header, else the token's); null only for a member without any. */
  business: MemberBusiness | null;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The session service (create, switch, revoke, resolve tokens). */
    sessions: SessionService;
    /** preHandler: HTTP 401 unless a live session is presented; sets `request.auth`. */
    requireAuth: preHandlerAsyncHookHandler;
    /** preHandler: like requireAuth, and the member must have a selected business they belong to. */
    requireBusiness: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireAuth / requireBusiness; null before. */
    auth: RequestAuth | null;
    /** The request-source header: the platform code (or the generic code). */
    platformCode: string | null;
  }
}

const failureMessages: Record<TokenFailure, string> = {
  missing: "请先登录",
  invalid: "登录凭证无效，请重新登录",
  expired: "登录已过期，请重新登录",
  revoked: "登录已失效，请重新登录",
};

/** The token after `Bearer `, or the raw value when it has no scheme. */
export function bearerToken(value: string | string[] | undefined): string | null {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (match?.[1]) return match[1];
  // A Basic value is client auth, never a member token.
  if (/^Basic\s/i.test(header)) return null;
  return /^\S+$/.test(header.trim()) ? header.trim() : null;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function unauthorized(reply: FastifyReply, failure: TokenFailure) {
  return reply.status(401).send(fail(401, failureMessages[failure]));
}

/**
 * Reads the spec §7 headers (names in the contract's `requestHeaders`) and decorates the app with
 * `sessions`, `requireAuth` and `requireBusiness`. The platform token comes from `authorization`
 * (Bearer), else from `x-authorization`; the selected company from `x-company-id`, else the
 * token's business; a business token, when sent, must belong to the same session and business.
 */
export function registerAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorate("sessions", sessions);
  app.decorateRequest("auth", null);
  app.decorateRequest("platformCode", null);

  app.addHook("onRequest", async (request, reply) => {
    const source = headerValue(request, requestHeaders.requestSource);
    if (source === undefined) return;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(source)) return reply.status(400).send(fail(400, "请求来源标识不正确"));
    request.platformCode = source;
  });

  async function authenticate(request: FastifyRequest, reply: FastifyReply, needBusiness: boolean) {
    const token = bearerToken(request.headers[requestHeaders.platformToken]) ?? bearerToken(request.headers[requestHeaders.authorization]);
    const companyHeader = headerValue(request, requestHeaders.companyId);
    const chosen = companyHeader === undefined || companyHeader === "" ? undefined : /^\d{1,10}$/.test(companyHeader) ? Number(companyHeader) : null;
    // The session and the membership of the business the request acts for, in one round trip.
    const resolved = await sessions.resolveToken(token, chosen === undefined ? {} : { businessId: chosen });
    if (!resolved.ok) return unauthorized(reply, resolved.failure);
    const { membership, ...session } = resolved.session;
    if (chosen === null) return reply.status(400).send(fail(400, "所选企业编号不正确"));
    const businessId = chosen ?? session.businessId;

    const businessTokenHeader = headerValue(request, requestHeaders.businessToken);
    if (businessTokenHeader) {
      const businessToken = await sessions.resolveToken(bearerToken(businessTokenHeader));
      if (!businessToken.ok) return unauthorized(reply, businessToken.failure);
      if (businessToken.session.sessionId !== session.sessionId) return unauthorized(reply, "invalid");
      if (businessId !== null && businessToken.session.businessId !== businessId) return reply.status(403).send(fail(403, "无权以该企业身份操作"));
    }

    if (businessId !== null && !membership) return reply.status(403).send(fail(403, "无权以该企业身份操作"));
    if (businessId === null && needBusiness) return reply.status(403).send(fail(403, "请先选择企业"));
    request.auth = { member: session.member, session, business: membership };
  }

  app.decorate("requireAuth", async function requireAuth(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    await authenticate(request, reply, false);
  });
  app.decorate("requireBusiness", async function requireBusiness(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    await authenticate(request, reply, true);
  });
}

/** The request's auth after requireAuth ran; throws if a route forgot the preHandler. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new Error("route needs the requireAuth preHandler");
  return request.auth;
}

/**
 * The member and the business a request acts for: the calls that work for a business read both
 * this way, and a request that has chosen no business is refused (403 请先选择企业).
 */
export function actingBusinessOf(request: FastifyRequest): { memberId: number; businessId: number } {
  const auth = authOf(request);
  if (!auth.business) throw new HttpError(403, "请先选择企业");
  return { memberId: auth.member.id, businessId: auth.business.businessId };
}
