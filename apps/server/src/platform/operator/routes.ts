import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { platformPaths } from "@cidp/api-client/contract";
import { OPERATOR_PERMISSIONS, type OperatorPermission, operatorMay } from "@cidp/domain";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import type { Database } from "../../db/database.ts";
import { sendFile } from "../../http/download-route.ts";
import { formatDateTime } from "../../http/format.ts";
import type { FieldCipher } from "../../security/field-cipher.ts";
import { html, type SafeHtml } from "../login-site/html.ts";
import { hashPassword, verifyPassword } from "../member/password.ts";
import type { OrderFulfilment } from "../order/fulfilment.ts";
import { createCounterStore } from "../throttle/counter-store.ts";
import { auditCsv, auditLineOf } from "./audit-lines.ts";
import { createOperatorThrottle } from "./login-throttle.ts";
import { createOperatorRepository } from "./operator.repository.ts";
import { ENROLMENT_PATH, enrolmentTokenHash, hashOperatorPassword, operatorPasswordRefusal } from "./operator-accounts.ts";
import { operatorEnrolGonePage, operatorEnrolPage, operatorLoginPage, operatorTotpPage } from "./pages/login.page.ts";
import { messageLine, type OperatorFrame, operatorDocument } from "./pages/operator-layout.ts";
import { ordersPage } from "./pages/orders.page.ts";
import { AUDIT_EXPORT_DAYS, auditPage, queuePage, subjectPage } from "./pages/review.page.ts";
import type { StaffReviewSource } from "./review-source.ts";
import { staffRoutes } from "./staff.routes.ts";
import { acceptedTotpStep, newTotpSecret, totpUri } from "./totp.ts";

/** What the operator area needs. */
export interface OperatorRoutesOptions {
  db: Database;
  /** Every module whose submissions operators review, with the permission each kind needs. */
  review: StaffReviewSource;
  /** The paid orders the platform serves (服务订单): start and complete. */
  fulfilment?: OrderFulfilment;
  /** Seals TOTP secrets. */
  totpSecrets: FieldCipher;
  /** Signs the forms' CSRF tokens. */
  secret: Uint8Array;
  secureCookies: boolean;
  /** Test runs only (`DEV_HELPERS=1`): `GET /api/dev/operator-enrolment-link?username=` issues a link. */
  devEnrolmentLinks?: (username: string) => Promise<string | null>;
  now?: () => Date;
}

const COOKIE = "cidp_operator";
const AUDIT_PAGE = 50;
/** The most lines one audit export holds (30 days of a busy back office fit well below it). */
const AUDIT_EXPORT_MAX = 50_000;
const REASON_MAX = 200;

/** The texts of the operator area. */
export const operatorMessages = {
  credentials: "账号或密码错误",
  /** A source that failed too often waits (never a lock of the account, see login-throttle.ts). */
  wait: (seconds: number) => `失败次数较多，请${seconds}秒后再试`,
  code: "动态验证码错误或已使用，请输入验证器当前显示的6位数字",
  notEnrolled: "该账号尚未绑定身份验证器，请使用管理员发放的绑定链接完成绑定",
  disabled: "该账号已停用，请联系平台管理员",
  enrolGone: "绑定链接无效、已使用或已过期，请联系平台管理员重新发放",
  passwordMismatch: "两次输入的密码不一致",
  csrf: "页面已过期，请刷新后重试",
  reasonRequired: "请填写驳回原因",
  reasonTooLong: `驳回原因不能超过${REASON_MAX}个字`,
  decided: "该提交已由其他运营人员处理",
  missing: "提交不存在",
  failed: "处理失败，请稍后重试",
  approved: "已审核通过",
  started: "已开始服务，买家会收到通知",
  completed: "已完成服务，买家会收到通知",
  stepStale: "该订单状态已变化，请刷新后查看",
  rejected: "已驳回，提交人会收到通知",
  forbidden: (area: string) => `无权访问：该页面需要「${area}」权限，请联系平台管理员`,
  nothingToReview: "您的角色没有审核权限",
} as const;

function field(request: FastifyRequest, name: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

/**
 * The operator area (`/operator`): its own log-in (password, then a TOTP code; an authenticator is
 * bound only through a one-time enrolment link that `cli.js operator create|reissue` issues, never
 * by whoever reaches the log-in page first), the review queue of certifications and qualification
 * certificates, decisions, and the audit log of all of it. Server-rendered, no script.
 */
export async function operatorRoutes(app: FastifyInstance, options: OperatorRoutesOptions) {
  const { review, fulfilment, totpSecrets, secret, now = () => new Date() } = options;
  const repo = createOperatorRepository(options.db, now);
  const throttle = createOperatorThrottle(createCounterStore(options.db, now));
  let decoy: Promise<string> | null = null;
  const csrfOf = (sessionId: string) => createHmac("sha256", secret).update(`operator csrf\n${sessionId}`).digest("base64url");

  function send(reply: FastifyReply, status: number, title: string, frame: OperatorFrame | null, main: SafeHtml, narrow = false) {
    const nonce = randomBytes(16).toString("base64");
    return reply
      .status(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header(
        "content-security-policy",
        `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(operatorDocument(title, nonce, frame, main, narrow));
  }

  function setSessionCookie(reply: FastifyReply, id: string) {
    reply.setCookie(COOKIE, id, { path: "/operator", httpOnly: true, sameSite: "strict", secure: options.secureCookies });
  }

  async function sessionOf(request: FastifyRequest) {
    const id = request.cookies[COOKIE];
    return id ? repo.session(id) : undefined;
  }

  /** A form came from this area's own page: same origin and the session's token. */
  function formValid(request: FastifyRequest, sessionId: string | null): boolean {
    // Pages here send no referrer, so browsers post `Origin: null`: Sec-Fetch-Site says where a form came from.
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin") return false;
    const origin = request.headers.origin;
    if (origin && origin !== "null" && origin !== `${request.protocol}://${request.host}`) return false;
    if (sessionId === null) return true;
    const expected = Buffer.from(csrfOf(sessionId));
    const given = Buffer.from(field(request, "_csrf"));
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  const audit = (
    request: FastifyRequest,
    operatorId: number | null,
    action: string,
    more: { subjectKind?: string; subjectId?: number; detail?: Record<string, unknown> } = {},
  ) => repo.audit({ operatorId, action, ip: request.ip, ...more });

  await app.register(async (scope) => {
    if (!scope.hasPlugin("@fastify/cookie")) await scope.register(cookie);
    if (!scope.hasPlugin("@fastify/formbody")) await scope.register(formbody, { bodyLimit: 16_384 });

    /** The full session or a redirect to the step that is missing. */
    async function requireFull(request: FastifyRequest, reply: FastifyReply) {
      const found = await sessionOf(request);
      if (!found) {
        reply.redirect("/operator/login", 303);
        return null;
      }
      if (found.session.stage !== "full") {
        reply.redirect("/operator/totp", 303);
        return null;
      }
      const may = (permission: OperatorPermission) => operatorMay(found.operator.role, permission);
      const reviews = Object.keys(review.labels).filter((kind) => {
        const permission = review.permissionOf(kind);
        return permission !== undefined && may(permission);
      });
      const frame: OperatorFrame = {
        displayName: found.operator.displayName,
        role: found.operator.role,
        csrf: csrfOf(found.session.id),
        areas: {
          review: reviews.length > 0,
          orders: fulfilment !== undefined && may("orders.fulfil"),
          audit: may("audit.read"),
          staff: may("staff.manage"),
        },
      };
      return { ...found, frame, may, reviews };
    }

    /**
     * The full session holding `permission`, else a 403 page naming the permission (checked on every
     * page and form of the area, whatever links the header shows).
     */
    async function requirePermission(request: FastifyRequest, reply: FastifyReply, permission: OperatorPermission) {
      const full = await requireFull(request, reply);
      if (!full) return null;
      if (full.may(permission)) return full;
      await audit(request, full.operator.id, "access.denied", { detail: { permission, url: request.url.slice(0, 200) } });
      send(reply, 403, "无权访问", full.frame, html`<h1>无权访问</h1>${messageLine("error", operatorMessages.forbidden(OPERATOR_PERMISSIONS[permission]))}`);
      return null;
    }

    /** The full session allowed to review `kind` (a kind it may not review answers 403, an unknown one 404 below). */
    async function requireReviewer(request: FastifyRequest, reply: FastifyReply) {
      const { kind } = request.params as { kind: string };
      const permission = review.permissionOf(kind);
      return permission ? requirePermission(request, reply, permission) : requireFull(request, reply);
    }

    scope.get("/operator/login", async (request, reply) => {
      const found = await sessionOf(request);
      if (found?.session.stage === "full") return reply.redirect("/operator", 303);
      return send(reply, 200, "登录", null, operatorLoginPage("", null), true);
    });

    scope.post("/operator/login", async (request, reply) => {
      const username = field(request, "username").trim().slice(0, 32);
      const password = field(request, "password");
      if (!formValid(request, null)) return send(reply, 403, "登录", null, operatorLoginPage(username, operatorMessages.csrf), true);
      // Per-source waits after failures, never a lock (login-throttle.ts): the operator's own
      // device is not slowed by anyone else's failures.
      const admission = await throttle.admitPassword(username, request.ip);
      if (!admission.ok) {
        await audit(request, null, "login.throttled", { detail: { username } });
        reply.header("retry-after", String(admission.waitSeconds));
        return send(reply, 429, "登录", null, operatorLoginPage(username, operatorMessages.wait(admission.waitSeconds)), true);
      }
      const operator = username ? await repo.byUsername(username) : undefined;
      // The hash is checked even for an unknown name, so timing does not tell which names exist.
      decoy ??= hashPassword("decoy-password-never-used");
      const passwordOk = await verifyPassword(password, operator?.passwordHash ?? (await decoy));
      if (!operator || !passwordOk) {
        await throttle.passwordFailed(username, request.ip);
        await audit(request, operator?.id ?? null, "login.failed", { detail: { username } });
        return send(reply, 401, "登录", null, operatorLoginPage(username, operatorMessages.credentials), true);
      }
      await throttle.passwordPassed(username, request.ip);
      if (operator.disabledAt) {
        await audit(request, operator.id, "login.disabled");
        return send(reply, 403, "登录", null, operatorLoginPage(username, operatorMessages.disabled), true);
      }
      if (!operator.totpSecretCipher) {
        await audit(request, operator.id, "login.not-enrolled");
        return send(reply, 403, "登录", null, operatorLoginPage(username, operatorMessages.notEnrolled), true);
      }
      const sessionId = await repo.openSession(operator.id, "password");
      await audit(request, operator.id, "login.password");
      setSessionCookie(reply, sessionId);
      return reply.redirect("/operator/totp", 303);
    });

    /** The TOTP step's page: the code of the enrolled authenticator. */
    async function totpPage(reply: FastifyReply, found: NonNullable<Awaited<ReturnType<typeof sessionOf>>>, status: number, error: string | null) {
      return send(reply, status, "动态验证码", null, operatorTotpPage({ csrf: csrfOf(found.session.id), error }), true);
    }

    scope.get("/operator/totp", async (request, reply) => {
      const found = await sessionOf(request);
      if (!found) return reply.redirect("/operator/login", 303);
      if (found.session.stage === "full") return reply.redirect("/operator", 303);
      return totpPage(reply, found, 200, null);
    });

    scope.post("/operator/totp", async (request, reply) => {
      const found = await sessionOf(request);
      if (!found) return reply.redirect("/operator/login", 303);
      if (!formValid(request, found.session.id)) return totpPage(reply, found, 403, operatorMessages.csrf);
      const { operator, session } = found;
      const admission = await throttle.admitCode(operator.id, request.ip);
      if (!admission.ok) {
        reply.header("retry-after", String(admission.waitSeconds));
        return totpPage(reply, found, 429, operatorMessages.wait(admission.waitSeconds));
      }
      if (operator.disabledAt || !operator.totpSecretCipher) {
        await repo.revokeSession(session.id);
        return reply.redirect("/operator/login", 303);
      }
      const secretBase32 = totpSecrets.open(operator.totpSecretCipher);
      const step = secretBase32 ? acceptedTotpStep(secretBase32, field(request, "code").trim(), operator.totpLastStep, now()) : null;
      if (step === null || !(await repo.useTotpStep(operator.id, step))) {
        await throttle.codeFailed(operator.id, request.ip);
        await audit(request, operator.id, "totp.failed");
        return totpPage(reply, (await repo.session(session.id)) ?? found, 401, operatorMessages.code);
      }
      await throttle.codePassed(operator.id, request.ip);
      // A new session id once both factors are in: the half session's id is worth nothing afterwards.
      await repo.revokeSession(session.id);
      const fullId = await repo.openSession(operator.id, "full");
      await audit(request, operator.id, "login.success");
      setSessionCookie(reply, fullId);
      return reply.redirect("/operator", 303);
    });

    /** The enrolment link's page: choose a password (or confirm the one set), scan the secret, give a code. */
    async function enrolPage(reply: FastifyReply, token: string, status: number, error: string | null) {
      const found = await repo.enrolment(enrolmentTokenHash(token));
      if (!found) return send(reply, 410, "绑定链接无效", null, operatorEnrolGonePage(operatorMessages.enrolGone), true);
      let secretBase32 = found.enrolment.pendingSecretCipher ? totpSecrets.open(found.enrolment.pendingSecretCipher) : null;
      if (!secretBase32) {
        secretBase32 = newTotpSecret();
        await repo.setEnrolmentSecret(found.enrolment.id, totpSecrets.seal(secretBase32));
      }
      const qrSvg = await QRCode.toString(totpUri(secretBase32, found.operator.username), { type: "svg", margin: 1 });
      const page = operatorEnrolPage({
        action: `${ENROLMENT_PATH}/${token}`,
        username: found.operator.username,
        displayName: found.operator.displayName,
        choosePassword: found.operator.passwordHash === null,
        error,
        secret: secretBase32,
        qrSvg,
      });
      return send(reply, status, "绑定身份验证器", null, page, true);
    }

    scope.get<{ Params: { token: string } }>(`${ENROLMENT_PATH}/:token`, async (request, reply) => enrolPage(reply, request.params.token, 200, null));

    scope.post<{ Params: { token: string } }>(`${ENROLMENT_PATH}/:token`, async (request, reply) => {
      const { token } = request.params;
      if (!formValid(request, null)) return enrolPage(reply, token, 403, operatorMessages.csrf);
      const found = await repo.enrolment(enrolmentTokenHash(token));
      const pendingCipher = found?.enrolment.pendingSecretCipher;
      if (!found || !pendingCipher) return enrolPage(reply, token, 410, null);
      const { enrolment, operator } = found;
      const password = field(request, "password");
      let passwordHash: string | null = null;
      if (operator.passwordHash === null) {
        const refusal = operatorPasswordRefusal(password);
        if (refusal) return enrolPage(reply, token, 400, refusal);
        if (password !== field(request, "passwordAgain")) return enrolPage(reply, token, 400, operatorMessages.passwordMismatch);
        passwordHash = await hashOperatorPassword(password);
      } else {
        // The kept password is checked like the log-in's: a source that fails too often waits.
        const admission = await throttle.admitPassword(operator.username, request.ip);
        if (!admission.ok) {
          reply.header("retry-after", String(admission.waitSeconds));
          return enrolPage(reply, token, 429, operatorMessages.wait(admission.waitSeconds));
        }
        if (!(await verifyPassword(password, operator.passwordHash))) {
          await throttle.passwordFailed(operator.username, request.ip);
          await audit(request, operator.id, "enrol.failed");
          return enrolPage(reply, token, 401, operatorMessages.credentials);
        }
        await throttle.passwordPassed(operator.username, request.ip);
      }
      const secretBase32 = totpSecrets.open(pendingCipher);
      const step = secretBase32 ? acceptedTotpStep(secretBase32, field(request, "code").trim(), null, now()) : null;
      if (step === null) return enrolPage(reply, token, 401, operatorMessages.code);
      const bound = await repo.completeEnrolment({
        enrolmentId: enrolment.id,
        operatorId: operator.id,
        secretCipher: pendingCipher,
        step,
        passwordHash,
      });
      if (!bound) return enrolPage(reply, token, 410, null);
      await audit(request, operator.id, "totp.enrolled");
      // Both factors were just given: the operator goes straight in.
      const fullId = await repo.openSession(operator.id, "full");
      await audit(request, operator.id, "login.success");
      setSessionCookie(reply, fullId);
      return reply.redirect("/operator", 303);
    });

    const devEnrolmentLinks = options.devEnrolmentLinks;
    if (devEnrolmentLinks) {
      scope.get<{ Querystring: { username?: string } }>(platformPaths.devOperatorEnrolmentLink, async (request, reply) => {
        const url = await devEnrolmentLinks(String(request.query.username ?? ""));
        return url ? reply.send({ url }) : reply.status(404).send({ url: null });
      });
    }

    scope.post("/operator/logout", async (request, reply) => {
      const found = await sessionOf(request);
      if (found && formValid(request, found.session.id)) {
        await repo.revokeSession(found.session.id);
        await audit(request, found.operator.id, "logout");
      }
      reply.clearCookie(COOKIE, { path: "/operator" });
      return reply.redirect("/operator/login", 303);
    });

    scope.get("/operator", async (request, reply) => {
      const full = await requireFull(request, reply);
      if (!full) return reply;
      if (full.reviews.length === 0) return send(reply, 200, "待审核", full.frame, html`<h1>待审核</h1><p>${operatorMessages.nothingToReview}</p>`);
      const queue = await review.queue();
      // Only the kinds this role reviews: a 财务 sees refunds, not certifications.
      const entries = queue.entries.filter((entry) => full.reviews.includes(entry.kind));
      const waiting = Object.fromEntries(Object.entries(queue.waiting).filter(([kind]) => full.reviews.includes(kind)));
      const labels = Object.fromEntries(full.reviews.map((kind) => [kind, review.labels[kind] ?? kind]));
      const result = (request.query as { result?: string }).result;
      const message = result === "approved" ? operatorMessages.approved : result === "rejected" ? operatorMessages.rejected : null;
      return send(reply, 200, "待审核", full.frame, queuePage(labels, entries, waiting, message));
    });

    function subjectRef(request: FastifyRequest): { kind: string; id: number } | null {
      const { kind, id } = request.params as { kind: string; id: string };
      const number = Number(id);
      return kind in review.labels && /^\d{1,9}$/.test(id) && number > 0 ? { kind, id: number } : null;
    }

    scope.get("/operator/review/:kind/:id", async (request, reply) => {
      const full = await requireReviewer(request, reply);
      if (!full) return reply;
      const ref = subjectRef(request);
      const subject = ref ? await review.subject(ref.kind, ref.id) : null;
      if (!subject) return send(reply, 404, operatorMessages.missing, full.frame, queuePage(review.labels, [], {}, null));
      return send(reply, 200, review.labels[subject.kind] ?? subject.kind, full.frame, subjectPage(review.labels, subject, full.frame.csrf, null, ""));
    });

    scope.post("/operator/review/:kind/:id", async (request, reply) => {
      const full = await requireReviewer(request, reply);
      if (!full) return reply;
      const ref = subjectRef(request);
      const subject = ref ? await review.subject(ref.kind, ref.id) : null;
      if (!ref || !subject) return send(reply, 404, operatorMessages.missing, full.frame, queuePage(review.labels, [], {}, null));
      const approve = field(request, "decision") === "approve";
      const reason = field(request, "reason").trim();
      const again = (status: number, error: string) =>
        send(
          reply,
          status,
          review.labels[subject.kind] ?? subject.kind,
          full.frame,
          subjectPage(review.labels, subject, full.frame.csrf, error, reason.slice(0, REASON_MAX)),
        );
      if (!formValid(request, full.session.id)) return again(403, operatorMessages.csrf);
      if (!approve && !reason) return again(400, operatorMessages.reasonRequired);
      if (!approve && [...reason].length > REASON_MAX) return again(400, operatorMessages.reasonTooLong);
      let decided: boolean;
      try {
        decided = await review.decide(ref.kind, ref.id, full.operator.id, approve ? { approve: true } : { approve: false, reason });
      } catch (error) {
        request.log.error({ err: error }, "review decision failed");
        return again(409, operatorMessages.failed);
      }
      if (!decided) return again(409, operatorMessages.decided);
      await audit(request, full.operator.id, approve ? "review.approve" : "review.reject", {
        subjectKind: ref.kind,
        subjectId: ref.id,
        detail: { title: subject.title, ...(approve ? {} : { reason }) },
      });
      return reply.redirect(`/operator?result=${approve ? "approved" : "rejected"}`, 303);
    });

    if (fulfilment) {
      scope.get("/operator/orders", async (request, reply) => {
        const full = await requirePermission(request, reply, "orders.fulfil");
        if (!full) return reply;
        const result = (request.query as { result?: string }).result;
        const message = result === "start" ? operatorMessages.started : result === "complete" ? operatorMessages.completed : null;
        return send(reply, 200, "服务订单", full.frame, ordersPage(await fulfilment.queue(), full.frame.csrf, message, null));
      });

      scope.post("/operator/orders/:id", async (request, reply) => {
        const full = await requirePermission(request, reply, "orders.fulfil");
        if (!full) return reply;
        const again = async (status: number, error: string) =>
          send(reply, status, "服务订单", full.frame, ordersPage(await fulfilment.queue(), full.frame.csrf, null, error));
        if (!formValid(request, full.session.id)) return again(403, operatorMessages.csrf);
        const { id } = request.params as { id: string };
        const step = field(request, "step");
        if (!/^\d{1,9}$/.test(id) || (step !== "start" && step !== "complete")) return again(404, operatorMessages.missing);
        const note = field(request, "note").trim().slice(0, REASON_MAX);
        const moved = await fulfilment.step(Number(id), step, full.operator.id, note);
        if (!moved.ok) return again(409, operatorMessages.stepStale);
        await audit(request, full.operator.id, `order.${step}`, {
          subjectKind: "order",
          subjectId: Number(id),
          detail: { title: moved.orderNo, ...(note ? { reason: note } : {}) },
        });
        return reply.redirect(`/operator/orders?result=${step}`, 303);
      });
    }

    const subjectNames = { ...review.labels, operator: "运营账号", order: "订单" };

    scope.get("/operator/audit", async (request, reply) => {
      const full = await requirePermission(request, reply, "audit.read");
      if (!full) return reply;
      const before = Number((request.query as { before?: string }).before);
      const rows = await repo.auditPage(Number.isSafeInteger(before) && before > 0 ? before : null, AUDIT_PAGE + 1);
      const shown = rows.slice(0, AUDIT_PAGE);
      const lines = shown.map((row) => auditLineOf(row, subjectNames));
      return send(reply, 200, "操作日志", full.frame, auditPage(lines, rows.length > AUDIT_PAGE ? (shown.at(-1)?.entry.id ?? null) : null));
    });

    scope.get("/operator/audit.csv", async (request, reply) => {
      const full = await requirePermission(request, reply, "audit.read");
      if (!full) return reply;
      const since = new Date(now().getTime() - AUDIT_EXPORT_DAYS * 86_400_000);
      const rows = await repo.auditSince(since, AUDIT_EXPORT_MAX);
      await audit(request, full.operator.id, "audit.exported", { detail: { lines: rows.length } });
      const day = formatDateTime(now()).slice(0, 10);
      return sendFile(reply, {
        type: "text/csv; charset=utf-8",
        name: `操作日志-${day}.csv`,
        asciiName: `operator-audit-${day}.csv`,
        body: auditCsv(rows.map((row) => auditLineOf(row, subjectNames))),
      });
    });

    await staffRoutes(scope, {
      db: options.db,
      now,
      requirePermission,
      send: (reply, status, title, frame, main) => send(reply, status, title, frame, main),
      formValid,
      field,
      csrfMessage: operatorMessages.csrf,
    });
  });
}
