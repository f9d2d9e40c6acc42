import { vipTrainingCalls } from "@cidp/api-client/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import type { StaffRouteKit } from "../../platform/operator/staff-route-kit.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createTrainingDesk } from "./training-desk.ts";

interface TrainingRoutesOptions {
  db: Database;
  now?: () => Date;
}

/** 线下培训与政策解读会 for members: the sessions, the business's seats and registrations. */
async function trainingRoutes(app: FastifyInstance, { db, now = () => new Date() }: TrainingRoutesOptions) {
  const desk = createTrainingDesk(db);
  const businessOf = (request: FastifyRequest) => {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", "请先选择企业");
    return { businessId: auth.business.businessId, memberId: auth.member.id };
  };

  contractRoute(app, vipTrainingCalls.overview, async (request) => ok(await desk.overview(businessOf(request).businessId, now())));
  contractRoute(app, vipTrainingCalls.register, async (request) => {
    const { businessId, memberId } = businessOf(request);
    return ok(await desk.register(businessId, memberId, request.body, now()), "报名成功");
  });
  contractRoute(app, vipTrainingCalls.cancel, async (request) =>
    ok(await desk.cancel(businessOf(request).businessId, request.body.id, now()), "已取消报名，名额已退回本期"),
  );
}

export const vipTrainingRouteModule = defineRouteModule({
  name: "vip-training",
  register: async (app, services) => {
    await app.register(trainingRoutes, services);
  },
});

/** The back office's 线下培训 area (registered by the composition root with the other staff areas). */
export function trainingStaffRoutes({ route, now }: StaffRouteKit, db: Database) {
  const desk = createTrainingDesk(db);
  route("trainingSessions", async () => ok({ sessions: await desk.staffList(now()) }));
  route("trainingSessionCreate", async (request) => ok(await desk.create(request.body), "场次已添加"));
}
