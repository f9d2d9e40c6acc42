import { operatorCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { createMemberAdmin, MemberAdminError } from "./member-admin.ts";
import { answeringRefusals, type StaffRouteKit } from "./staff-route-kit.ts";

/** 会员管理: search, a member's detail, freeze and unfreeze, lift the log-in limits, reset to the SMS log-in. */
export function operatorMemberRoutes(app: FastifyInstance, { db, now, staff, actorOf }: StaffRouteKit) {
  const memberAdmin = createMemberAdmin(db, now);
  const memberChange = <T>(run: () => Promise<T>) => answeringRefusals([MemberAdminError], run);
  contractRoute(app, operatorCalls.memberSearch, async (request) => ok(await memberAdmin.search(request.query.keyword)), staff("memberSearch"));
  contractRoute(app, operatorCalls.memberDetail, async (request) => ok(await memberChange(() => memberAdmin.detail(request.params.id))), staff("memberDetail"));
  contractRoute(
    app,
    operatorCalls.memberFreeze,
    async (request) => {
      await memberChange(() => memberAdmin.freeze(request.params.id, request.body.reason, actorOf(request)));
      return ok(null, "已冻结，该会员的全部会话已结束");
    },
    staff("memberFreeze"),
  );
  contractRoute(
    app,
    operatorCalls.memberUnfreeze,
    async (request) => {
      await memberChange(() => memberAdmin.unfreeze(request.params.id, actorOf(request)));
      return ok(null, "已解冻，该会员可以重新登录");
    },
    staff("memberUnfreeze"),
  );
  contractRoute(
    app,
    operatorCalls.memberLockoutLift,
    async (request) => {
      await memberChange(() => memberAdmin.liftLockout(request.params.id, actorOf(request)));
      return ok(null, "已解除登录限制");
    },
    staff("memberLockoutLift"),
  );
  contractRoute(
    app,
    operatorCalls.memberPasswordReset,
    async (request) => {
      const ended = await memberChange(() => memberAdmin.resetToSmsLogin(request.params.id, request.body.reason, actorOf(request)));
      return ok({ sessions: ended }, "已重置为短信登录：原密码已失效，该会员的全部会话已结束");
    },
    staff("memberPasswordReset"),
  );
}
