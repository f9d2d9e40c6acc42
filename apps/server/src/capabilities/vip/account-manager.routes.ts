import { operatorMay } from "@cidp/domain";
import { eq } from "drizzle-orm";
import { ok } from "../../http/envelope.ts";
import { operators } from "../../platform/operator/schema.ts";
import type { StaffRouteKit } from "../../platform/operator/staff-route-kit.ts";
import { enterpriseClients, managersByLoad, reassignAccountManager } from "./account-manager.ts";

/**
 * 企业VIP客户 in the back office: the list for staff who look members up (我的VIP客户 narrows to
 * the viewer's own clients), the change of manager for those holding vip.manage. Registered as a
 * staff area by the composition root, so the session and permission check stay the kit's.
 */
export function vipClientRoutes({ db, now, route, actorOf }: StaffRouteKit) {
  route("vipClients", async (request) => {
    const actor = actorOf(request);
    const at = now();
    const [viewer] = await db.select({ role: operators.role }).from(operators).where(eq(operators.id, actor.operatorId));
    const [clients, managers] = await Promise.all([enterpriseClients(db, at, request.query.mine ? actor.operatorId : null), managersByLoad(db, at)]);
    return ok({ clients, managers, mayReassign: viewer ? operatorMay(viewer.role, "vip.manage") : false });
  });
  route("vipClientReassign", async (request) => {
    await reassignAccountManager(db, { businessId: request.params.id, operatorId: request.body.operatorId }, actorOf(request), now());
    return ok(null, "已更换专属客户经理");
  });
}
