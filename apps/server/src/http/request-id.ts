import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyServerOptions } from "fastify";

/** The header that carries a request's id from the portal to the services and back. */
export const REQUEST_ID_HEADER = "x-request-id";

/** The ids believed from a caller: letters, digits and dashes, 8 to 64 long (a UUID fits). */
const WELL_FORMED = /^[A-Za-z0-9-]{8,64}$/;

/** The caller's id when it is well formed, else a fresh UUID: a forged header can inject nothing into the logs. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && WELL_FORMED.test(value) ? value : randomUUID();
}

/**
 * Fastify's request-id options: the id of the portal's request (its `x-request-id`) when well
 * formed, else a UUID; pino writes it as `reqId` (Fastify's default label) on every line of the
 * request. Fastify's own `requestIdHeader` would take any header value as-is, so it stays off.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request: IncomingMessage) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
} satisfies Pick<FastifyServerOptions, "requestIdHeader" | "genReqId">;

/** Echoes the request id on every response (errors, 404s and refusals included), so a report can quote it. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
