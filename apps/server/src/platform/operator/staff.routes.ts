import type { OperatorPermission } from "@cidp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import type { SafeHtml } from "../login-site/html.ts";
import { createOperatorAccounts, type IssuedEnrolment, OperatorAccountError } from "./operator-accounts.ts";
import type { OperatorFrame } from "./pages/operator-layout.ts";
import { type StaffPageState, staffPage } from "./pages/staff.page.ts";

/** What the staff pages use of the operator area: its permission check, its page sender and its form check. */
export interface StaffDesk {
  db: Database;
  now: () => Date;
  requirePermission(
    request: FastifyRequest,
    reply: FastifyReply,
    permission: OperatorPermission,
  ): Promise<{ operator: { id: number }; session: { id: string }; frame: OperatorFrame } | null>;
  send(reply: FastifyReply, status: number, title: string, frame: OperatorFrame, main: SafeHtml): FastifyReply;
  formValid(request: FastifyRequest, sessionId: string): boolean;
  field(request: FastifyRequest, name: string): string;
  csrfMessage: string;
}

/** The results the page shows after a change (PRG: the change redirects here with ?result=). */
const RESULTS: Readonly<Record<string, string>> = {
  role: "角色已更新，下一次操作起生效",
  disabled: "账号已停用，其会话已全部结束",
  enabled: "账号已启用",
  revoked: "会话已结束",
};

/**
 * 运营账号 (管理员 only, `staff.manage`): staff accounts with their roles and states, new accounts
 * and links (shown once), role changes, disabling and enabling, and every live session, which an
 * administrator can end. Every change goes through the accounts service the command line uses, so
 * both write the same audit lines (with before and after) in the same transactions.
 */
export async function staffRoutes(scope: FastifyInstance, desk: StaffDesk) {
  // Links are issued for the address the administrator uses (the area's own origin behind the balancer).
  const accountsFor = (request: FastifyRequest) => createOperatorAccounts(desk.db, { origin: `${request.protocol}://${request.host}`, now: desk.now });
  const accounts = createOperatorAccounts(desk.db, { origin: "", now: desk.now });

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    full: NonNullable<Awaited<ReturnType<StaffDesk["requirePermission"]>>>,
    status: number,
    state: Partial<StaffPageState> = {},
  ) {
    const result = (request.query as { result?: string }).result;
    const page = staffPage(await accounts.list(), await accounts.sessions(), {
      csrf: full.frame.csrf,
      currentSessionId: full.session.id,
      result: result ? (RESULTS[result] ?? null) : null,
      error: null,
      issued: null,
      draft: { username: "", displayName: "", role: "客服" },
      ...state,
    });
    return desk.send(reply, status, "运营账号", full.frame, page);
  }

  /** Runs an account change for an administrator's form: refusals are shown on the page, success redirects. */
  function change(path: string, run: (request: FastifyRequest, actor: { operatorId: number; ip: string }) => Promise<string | IssuedEnrolment>) {
    scope.post(path, async (request, reply) => {
      const full = await desk.requirePermission(request, reply, "staff.manage");
      if (!full) return reply;
      if (!desk.formValid(request, full.session.id)) return render(request, reply, full, 403, { error: desk.csrfMessage });
      try {
        const done = await run(request, { operatorId: full.operator.id, ip: request.ip });
        // An issued link is shown once, on this answer: never in an address or a redirect.
        if (typeof done !== "string") return render(request, reply, full, 200, { issued: done, result: "已生成绑定链接" });
        return reply.redirect(`/operator/staff?result=${done}`, 303);
      } catch (error) {
        if (!(error instanceof OperatorAccountError)) throw error;
        const draft = { username: desk.field(request, "username"), displayName: desk.field(request, "displayName"), role: desk.field(request, "role") };
        return render(request, reply, full, 400, { error: error.shown, draft });
      }
    });
  }

  const usernameOf = (request: FastifyRequest) => (request.params as { username: string }).username;

  scope.get("/operator/staff", async (request, reply) => {
    const full = await desk.requirePermission(request, reply, "staff.manage");
    return full ? render(request, reply, full, 200) : reply;
  });

  change("/operator/staff", (request, actor) =>
    accountsFor(request).create(
      { username: desk.field(request, "username"), displayName: desk.field(request, "displayName"), role: desk.field(request, "role") },
      actor,
    ),
  );
  change("/operator/staff/:username/role", async (request, actor) => {
    await accounts.changeRole(usernameOf(request), desk.field(request, "role"), actor);
    return "role";
  });
  change("/operator/staff/:username/disable", async (request, actor) => {
    await accounts.disable(usernameOf(request), actor);
    return "disabled";
  });
  change("/operator/staff/:username/enable", async (request, actor) => {
    await accounts.enable(usernameOf(request), actor);
    return "enabled";
  });
  change("/operator/staff/:username/reissue", (request, actor) => accountsFor(request).reissue(usernameOf(request), {}, actor));
  change("/operator/sessions/:id/revoke", async (request, actor) => {
    const { id } = request.params as { id: string };
    if (!/^[0-9a-f-]{36}$/.test(id) || !(await accounts.endSession(id, actor))) throw new OperatorAccountError("no such live session", "该会话已结束");
    return "revoked";
  });
}
