import { OPERATOR_CALL_PERMISSIONS, operatorCalls, operatorHeaders, platformPaths } from "@cidp/api-client/contract";
import { OPERATOR_PERMISSION_KEYS, OPERATOR_PERMISSIONS, type OperatorPermission, operatorMay } from "@cidp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { refuse } from "../../runtime/refusal.ts";
import { sharedReads } from "../../runtime/shared-read.ts";
import type { FieldCipher } from "../../security/field-cipher.ts";
import { hashPassword, verifyPassword } from "../member/password.ts";
import type { OrderFulfilment } from "../order/fulfilment.ts";
import { createCounterStore } from "../throttle/counter-store.ts";
import { auditCsv, auditLineOf } from "./audit-lines.ts";
import { createOperatorThrottle } from "./login-throttle.ts";
import { createOperatorRepository } from "./operator.repository.ts";
import { createOperatorAccounts, enrolmentTokenHash, hashOperatorPassword, OperatorAccountError, operatorPasswordRefusal } from "./operator-accounts.ts";
import { operatorCompanyRoutes } from "./operator-company.routes.ts";
import { operatorMemberRoutes } from "./operator-member.routes.ts";
import { operatorMessages } from "./operator-messages.ts";
import { operatorReportRoutes } from "./operator-report.routes.ts";
import { operatorSettingsRoutes } from "./operator-settings.routes.ts";
import type { StaffReviewSource } from "./review-source.ts";
import { answeringWithMessage, type StaffArea, type StaffRouteKit, staffRouter } from "./staff-route-kit.ts";
import { acceptedTotpStep, newTotpSecret, totpUri } from "./totp.ts";

/** What the back office's calls need. */
export interface OperatorApiOptions {
  db: Database;
  /** Every module whose submissions staff review, with the permission each kind needs. */
  review: StaffReviewSource;
  /** The paid orders the platform serves (服务订单): start and complete. */
  fulfilment: OrderFulfilment;
  /** 客服工作台 (service-desk/): the 在线客服 queue and the agents' actions. */
  /** The areas of modules of their own (内容管理, 客服工作台), registered with the staff kit. */
  areas?: readonly StaffArea[];
  /** Seals TOTP secrets. */
  totpSecrets: FieldCipher;
  /** Test runs only (`DEV_HELPERS=1`): `GET /api/dev/operator-enrolment-link?username=` issues a link. */
  devEnrolmentLinks?: (username: string) => Promise<string | null>;
  now?: () => Date;
}

const AUDIT_PAGE = 50;
/** How many days back the audit export reaches. */
const AUDIT_EXPORT_DAYS = 30;
/** The most lines one audit export holds (30 days of a busy back office fit well below it). */
const AUDIT_EXPORT_MAX = 50_000;

const STATE_LABELS: Readonly<Record<string, string>> = {
  pending: "审核中",
  certified: "已通过",
  approved: "已通过",
  published: "已发布",
  scheduled: "待发布",
  withdrawn: "已下架",
  draft: "草稿",
  rejected: "已驳回",
  awaiting_deposit: "待确认打款",
};

/** How a wrong kept password is audited and answered. */
interface KeptPasswordRefusal {
  action: string;
  message: string;
}

type Session = NonNullable<Awaited<ReturnType<ReturnType<typeof createOperatorRepository>["session"]>>>;

/**
 * The back office's calls (`/api/cidp-operator/*`, declared in operator.calls.ts): the staff log-in
 * (password, then a TOTP code; an authenticator is bound only through a one-time enrolment link),
 * the review queue and decisions, 服务订单, the audit log and its export, and 运营账号. The back
 * office's own server is the only caller: it keeps the staff session in its cookie and sends it in
 * `x-operator-session`. Every call checks the session and the role's permission key here, whatever
 * the back office shows, and every action is written to the audit log.
 */
export async function operatorApiRoutes(app: FastifyInstance, options: OperatorApiOptions) {
  const { review, fulfilment, totpSecrets, now = () => new Date() } = options;
  const repo = createOperatorRepository(options.db, now);
  const throttle = createOperatorThrottle(createCounterStore(options.db, now));
  const accounts = createOperatorAccounts(options.db, { origin: "", now });
  const sessions = new WeakMap<FastifyRequest, Session>();
  let decoy: Promise<string> | null = null;
  // Refusals keep their HTTP status (403, 409, 410, 429 …) on every call here: the back office's
  // server reads the status, not the portal's §8 rule of a 200 with the code in the body.
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, httpFailureStatus: true };
  });

  const audit = (
    request: FastifyRequest,
    operatorId: number | null,
    action: string,
    more: { subjectKind?: string; subjectId?: number; detail?: Record<string, unknown> } = {},
  ) => repo.audit({ operatorId, action, ip: request.ip, ...more });

  // A page's calls reach the services together: the look-ups of one session in one turn are one read.
  const sessionLookUps = sharedReads<Awaited<ReturnType<typeof repo.session>>>();
  const sessionOf = async (request: FastifyRequest) => {
    const header = request.headers[operatorHeaders.session];
    return typeof header === "string" ? sessionLookUps.read(header, () => repo.session(header)) : undefined;
  };

  /** The session a call runs in (set by the hooks below before the handler). */
  const sessionFor = (request: FastifyRequest): Session => {
    const found = sessions.get(request);
    if (!found) throw new HttpError(401, operatorMessages.loggedOut);
    return found;
  };

  /** A full session holding `permission` (when named); 401 without one, 403 (audited) without the key. */
  const staffHook =
    (permission?: OperatorPermission): preHandlerHookHandler =>
    async (request) => {
      const found = await sessionOf(request);
      if (found?.session.stage !== "full" || found.operator.disabledAt) throw new HttpError(401, operatorMessages.loggedOut);
      if (permission && !operatorMay(found.operator.role, permission)) {
        await audit(request, found.operator.id, "access.denied", { detail: { permission, url: request.url.slice(0, 200) } });
        throw refuse("permission", operatorMessages.forbidden(OPERATOR_PERMISSIONS[permission]));
      }
      sessions.set(request, found);
    };

  /** The half session between the password and the code. */
  const halfSessionHook: preHandlerHookHandler = async (request) => {
    const found = await sessionOf(request);
    if (found?.session.stage !== "password") throw new HttpError(401, operatorMessages.loggedOut);
    sessions.set(request, found);
  };

  /** A source that failed too often waits (never a lock of the account, see login-throttle.ts). */
  const refuseWaiting = (reply: FastifyReply, waitSeconds: number): never => {
    reply.header("retry-after", String(waitSeconds));
    throw new HttpError(429, operatorMessages.wait(waitSeconds));
  };

  /**
   * A kept password checked like the log-in's: a source that fails too often waits, a failure is
   * counted and audited as `failedAction`, the right one clears its source's count.
   */
  const checkKeptPassword = async (
    request: FastifyRequest,
    reply: FastifyReply,
    operator: Session["operator"],
    password: string,
    refusal: KeptPasswordRefusal,
  ) => {
    const admission = await throttle.admitPassword(operator.username, request.ip);
    if (!admission.ok) refuseWaiting(reply, admission.waitSeconds);
    if (!operator.passwordHash || !(await verifyPassword(password, operator.passwordHash))) {
      await throttle.passwordFailed(operator.username, request.ip);
      await audit(request, operator.id, refusal.action);
      throw refuse("invalid", refusal.message);
    }
    await throttle.passwordPassed(operator.username, request.ip);
  };

  /** Spends `code` when it is a fresh code of the operator's bound authenticator; a wrong one is counted and audited. */
  const spendCode = async (request: FastifyRequest, operator: Session["operator"], code: string): Promise<boolean> => {
    const secretBase32 = operator.totpSecretCipher ? totpSecrets.open(operator.totpSecretCipher) : null;
    const step = secretBase32 ? acceptedTotpStep(secretBase32, code, operator.totpLastStep, now()) : null;
    if (step !== null && (await repo.useTotpStep(operator.id, step))) return true;
    await throttle.codeFailed(operator.id, request.ip);
    await audit(request, operator.id, "totp.failed");
    return false;
  };

  const permissionOf = (name: keyof typeof operatorCalls) => (OPERATOR_CALL_PERMISSIONS as Partial<Record<string, OperatorPermission>>)[name];
  const staff = (name: keyof typeof operatorCalls) => ({ preHandler: staffHook(permissionOf(name)) });
  const route = staffRouter(app, staff);

  contractRoute(app, operatorCalls.login, async (request, reply) => {
    const { username, password } = request.body;
    const admission = await throttle.admitPassword(username, request.ip);
    if (!admission.ok) {
      await audit(request, null, "login.throttled", { detail: { username } });
      refuseWaiting(reply, admission.waitSeconds);
    }
    const operator = await repo.byUsername(username);
    // The hash is checked even for an unknown name, so timing does not tell which names exist.
    decoy ??= hashPassword("decoy-password-never-used");
    const passwordOk = await verifyPassword(password, operator?.passwordHash ?? (await decoy));
    if (!operator || !passwordOk) {
      await throttle.passwordFailed(username, request.ip);
      await audit(request, operator?.id ?? null, "login.failed", { detail: { username } });
      throw new HttpError(401, operatorMessages.credentials);
    }
    await throttle.passwordPassed(username, request.ip);
    if (operator.disabledAt) {
      await audit(request, operator.id, "login.disabled");
      throw refuse("permission", operatorMessages.disabled);
    }
    if (!operator.totpSecretCipher) {
      await audit(request, operator.id, "login.not-enrolled");
      throw refuse("permission", operatorMessages.notEnrolled);
    }
    const session = await repo.openSession(operator.id, "password");
    await audit(request, operator.id, "login.password");
    return ok({ session, stage: "password" as const });
  });

  contractRoute(
    app,
    operatorCalls.totp,
    async (request, reply) => {
      const { operator, session } = sessionFor(request);
      const admission = await throttle.admitCode(operator.id, request.ip);
      if (!admission.ok) refuseWaiting(reply, admission.waitSeconds);
      if (operator.disabledAt || !operator.totpSecretCipher) {
        await repo.revokeSession(session.id);
        throw new HttpError(401, operatorMessages.loggedOut);
      }
      if (!(await spendCode(request, operator, request.body.code))) {
        // The half session's last guess: it ends, and only the password opens another.
        if (await throttle.lastGuessOf(session.id)) {
          await repo.revokeSession(session.id);
          throw new HttpError(401, operatorMessages.tooManyCodes);
        }
        // 400, not 401: the half session stands, only the code was wrong (401 means the session is gone).
        throw refuse("invalid", operatorMessages.code);
      }
      await throttle.codePassed(operator.id, request.ip);
      // A new session id once both factors are in: the half session's id is worth nothing afterwards.
      await repo.revokeSession(session.id);
      const full = await repo.openSession(operator.id, "full");
      await audit(request, operator.id, "login.success");
      return ok({ session: full, stage: "full" as const });
    },
    { preHandler: halfSessionHook },
  );

  /** The enrolment a link names, with its pending secret (created on first view); 410 when used, expired or unknown. */
  async function openEnrolment(token: string) {
    const found = await repo.enrolment(enrolmentTokenHash(token));
    if (!found) throw new HttpError(410, operatorMessages.enrolGone);
    let secretBase32 = found.enrolment.pendingSecretCipher ? totpSecrets.open(found.enrolment.pendingSecretCipher) : null;
    if (!secretBase32) {
      secretBase32 = newTotpSecret();
      await repo.setEnrolmentSecret(found.enrolment.id, totpSecrets.seal(secretBase32));
    }
    return { ...found, secretBase32 };
  }

  contractRoute(app, operatorCalls.enrolment, async (request) => {
    const { operator, secretBase32 } = await openEnrolment(request.params.token);
    return ok({
      username: operator.username,
      displayName: operator.displayName,
      choosePassword: operator.passwordHash === null,
      secret: secretBase32,
      otpauthUri: totpUri(secretBase32, operator.username),
    });
  });

  contractRoute(app, operatorCalls.enrol, async (request, reply) => {
    const found = await repo.enrolment(enrolmentTokenHash(request.params.token));
    const pendingCipher = found?.enrolment.pendingSecretCipher;
    if (!found || !pendingCipher) throw new HttpError(410, operatorMessages.enrolGone);
    const { enrolment, operator } = found;
    const { password, passwordAgain, code } = request.body;
    let passwordHash: string | null = null;
    if (operator.passwordHash === null) {
      const refusal = operatorPasswordRefusal(password);
      if (refusal) throw refuse("invalid", refusal);
      if (password !== passwordAgain) throw refuse("invalid", operatorMessages.passwordMismatch);
      passwordHash = await hashOperatorPassword(password);
    } else await checkKeptPassword(request, reply, operator, password, { action: "enrol.failed", message: operatorMessages.credentials });
    const secretBase32 = totpSecrets.open(pendingCipher);
    const step = secretBase32 ? acceptedTotpStep(secretBase32, code, null, now()) : null;
    if (step === null) throw refuse("invalid", operatorMessages.code);
    const bound = await repo.completeEnrolment({ enrolmentId: enrolment.id, operatorId: operator.id, secretCipher: pendingCipher, step, passwordHash });
    if (!bound) throw new HttpError(410, operatorMessages.enrolGone);
    await audit(request, operator.id, "totp.enrolled");
    // Both factors were just given: the operator goes straight in.
    const session = await repo.openSession(operator.id, "full");
    await audit(request, operator.id, "login.success");
    return ok({ session, stage: "full" as const });
  });

  const devEnrolmentLinks = options.devEnrolmentLinks;
  if (devEnrolmentLinks) {
    app.get<{ Querystring: { username?: string } }>(platformPaths.devOperatorEnrolmentLink, async (request, reply) => {
      const url = await devEnrolmentLinks(String(request.query.username ?? ""));
      return url ? reply.send({ url }) : reply.status(404).send({ url: null });
    });
  }

  // Logging out needs any live session (a half one too): it ends it.
  contractRoute(
    app,
    operatorCalls.logout,
    async (request) => {
      const found = await sessionOf(request);
      if (found) {
        await repo.revokeSession(found.session.id);
        await audit(request, found.operator.id, "logout");
      }
      return ok(null);
    },
    { preHandler: async () => {} },
  );

  // Staff change their own password: the current one and a code, as at the log-in; every other
  // session of theirs ends. Wrong current passwords count like the log-in's.
  route("changePassword", async (request, reply) => {
    const { operator, session } = sessionFor(request);
    const { currentPassword, newPassword, newPasswordAgain, code } = request.body;
    await checkKeptPassword(request, reply, operator, currentPassword, { action: "password.failed", message: operatorMessages.currentPassword });
    const refusal = operatorPasswordRefusal(newPassword);
    if (refusal) throw refuse("invalid", refusal);
    if (newPassword !== newPasswordAgain) throw refuse("invalid", operatorMessages.passwordMismatch);
    if (newPassword === currentPassword) throw refuse("invalid", operatorMessages.samePassword);
    if (!(await spendCode(request, operator, code))) throw refuse("invalid", operatorMessages.code);
    await repo.changePassword(operator.id, await hashOperatorPassword(newPassword), session.id);
    await audit(request, operator.id, "password.changed");
    return ok(null, operatorMessages.passwordChanged);
  });

  route("me", async (request) => {
    const { operator, session } = sessionFor(request);
    return ok({
      username: operator.username,
      displayName: operator.displayName,
      role: operator.role,
      permissions: OPERATOR_PERMISSION_KEYS.filter((key) => operatorMay(operator.role, key)),
      sessionId: session.id,
    });
  });

  /** The kinds a role reviews: a 财务 sees refunds, not certifications. */
  const reviewableKinds = (role: Session["operator"]["role"]) =>
    Object.keys(review.labels).filter((kind) => {
      const permission = review.permissionOf(kind);
      return permission !== undefined && operatorMay(role, permission);
    });

  route("reviewQueue", async (request) => {
    const kinds = reviewableKinds(sessionFor(request).operator.role);
    if (kinds.length === 0) return ok({ kinds: [], entries: [] });
    const queue = await review.queue();
    return ok({
      kinds: kinds.map((kind) => ({ kind, label: review.labels[kind] ?? kind, waiting: queue.waiting[kind] ?? 0 })),
      entries: queue.entries
        .filter((entry) => kinds.includes(entry.kind))
        .map(({ kind, id, title, submitTime }) => ({ kind, id, title, submitTime, kindLabel: review.labels[kind] ?? kind })),
    });
  });

  /** The staff member may review `kind` (a kind they may not answers 403, audited; an unknown one 404). */
  async function mayReview(request: FastifyRequest, kind: string) {
    const { operator } = sessionFor(request);
    const permission = review.permissionOf(kind);
    if (!permission) throw refuse("not_found", operatorMessages.missing);
    if (!operatorMay(operator.role, permission)) {
      await audit(request, operator.id, "access.denied", { detail: { permission, url: request.url.slice(0, 200) } });
      throw refuse("permission", operatorMessages.forbidden(OPERATOR_PERMISSIONS[permission]));
    }
    return operator;
  }

  route("reviewSubject", async (request) => {
    const { kind, id } = request.params;
    await mayReview(request, kind);
    const subject = await review.subject(kind, id);
    if (!subject) throw refuse("not_found", operatorMessages.missing);
    return ok({
      kind: subject.kind,
      id: subject.id,
      title: subject.title,
      submitTime: subject.submitTime,
      kindLabel: review.labels[subject.kind] ?? subject.kind,
      state: subject.state,
      stateLabel: STATE_LABELS[subject.state] ?? subject.state,
      rejectReason: subject.rejectReason,
      fields: subject.fields,
      images: subject.images,
      bodyHtml: subject.bodyHtml ?? null,
    });
  });

  route("reviewDecide", async (request) => {
    const { kind, id } = request.params;
    const operator = await mayReview(request, kind);
    const subject = await review.subject(kind, id);
    if (!subject) throw refuse("not_found", operatorMessages.missing);
    const { decision, reason = "" } = request.body;
    if (decision === "reject" && !reason) throw refuse("invalid", operatorMessages.reasonRequired);
    let decided: boolean | { refused: string };
    try {
      decided = await review.decide(kind, id, operator.id, decision === "approve" ? { approve: true } : { approve: false, reason });
    } catch (error) {
      request.log.error({ err: error }, "review decision failed");
      throw refuse("conflict", operatorMessages.failed);
    }
    if (!decided) throw refuse("conflict", operatorMessages.decided);
    if (typeof decided === "object") throw refuse("conflict", decided.refused);
    await audit(request, operator.id, decision === "approve" ? "review.approve" : "review.reject", {
      subjectKind: kind,
      subjectId: id,
      detail: { title: subject.title, ...(decision === "reject" ? { reason } : {}) },
    });
    return ok(null, decision === "approve" ? operatorMessages.approved : operatorMessages.rejected);
  });

  route("orders", async (request) => {
    const { state, orderNo, page } = request.query;
    const queue = await fulfilment.queue({ page, ...(state ? { state } : {}), ...(orderNo ? { orderNo } : {}) });
    return ok({
      ...queue,
      orders: queue.orders.map((entry) => ({ ...entry, step: entry.state === "paid" ? ("start" as const) : ("complete" as const) })),
    });
  });

  route("orderStep", async (request) => {
    const { operator } = sessionFor(request);
    const { step, note = "" } = request.body;
    const moved = await fulfilment.step(request.params.id, step, operator.id, note);
    if (!moved.ok) throw refuse("conflict", operatorMessages.stepStale);
    await audit(request, operator.id, `order.${step}`, {
      subjectKind: "order",
      subjectId: request.params.id,
      detail: { title: moved.orderNo, ...(note ? { reason: note } : {}) },
    });
    return ok(null, step === "start" ? operatorMessages.started : operatorMessages.completed);
  });

  const subjectNames = {
    ...review.labels,
    operator: "运营账号",
    order: "订单",
    member: "会员",
    business: "企业",
    platform: "平台",
    service: "客服会话",
    banner: "横幅",
    "party-module": "党建栏目",
    "site-texts": "热门搜索与顶部文字",
    nav: "页脚导航与帮助",
    // 交易日志 (sealed-bidding/trade-log.routes.ts) audits each look at a call's log by its kind.
    inquiry: "询价单",
    tender: "招标项目",
  };

  route("audit", async (request) => {
    const rows = await repo.auditPage(request.query.before ?? null, AUDIT_PAGE + 1);
    const shown = rows.slice(0, AUDIT_PAGE);
    return ok({
      lines: shown.map((row) => auditLineOf(row, subjectNames)),
      nextBefore: rows.length > AUDIT_PAGE ? (shown.at(-1)?.entry.id ?? null) : null,
      exportDays: AUDIT_EXPORT_DAYS,
    });
  });

  route("auditCsv", async (request, reply) => {
    const { operator } = sessionFor(request);
    const rows = await repo.auditSince(new Date(now().getTime() - AUDIT_EXPORT_DAYS * 86_400_000), AUDIT_EXPORT_MAX);
    await audit(request, operator.id, "audit.exported", { detail: { lines: rows.length } });
    // Bytes, not the envelope: the back office passes the file on as it is.
    return reply.header("content-type", "text/csv; charset=utf-8").send(auditCsv(rows.map((row) => auditLineOf(row, subjectNames)))) as never;
  });

  /** Runs an account change: the accounts service refuses with a message the page shows (400). */
  async function accountChange<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof OperatorAccountError) throw refuse("invalid", error.shown);
      throw error;
    }
  }
  const done = answeringWithMessage(accountChange);
  const actorOf = (request: FastifyRequest) => ({ operatorId: sessionFor(request).operator.id, ip: request.ip });
  const issued = (link: { username: string; token: string; expiresAt: Date }) =>
    ok({ username: link.username, token: link.token, expireTime: formatDateTime(link.expiresAt) }, "已生成绑定链接");

  route("staff", async () =>
    ok({
      accounts: (await accounts.list()).map(({ createdAt, ...account }) => ({ ...account, createTime: formatDateTime(createdAt) })),
      sessions: (await accounts.sessions()).map((live) => ({
        id: live.id,
        username: live.username,
        displayName: live.displayName,
        createTime: formatDateTime(live.createdAt),
        expireTime: formatDateTime(live.expiresAt),
      })),
    }),
  );
  route("staffCreate", async (request) => issued(await accountChange(() => accounts.create(request.body, actorOf(request)))));
  route("staffRole", (request) =>
    done("角色已更新，下一次操作起生效", () => accounts.changeRole(request.params.username, request.body.role, actorOf(request))),
  );
  route("staffDisable", (request) => done("账号已停用，其会话已全部结束", () => accounts.disable(request.params.username, actorOf(request))));
  route("staffEnable", (request) => done("账号已启用", () => accounts.enable(request.params.username, actorOf(request))));
  route("staffReissue", async (request) => issued(await accountChange(() => accounts.reissue(request.params.username, {}, actorOf(request)))));
  route("sessionRevoke", async (request) => {
    const ended = await accounts.endSession(request.params.id, actorOf(request));
    if (!ended) throw refuse("state", "该会话已结束");
    return ok(null, "会话已结束");
  });

  const kit: StaffRouteKit = { db: options.db, now, route, actorOf };
  for (const area of [operatorMemberRoutes, operatorCompanyRoutes, operatorSettingsRoutes, operatorReportRoutes]) await area(kit);
  for (const area of options.areas ?? []) await area(kit);
}
