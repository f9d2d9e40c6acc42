import { procurementCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { changeNoticeHoursOf, minRoundHoursOf, requiresApproval, saveProcurementSettings } from "./settings-repository.ts";

const ADMIN_ONLY = "仅企业管理员可以修改询价设置";

/** 询价设置 of the selected business: every member reads it; changing it needs the administrator's role permission. */
export async function procurementSettingsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const businessIdOf = (request: Parameters<typeof authOf>[0]) => {
    const business = authOf(request).business;
    if (!business) throw refuse("permission", "请先选择企业");
    return business.businessId;
  };

  const isAdmin = async (request: Parameters<typeof authOf>[0]) =>
    (await app.permissionGuard.accessOf(authOf(request).member.id, businessIdOf(request))).isAdmin;

  contractRoute(app, procurementCalls.settings, async (request) => {
    const mayChange = await isAdmin(request);
    const businessId = businessIdOf(request);
    const [approval, minRoundHours, changeNoticeHours] = await Promise.all([
      requiresApproval(db, businessId),
      minRoundHoursOf(db, businessId),
      changeNoticeHoursOf(db, businessId),
    ]);
    return ok({ requiresApproval: approval, minRoundHours, changeNoticeHours, mayChange, readOnlyReason: mayChange ? "" : ADMIN_ONLY });
  });

  contractRoute(app, procurementCalls.saveSettings, async (request) => {
    const businessId = businessIdOf(request);
    // The role permission lets a member in; the setting itself is the administrator's alone.
    if (!(await isAdmin(request))) throw refuse("permission", ADMIN_ONLY);
    const { requiresApproval: on } = request.body;
    const minRoundHours = request.body.minRoundHours ?? (await minRoundHoursOf(db, businessId));
    const changeNoticeHours = request.body.changeNoticeHours ?? (await changeNoticeHoursOf(db, businessId));
    await saveProcurementSettings(db, businessId, { requiresApproval: on, minRoundHours, changeNoticeHours });
    const approval = on ? "已开启发布前内部审批" : "已关闭发布前内部审批";
    const hours = [
      ...(request.body.minRoundHours === undefined ? [] : [`每轮报价至少${minRoundHours}小时`]),
      ...(request.body.changeNoticeHours === undefined ? [] : [`变更公告距截止不足${changeNoticeHours}小时将顺延`]),
    ];
    return ok({ requiresApproval: on, minRoundHours, changeNoticeHours }, [approval, ...hours].join("，"));
  });
}
