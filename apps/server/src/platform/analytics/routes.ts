import { analyticsCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { parseDateTime } from "../../http/format.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createAnalyticsRepository } from "./repository.ts";

/** The analytics collector: validates and stores each record of spec §3. */
async function analyticsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = createAnalyticsRepository(db);
  contractRoute(
    app,
    analyticsCalls.inject,
    async (request) => {
      const record = request.body;
      const createdAt = typeof record.createTime === "number" ? new Date(record.createTime) : parseDateTime(record.createTime);
      if (!createdAt || Number.isNaN(createdAt.getTime())) throw refuse("invalid", "请求参数不正确：createTime：不是有效的时间");
      await repository.record({
        dataSource: record.dataSource,
        action: record.action,
        createdAt,
        realName: record.realName ?? null,
        fromUrl: record.from ?? null,
        toUrl: record.to ?? null,
        resolution: record.resolution ?? null,
        stayDuration: record.stayDuration ?? null,
        tenantId: record.tenantId ?? null,
        tenantName: record.tenantName ?? null,
        userId: record.userId === undefined ? null : String(record.userId),
        viewOptionContent: record.viewOptionContent ?? null,
        viewOptionName: record.viewOptionName ?? null,
        other: record.other ?? null,
        platformCode: request.platformCode,
      });
      return ok(null, "上报成功");
    },
    { bodyLimit: 16_384 },
  );
}

/** Page-view and event analytics, registered by the composition root with the other collected route modules. */
export const analyticsRouteModule = defineRouteModule({
  name: "analytics",
  register: async (app, services) => {
    await app.register(analyticsRoutes, services);
  },
});
