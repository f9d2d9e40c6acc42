import { ok } from "../../http/envelope.ts";
import { createMemberAdmin, MemberAdminError } from "./member-admin.ts";
import { answeringRefusals, answeringWithMessage, type StaffRouteKit } from "./staff-route-kit.ts";

/** 会员管理: search, a member's detail, freeze and unfreeze, lift the log-in limits, reset to the SMS log-in. */
export function operatorMemberRoutes({ db, now, route, actorOf }: StaffRouteKit) {
  const memberAdmin = createMemberAdmin(db, now);
  const memberChange = <T>(run: () => Promise<T>) => answeringRefusals([MemberAdminError], run);
  const done = answeringWithMessage(memberChange);
  route("memberSearch", async (request) => ok(await memberAdmin.search(request.query.keyword)));
  route("memberDetail", async (request) => ok(await memberChange(() => memberAdmin.detail(request.params.id))));
  route("memberFreeze", (request) =>
    done("已冻结，该会员的全部会话已结束", () => memberAdmin.freeze(request.params.id, request.body.reason, actorOf(request))),
  );
  route("memberUnfreeze", (request) => done("已解冻，该会员可以重新登录", () => memberAdmin.unfreeze(request.params.id, actorOf(request))));
  route("memberLockoutLift", (request) => done("已解除登录限制", () => memberAdmin.liftLockout(request.params.id, actorOf(request))));
  route("memberPasswordReset", async (request) => {
    const ended = await memberChange(() => memberAdmin.resetToSmsLogin(request.params.id, request.body.reason, actorOf(request)));
    return ok({ sessions: ended }, "已重置为短信登录：原密码已失效，该会员的全部会话已结束");
  });
}
