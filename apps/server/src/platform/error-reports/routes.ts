import { errorIngest, platformPaths } from "@cidp/api-client/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { ok } from "../../http/envelope.ts";
import { jsonNestsDeeper, MAX_JSON_DEPTH } from "../../http/input-guards.ts";
import { sameSecret } from "../../http/same-secret.ts";
import { HttpError, parseInput } from "../../http/validate.ts";
import { refuse } from "../../runtime/refusal.ts";
import { type Envelope, EnvelopeError, parseEnvelope } from "./envelope.ts";
import { errorReportMessages } from "./error-reports.messages.ts";
import { createErrorReportRepository } from "./repository.ts";
import { type ErrorReportRecord, reportFromEvent } from "./scrub.ts";

/** The largest envelope taken: a browser error event with its stack and 5 breadcrumbs is a few KB. */
export const MAX_ENVELOPE_BYTES = 256 * 1024;

/** Operators read the newest reports here, on the services' own port (never through the portal's /api proxy). */
export const ERROR_REPORTS_PATH = "/internal/error-reports";

/** The settings of the error ingest. */
export interface ErrorReportRoutesOptions {
  db: Database;
  /** Envelopes per client address and window (@fastify/rate-limit); a 429 makes the SDK back off. */
  ingestLimit: { max: number; timeWindow: string };
  /**
   * The bearer token of the read endpoint; without one (the default: `OPS_TOKEN` unset) the
   * endpoint does not exist, since the services' port also serves the public login site.
   */
  readToken?: string | undefined;
  now?: () => Date;
}

const recentQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  platformCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

/** The project key an envelope names: the DSN in its header (tunnel), the `sentry_key` query or the X-Sentry-Auth header. */
function projectOf(request: FastifyRequest, envelope: Envelope): { key: string | null; projectId: string | null } {
  if (typeof envelope.header.dsn === "string") {
    try {
      const dsn = new URL(envelope.header.dsn);
      return { key: decodeURIComponent(dsn.username), projectId: dsn.pathname.split("/").filter(Boolean).at(-1) ?? null };
    } catch {
      return { key: null, projectId: null };
    }
  }
  const query = request.query as Record<string, unknown>;
  const auth = request.headers["x-sentry-auth"];
  const fromHeader = typeof auth === "string" ? /sentry_key=([^,\s]+)/.exec(auth)?.[1] : undefined;
  const key = typeof query.sentry_key === "string" ? query.sentry_key : (fromHeader ?? null);
  return { key, projectId: errorIngest.projectId };
}

/** The error events of an envelope as records to store; sessions, client reports and other item types are ignored. */
function eventsOf(envelope: Envelope, receivedAt: Date): ErrorReportRecord[] {
  const records: ErrorReportRecord[] = [];
  for (const item of envelope.items) {
    if (item.header.type !== "event") continue;
    const text = item.payload.toString("utf8");
    if (jsonNestsDeeper(text, MAX_JSON_DEPTH)) throw refuse("invalid", errorReportMessages.tooDeep);
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch {
      throw refuse("invalid", errorReportMessages.badEvent);
    }
    if (typeof event !== "object" || event === null || Array.isArray(event)) throw refuse("invalid", errorReportMessages.badEvent);
    records.push(reportFromEvent(event as Record<string, unknown>, receivedAt, envelope.header.event_id));
  }
  return records;
}

/**
 * The error ingest: a Sentry-compatible envelope endpoint (the portal's @sentry/browser posts to it
 * as a same-origin tunnel), storing each error event scrubbed, and the operators' read endpoint.
 * Failures keep their real HTTP status (400, 403, 413, 415, 429), which the SDK reads.
 */
export async function errorReportRoutes(app: FastifyInstance, options: ErrorReportRoutesOptions) {
  const repository = createErrorReportRepository(options.db);
  const now = options.now ?? (() => new Date());
  const readToken = options.readToken ?? process.env.OPS_TOKEN;

  // Browsers post the envelope as text/plain (a fetch with a string body) or as
  // application/x-sentry-envelope: in this plugin only, every body is read as bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    platformPaths.errorIngestEnvelope,
    { bodyLimit: MAX_ENVELOPE_BYTES, config: { httpFailureStatus: true, rateLimit: options.ingestLimit } },
    async (request) => {
      const encoding = request.headers["content-encoding"];
      if (encoding && encoding.toLowerCase() !== "identity") throw new HttpError(415, errorReportMessages.encoding);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let envelope: Envelope;
      try {
        envelope = parseEnvelope(body);
      } catch (error) {
        if (error instanceof EnvelopeError) throw refuse("invalid", error.message);
        throw error;
      }
      const project = projectOf(request, envelope);
      if (!project.key || !sameSecret(project.key, errorIngest.publicKey) || project.projectId !== errorIngest.projectId) {
        throw refuse("permission", errorReportMessages.wrongKey);
      }
      const records = eventsOf(envelope, now());
      const stored = await repository.store(records);
      if (records.length > 0) request.log.info({ events: records.map((record) => record.eventId), stored }, "browser error report received");
      return ok({ id: records[0]?.eventId ?? null }, errorReportMessages.received);
    },
  );

  if (readToken) {
    app.get(ERROR_REPORTS_PATH, async (request) => {
      const header = request.headers.authorization;
      const given = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
      if (!given || !sameSecret(given, readToken)) throw new HttpError(401, "未授权");
      const query = parseInput(recentQuerySchema, request.query);
      return ok(await repository.recent(query), "查询成功");
    });
  }
}
