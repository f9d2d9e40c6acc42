import { laborCalls } from "@cidp/api-client/contract";
import { LABOR_KIND_LABELS, LABOR_MESSAGES, type LaborKind, validateLaborInput } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { regionNameOf } from "../../http/regions.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { actingBusinessOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createLaborRepository, type LaborListingRow } from "./labor-repository.ts";

/** The calls of labor services (劳务用工). */
async function laborRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const repository = createLaborRepository(db);

  async function views(rows: LaborListingRow[]) {
    const nameOf = await repository.businessNames(rows.map((r) => r.businessId));
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

  /** A page of the repository's, as the list calls answer it. */
  async function pageOf(current: number, size: number, { rows, total, pages }: { rows: LaborListingRow[]; total: number; pages: number }) {
    return { records: await views(rows), total, current, size, pages };
  }

  contractRoute(app, laborCalls.publicList, async (request) => {
    const { current, size, ...filter } = request.query;
    return ok(await pageOf(current, size, await repository.publishedPage(filter, current, size)));
  });

  // One published entry; a withdrawn or unknown one is not public (the same 404 either way).
  contractRoute(app, laborCalls.publicDetail, async (request) => {
    const row = await repository.published(request.query.id);
    const [view] = row ? await views([row]) : [];
    if (!view) throw refuse("not_found", "劳务信息不存在或已撤回");
    return ok(view);
  });

  contractRoute(app, laborCalls.mine, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const { current, size } = request.query;
    return ok(await pageOf(current, size, await repository.ownPage(businessId, current, size)));
  });

  contractRoute(app, laborCalls.save, async (request) => {
    const { memberId, businessId } = actingBusinessOf(request);
    const input = request.body;
    // A demand has no team of its own yet: nobody to have verified.
    const realNameCount = input.kind === "team" ? input.realNameCount : 0;
    const checked = validateLaborInput({ ...input, realNameCount });
    if (!checked.ok) throw refuse("invalid", LABOR_MESSAGES[checked.code]);
    const row = await repository.publish({ ...input, realNameCount, businessId, memberId, createdAt: now() });
    const [view] = await views([row]);
    return ok(view as NonNullable<typeof view>, "发布成功");
  });

  contractRoute(app, laborCalls.withdraw, async (request) => {
    const { businessId } = actingBusinessOf(request);
    const row = await repository.withdraw(request.body.id, businessId);
    if (!row) throw refuse("not_found", "劳务信息不存在");
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
