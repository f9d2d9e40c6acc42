import { createHash, randomBytes } from "node:crypto";
import { OPERATOR_ENROLMENT_PATH } from "@cidp/api-client/contract";
import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { hashPassword } from "../member/password.ts";
import { type AccountAudit, createOperatorAccountRepository, type StoredLink } from "./operator-account.repository.ts";

/** How long an enrolment link is good for unless the command says otherwise. */
export const ENROLMENT_TTL_HOURS = 24;

/** Where enrolment links point: `${origin}/enrol/${token}` on the back office (apps/operator). */
export const ENROLMENT_PATH = OPERATOR_ENROLMENT_PATH;

/**
 * The back office's public address, where enrolment links point: `PUBLIC_OPERATOR_ORIGIN`, else
 * the local back office on `OPERATOR_PORT` (3003).
 */
export function operatorOrigin(env: NodeJS.ProcessEnv): string {
  return env.PUBLIC_OPERATOR_ORIGIN ?? `http://localhost:${env.OPERATOR_PORT ?? 3003}`;
}

/** A refused account change: a message for the person at the command line, and one for the staff page. */
export class OperatorAccountError extends Error {
  override name = "OperatorAccountError";
  constructor(
    message: string,
    /** The refusal in Chinese, as the operator area shows it (a command-line-only refusal keeps its message). */
    readonly shown: string = message,
  ) {
    super(message);
  }
}

/** Who changes an account from the operator area (absent: the command line). */
type Actor = AccountAudit["actor"];

const USERNAME = /^[a-z][a-z0-9_.-]{2,31}$/;

/** The SHA-256 of a link's token: only this is stored, so a copy of the database enrols nobody. */
export function enrolmentTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** An issued link: shown once, never stored in the clear. */
export interface IssuedEnrolment {
  username: string;
  url: string;
  /** The link's secret part (the back office composes the link on the origin its administrator uses). */
  token: string;
  expiresAt: Date;
}

/** One row of `operator list`. */
export interface OperatorListing {
  username: string;
  displayName: string;
  role: OperatorRole;
  enrolled: boolean;
  disabled: boolean;
  createdAt: Date;
}

/**
 * The staff accounts as the command line manages them (issue "production"): the first operator of
 * an installation is created here, with a one-time, expiring enrolment link, never by whoever
 * reaches the log-in page first. Each change is written to the operator audit log.
 */
export function createOperatorAccounts(db: Database, options: { origin: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const origin = options.origin.replace(/\/+$/, "");
  const accounts = createOperatorAccountRepository(db, now);

  async function byUsername(username: string) {
    const row = await accounts.byUsername(username);
    if (!row) throw new OperatorAccountError(`no operator named "${username}"`, "运营账号不存在");
    return row;
  }

  /**
   * Refuses a change in the operator area that would leave no enabled, enrolled administrator to
   * run the staff page. The command line may (it is how a deployment recovers its staff anyway).
   */
  async function keepAnAdministrator(operator: { disabledAt: Date | null; totpSecretCipher: string | null }): Promise<void> {
    const counted = operator.disabledAt === null && operator.totpSecretCipher !== null;
    if (counted && (await accounts.activeAdministrators()) <= 1) {
      throw new OperatorAccountError("the last active 管理员 cannot be disabled or given another role", "至少保留一名启用的管理员");
    }
  }

  /** A new link's token, shown once, and what is stored of it; refused for a lifetime out of bounds. */
  function newLink(username: string, hours: number): { issued: IssuedEnrolment; stored: StoredLink } {
    if (!(hours > 0 && hours <= 24 * 7)) throw new OperatorAccountError("--hours must be between 1 and 168", "链接有效期须为1–168小时");
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now().getTime() + hours * 3_600_000);
    return { issued: { username, url: `${origin}${ENROLMENT_PATH}/${token}`, token, expiresAt }, stored: { tokenHash: enrolmentTokenHash(token), expiresAt } };
  }

  return {
    async create(input: { username: string; displayName: string; role: string; hours?: number }, actor?: Actor): Promise<IssuedEnrolment> {
      const username = input.username.trim();
      const displayName = input.displayName.trim();
      if (!USERNAME.test(username))
        throw new OperatorAccountError(
          "--username: 3–32 lower-case letters, digits, _ . -, starting with a letter",
          "用户名须为3–32位小写字母、数字或 _ . -，以字母开头",
        );
      if (displayName.length < 1 || displayName.length > 50) throw new OperatorAccountError("--name: 1–50 characters", "姓名须为1–50个字");
      if (!isOperatorRole(input.role)) throw new OperatorAccountError(`--role must be one of ${OPERATOR_ROLES.join(", ")}`, "请选择角色");
      const link = newLink(username, input.hours ?? ENROLMENT_TTL_HOURS);
      const created = await accounts.create({ username, displayName, role: input.role }, link.stored, {
        action: "operator.created",
        detail: { username, after: { role: input.role, displayName } },
        actor,
      });
      if (!created) throw new OperatorAccountError(`an operator named "${username}" exists already (use reissue)`, "该用户名已被使用");
      return link.issued;
    },

    async list(): Promise<OperatorListing[]> {
      const rows = await accounts.all();
      return rows.map((row) => ({
        username: row.username,
        displayName: row.displayName,
        role: row.role,
        enrolled: row.totpSecretCipher !== null,
        disabled: row.disabledAt !== null,
        createdAt: row.createdAt,
      }));
    },

    /** Disables the account and ends its sessions at once; in the operator area, never the last active administrator. */
    async disable(username: string, actor?: Actor): Promise<void> {
      const operator = await byUsername(username);
      if (actor && operator.role === "管理员") await keepAnAdministrator(operator);
      await accounts.disable(operator.id, { action: "operator.disabled", detail: { before: { disabled: false }, after: { disabled: true } }, actor });
    },

    async enable(username: string, actor?: Actor): Promise<void> {
      const operator = await byUsername(username);
      await accounts.enable(operator.id, { action: "operator.enabled", detail: { before: { disabled: true }, after: { disabled: false } }, actor });
    },

    /** Another role for the operator, from their next request on; never demoting the last active administrator. */
    async changeRole(username: string, role: string, actor?: Actor): Promise<void> {
      const operator = await byUsername(username);
      if (!isOperatorRole(role)) throw new OperatorAccountError(`--role must be one of ${OPERATOR_ROLES.join(", ")}`, "请选择角色");
      if (role === operator.role) return;
      if (actor && operator.role === "管理员") await keepAnAdministrator(operator);
      await accounts.changeRole(operator.id, role, { action: "operator.role", detail: { before: { role: operator.role }, after: { role } }, actor });
    },

    /** Every live staff session. */
    sessions: () => accounts.liveSessions(),

    /** Ends a staff session (the operator must log in again); false when it had ended already. */
    endSession: (sessionId: string, actor?: Actor) =>
      accounts.endSession(sessionId, { action: "session.revoked", detail: { session: sessionId.slice(0, 8) }, actor }),

    /**
     * A new enrolment link for a lost or new authenticator: the old authenticator (and with
     * `resetPassword` the password) stops working, and every session ends.
     */
    async reissue(username: string, options: { resetPassword?: boolean; hours?: number } = {}, actor?: Actor): Promise<IssuedEnrolment> {
      const operator = await byUsername(username);
      if (operator.disabledAt) throw new OperatorAccountError(`"${username}" is disabled: enable it first`, "该账号已停用，请先启用");
      const resetPassword = Boolean(options.resetPassword);
      const link = newLink(operator.username, options.hours ?? ENROLMENT_TTL_HOURS);
      await accounts.reissue(operator.id, resetPassword, link.stored, { action: "operator.reissued", detail: { resetPassword }, actor });
      return link.issued;
    },

    /** A link for an operator who has not enrolled yet (the demo operator at each demo start). */
    async linkForUnenrolled(username: string, hours = ENROLMENT_TTL_HOURS): Promise<IssuedEnrolment | null> {
      const operator = await accounts.byUsername(username);
      if (!operator || operator.totpSecretCipher !== null || operator.disabledAt !== null) return null;
      const link = newLink(operator.username, hours);
      await accounts.issueLink(operator.id, link.stored);
      return link.issued;
    },
  };
}

/** A password an operator may choose on the enrolment page, or why not. */
export function operatorPasswordRefusal(password: string): string | null {
  if (password.length < 12 || password.length > 64) return "密码长度须为12–64位";
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return "密码须同时包含字母和数字";
  return null;
}

/** Hashes a chosen password (kept here so the enrolment route and tests agree). */
export const hashOperatorPassword = hashPassword;
