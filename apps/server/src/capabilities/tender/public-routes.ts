import { tenderCalls } from "@cidp/api-client/contract";
import { TENDER_PUBLIC_STATES } from "@cidp/domain";
import { and, count, desc, eq, ilike, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError } from "../../http/validate.ts";
import { tenders } from "./schema.ts";
import { tenderSummary } from "./tender-records.ts";
import { namesOf, publicDetail } from "./tender-views.ts";

/** Public tenders: published, not withdrawn, open to all (邀请招标 stays among its invitees). */
export const publicTenderWhere: SQL =
  and(eq(tenders.mode, "public"), isNotNull(tenders.publishedAt), inArray(tenders.state, [...TENDER_PUBLIC_STATES])) ?? sql`false`;

/** The public notices, readable without logging in: the list and each tender's announcements. */
export async function publicTenderRoutes(app: FastifyInstance, { db }: { db: Database }) {
  contractRoute(app, tenderCalls.openList, async (request) => {
    const { current, size, keyword } = request.query;
    const where = and(publicTenderWhere, keyword ? ilike(tenders.title, `%${keyword.replace(/[%_\\]/g, "\\$&")}%`) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(tenders)
        .where(where)
        .orderBy(desc(tenders.publishedAt), desc(tenders.id))
        .limit(size)
        .offset((current - 1) * size),
      db.select({ n: count() }).from(tenders).where(where),
    ]);
    const names = await namesOf(
      db,
      rows.map((r) => r.tendererBusinessId),
    );
    const n = total?.n ?? 0;
    return ok({ records: rows.map((r) => tenderSummary(r, names.get(r.tendererBusinessId) ?? "")), total: n, current, size, pages: Math.ceil(n / size) });
  });

  contractRoute(app, tenderCalls.openDetail, async (request) => {
    const [tender] = await db
      .select()
      .from(tenders)
      .where(and(publicTenderWhere, eq(tenders.id, request.query.id)));
    if (!tender) throw new HttpError(404, "招标公告不存在");
    return ok(await publicDetail(db, tender));
  });
}
