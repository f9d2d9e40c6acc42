import { type CallDeclaration, type CallRequestParts, failureEnvelope } from "@cidp/api-client/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** What a contract route's handler gets: the request with its validated parts, and the reply. */
export type ContractRequest<D extends CallDeclaration> = FastifyRequest & CallRequestParts<D>;

/** A handler answers the call's success envelope (checked against the declaration on the way out). */
export type ContractHandler<D extends CallDeclaration> = (
  request: ContractRequest<D>,
  reply: FastifyReply,
) => Promise<z.input<D["response"]>> | z.input<D["response"]>;

/** Per-route extras a module may add: its rate limit, a download's real status, its own auth hook. */
export interface ContractRouteOptions {
  config?: Record<string, unknown>;
  /** A smaller body limit than the app's (the analytics collector takes 16 KB). */
  bodyLimit?: number;
  /**
   * Replaces the auth the declaration implies (the upload header set maps onto the platform's).
   * Like that auth, it runs before validation (as a preValidation hook): a caller without a live
   * token gets 401, never a 400 about a body it had no right to send.
   */
  preHandler?: preHandlerHookHandler;
  onRequest?: onRequestHookHandler;
  /**
   * The handler checks the body itself, because the spec orders its messages (e.g. the phone rule
   * of spec §5 before the form's fields): the declared body schema still documents the call.
   */
  handlerChecksBody?: boolean;
}

/**
 * The hook refusing a member without the declaration's permission (any one of its keys), or none
 * when it names no key. A declaration that both names keys and says any member may call is refused
 * at registration: one of the two is wrong.
 */
export function permissionHook(app: FastifyInstance, declaration: Pick<CallDeclaration, "method" | "path" | "permission" | "anyMember">) {
  if (declaration.permission && declaration.anyMember) throw new Error(`${declaration.method} ${declaration.path} declares both a permission and anyMember`);
  return declaration.permission ? app.permissionGuard.require(declaration.permission) : undefined;
}

/**
 * The hook refusing a business that is not yet certified the call's action (publish, quote, bid,
 * pay a deposit), or none when the declaration names no such action. Only a business call can.
 */
export function certificationHook(app: FastifyInstance, declaration: Pick<CallDeclaration, "method" | "path" | "auth" | "certification">) {
  if (!declaration.certification) return undefined;
  if (declaration.auth !== "business") throw new Error(`${declaration.method} ${declaration.path} needs a certified business but does not act for one`);
  return app.permissionGuard.requireCertified(declaration.certification);
}

/** The OpenAPI security requirement of a call that needs a caller (plugins/openapi.ts declares the schemes). */
function securityOf(declaration: Pick<CallDeclaration, "auth" | "scope">): Record<string, string[]> {
  if (declaration.auth === "operator") return { operatorSession: [] };
  if (declaration.auth === "app") return { openAppToken: declaration.scope ? [declaration.scope] : [] };
  return { platformToken: [] };
}

/** A validator that passes the part through unchanged (the handler checks it). */
const passThrough = () => (data: unknown) => ({ value: data });

/**
 * Registers a declared call: path and method from the declaration, params / query / body validated
 * by its zod schemas through fastify-type-provider-zod (a failure is a 400 naming the field, see
 * the error handler), the auth its declaration names, and the answer checked against its response
 * schema (or the failure envelope). The route carries its summary and tag into the OpenAPI document.
 */
export function contractRoute<D extends CallDeclaration>(
  app: FastifyInstance,
  declaration: D,
  handler: ContractHandler<D>,
  options: ContractRouteOptions = {},
): void {
  // A staff call's session is the back office's (operator-api.routes.ts): it must name its own check.
  if (declaration.auth === "operator" && !options.preHandler)
    throw new Error(`${declaration.method} ${declaration.path} is a staff call without its session check`);
  // An app's call (the open API) names the scope its token must carry; the guard checks token, limits and scope.
  if (declaration.auth === "app" && !declaration.scope) throw new Error(`${declaration.method} ${declaration.path} is an app call without its scope`);
  if (declaration.scope && declaration.auth !== "app") throw new Error(`${declaration.method} ${declaration.path} names a scope but is not an app call`);
  const appAuth = declaration.auth === "app" && declaration.scope ? app.openApps.require(declaration.scope) : undefined;
  const auth =
    options.preHandler ?? appAuth ?? (declaration.auth === "member" ? app.requireAuth : declaration.auth === "business" ? app.requireBusiness : undefined);
  // A declared permission is checked after the auth, for every call of the route (issue "account and organisation"),
  // then whether the business is certified for what the call does (issue 61).
  const permission = permissionHook(app, declaration);
  const certified = certificationHook(app, declaration);
  const beforeValidation = [auth, permission, certified].filter((hook) => hook !== undefined);
  const schema: FastifySchema & { summary: string; tags: string[]; description?: string; security?: unknown[] } = {
    summary: declaration.summary,
    tags: [declaration.tag],
    ...(declaration.designed ? { description: "designed: not shown in spec §7" } : {}),
    ...(declaration.auth === "none" ? {} : { security: [securityOf(declaration)] }),
    ...(declaration.params ? { params: declaration.params } : {}),
    ...(declaration.query ? { querystring: declaration.query } : {}),
    ...(declaration.body ? { body: declaration.body } : {}),
    response: { 200: z.union([declaration.response, failureEnvelope]) },
  };
  const route: RouteOptions = {
    method: declaration.method,
    url: declaration.path,
    // Per route, so routes outside the contract (login-site pages, the store mount) keep Fastify's own.
    validatorCompiler: ((route) =>
      options.handlerChecksBody && route.httpPart === "body" ? passThrough() : validatorCompiler(route as never)) as RouteOptions["validatorCompiler"],
    serializerCompiler: serializerCompiler as RouteOptions["serializerCompiler"],
    schema,
    // An app reads real HTTP statuses (403, 404, 429), as OAuth clients and HTTP libraries expect; the portal's wrapper is not in the way.
    ...(declaration.auth === "app" ? { config: { ...options.config, httpFailureStatus: true } } : options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // Auth before validation, so an unauthenticated call is a 401 whatever its input.
    ...(beforeValidation.length > 0 ? { preValidation: beforeValidation as RouteOptions["preValidation"] } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    // The validator compiler above replaced params, query and body with their parsed values.
    handler: (request, reply) => handler(request as ContractRequest<D>, reply),
  };
  app.route(route);
}
