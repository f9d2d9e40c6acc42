import { laborCalls } from "@cidp/api-client/contract";
import { LABOR_KIND_LABELS, LABOR_MESSAGES, type LaborKind, validateLaborInput } from "@cidp/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { regionNameOf } from "../../http/regions.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { HttpError } from "../../http/validate.ts";
import { businesses } from "../../platform/member/schema.ts";
import { authOf } from "../../plugins/auth.ts";
import { laborListings } from "./schema.ts";

type ListingRow = typeof laborListings.$inferSelect;

/** The calls of labor services (劳务用工). */
async function laborRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  function businessOf(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, "请先选择企业");
    return { memberId: auth.member.id, businessId: auth.business.businessId };
  }

  async function views(rows: ListingRow[]) {
    const ids = [...new Set(rows.map((r) => r.businessId))];
    const names = ids.length ? await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.id, ids)) : [];
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as LaborKind,
      kindLabel: LABOR_KIND_LABELS[r.kind as LaborKind] ?? r.kind,
      trade: r.trade,
      title: r.title,
      headcount: r.headcount,
      realNameCount: r.realNameCount,
      startDate: r.startDate,
      endDate: r.endDate,
      regionCode: r.regionCode,
      regionName: regionNameOf(r.regionCode),
      payMinFen: r.payMinFen,
      payMaxFen: r.payMaxFen,
      description: r.description,
      contactName: r.contactName,
      companyName: nameOf.get(r.businessId) ?? "",
      businessId: r.businessId,
      state: r.state as "published" | "withdrawn",
      publishTime: formatDateTime(r.createdAt),
    }));
  }

  /** A page newest first, bounded as every list is (db/paging.ts): flat however many rows there are. */
  async function pageWhere(where: ReturnType<typeof and>, current: number, size: number) {
    const { rows, total, pages } = await boundedPage(db, laborListings, where, [desc(laborListings.id)], current, size);
    return { records: await views(rows), total, current, size, pages };
  }

  contractRoute(app, laborCalls.publicList, async (request) => {
    const { current, size, kind, trade, regionCode } = request.query;
    const where = and(
      eq(laborListings.state, "published"),
      kind ? eq(laborListings.kind, kind) : undefined,
      trade ? eq(laborListings.trade, trade) : undefined,
      regionCode ? eq(laborListings.cityCode, regionCode.slice(0, 4)) : undefined,
    );
    return ok(await pageWhere(where, current, size));
  });

  // One published entry; a withdrawn or unknown one is not public (the same 404 either way).
  contractRoute(app, laborCalls.publicDetail, async (request) => {
    const [row] = await db
      .select()
      .from(laborListings)
      .where(and(eq(laborListings.id, request.query.id), eq(laborListings.state, "published")));
    const [view] = row ? await views([row]) : [];
    if (!view) throw new HttpError(404, "劳务信息不存在或已撤回");
    return ok(view);
  });

  contractRoute(app, laborCalls.mine, async (request) => {
    const { businessId } = businessOf(request);
    return ok(await pageWhere(and(eq(laborListings.businessId, businessId)), request.query.current, request.query.size));
  });

  contractRoute(app, laborCalls.save, async (request) => {
    const { memberId, businessId } = businessOf(request);
    const input = request.body;
    // A demand has no team of its own yet: nobody to have verified.
    const realNameCount = input.kind === "team" ? input.realNameCount : 0;
    const checked = validateLaborInput({ ...input, realNameCount });
    if (!checked.ok) throw new HttpError(400, LABOR_MESSAGES[checked.code]);
    const [row] = await db
      .insert(laborListings)
      .values({ ...input, realNameCount, businessId, memberId, createdAt: now() })
      .returning();
    if (!row) throw new Error("labor insert returned nothing");
    const [view] = await views([row]);
    return ok(view as NonNullable<typeof view>, "发布成功");
  });

  contractRoute(app, laborCalls.withdraw, async (request) => {
    const { businessId } = businessOf(request);
    const [row] = await db
      .update(laborListings)
      .set({ state: "withdrawn" })
      .where(and(eq(laborListings.id, request.body.id), eq(laborListings.businessId, businessId)))
      .returning();
    if (!row) throw new HttpError(404, "劳务信息不存在");
    const [view] = await views([row]);
    return ok(view as NonNullable<typeof view>, "已撤回");
  });
}

/** Labour services: listings and applications, registered by the composition root with the other collected route modules. */
export const laborRouteModule = defineRouteModule({
  name: "labor",
  register: async (app, services) => {
    await app.register(laborRoutes, services);
  },
});
