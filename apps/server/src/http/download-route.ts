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

/** A file a download sends: its bytes, their type, the name users see (Chinese welcome) and a plain ASCII name for old clients. */
export interface DownloadedFile {
  type: string;
  name: string;
  asciiName: string;
  body: Buffer;
}

/**
 * RFC 8187's encoding of the UTF-8 name: percent-escapes for everything but its attr-chars, so
 * also for ' ( ) * which encodeURIComponent leaves alone.
 */
function extendedName(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The headers of a file download: its type, saved as a file under its UTF-8 name (RFC 6266, with
 * the ASCII name for clients that do not read `filename*`), never kept by a cache (the files are
 * a business's own) and never sniffed into another type.
 */
export function fileDownloadHeaders(file: Omit<DownloadedFile, "body">): Record<string, string> {
  const asciiName = file.asciiName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return {
    "Content-Type": file.type,
    "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${extendedName(file.name)}`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}

/** Sends a file as a download (a download route's answer). */
export function sendFile(reply: FastifyReply, file: DownloadedFile): FastifyReply {
  return reply.headers(fileDownloadHeaders(file)).send(file.body);
}
