import type { DownloadDeclaration } from "@cidp/api-client/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import type { z } from "zod";
import { permissionHook } from "./contract-route.ts";
import { parseInput } from "./validate.ts";

type Query<D extends DownloadDeclaration> = D["query"] extends z.ZodType ? z.output<D["query"]> : undefined;

/** A download's handler: the request, the reply, and the query parsed by the declaration's schema. */
export type DownloadHandler<D extends DownloadDeclaration> = (request: FastifyRequest, reply: FastifyReply, query: Query<D>) => Promise<unknown>;

/**
 * Registers a declared download: the auth and the permission its declaration names run first (401,
 * then 403), then the query is parsed (400), then the handler sends the bytes. Failures keep their
 * real HTTP status, since a browser's download has no envelope to read.
 */
export function downloadRoute<D extends DownloadDeclaration>(app: FastifyInstance, declaration: D, handler: DownloadHandler<D>): void {
  const auth = declaration.auth === "business" ? app.requireBusiness : app.requireAuth;
  const permission = permissionHook(app, declaration);
  const preHandler: preHandlerHookHandler[] = permission ? [auth, permission as preHandlerHookHandler] : [auth];
  app.get(declaration.path, { preHandler, config: { httpFailureStatus: true } }, (request, reply) =>
    handler(request, reply, (declaration.query ? parseInput(declaration.query, request.query) : undefined) as Query<D>),
  );
}
