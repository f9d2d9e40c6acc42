import { privacyCalls } from "@cidp/api-client/contract";
import { DELETION_COOLING_OFF_DAYS, PRIVACY_CONSENT_VERSION, PRIVACY_CONSENTS } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { verifyPassword } from "../member/password.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import { createAccountDataRecords } from "./account-data-records.ts";
import { accountExportView } from "./account-export-view.ts";
import { createPrivacyRepository } from "./privacy-repository.ts";

const DAY_MS = 86_400_000;

/** The texts of the privacy calls. */
export const privacyMessages = {
  soleAdmin: "您是「{business}」唯一的管理员，请先将管理员转让给其他成员，再申请注销",
  alreadyRequested: "已提交注销申请，冷静期结束后生效",
  noRequest: "没有待生效的注销申请",
  wrongPassword: "登录密码错误",
} as const;

/** The member's rights over their information: consents, a copy of their data, and 注销. */
export async function privacyRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: { db: Database; files: StoredFiles; now?: () => Date }) {
  const privacy = createPrivacyRepository(db);
  const accounts = createAccountDataRecords(db);

  async function pendingDeletion(memberId: number) {
    const row = await privacy.pendingDeletion(memberId);
    return row ? { requestTime: formatDateTime(row.requestedAt), effectiveTime: formatDateTime(row.effectiveAt) } : null;
  }

  contractRoute(app, privacyCalls.overview, async (request) => {
    const { member } = authOf(request);
    const [registration, consents, deletion] = await Promise.all([privacy.registration(member.id), privacy.consents(member.id), pendingDeletion(member.id)]);
    const chosen = new Map(consents.map((c) => [c.purpose, c]));
    return ok({
      agreements: registration
        ? [
            { name: "用户协议", version: registration.userAgreementVersion, consentTime: formatDateTime(registration.consentedAt) },
            { name: "隐私政策", version: registration.privacyPolicyVersion, consentTime: formatDateTime(registration.consentedAt) },
          ]
        : [],
      consents: PRIVACY_CONSENTS.map(({ purpose, label }) => {
        const choice = chosen.get(purpose);
        return { purpose, label, granted: choice?.granted ?? false, changeTime: choice ? formatDateTime(choice.changedAt) : null };
      }),
      deletion,
    });
  });

  contractRoute(app, privacyCalls.setConsent, async (request) => {
    const { member } = authOf(request);
    const { purpose, granted } = request.body;
    await privacy.setConsent({ memberId: member.id, purpose, granted, version: PRIVACY_CONSENT_VERSION, changedAt: now() });
    return ok(null, granted ? "已授权" : "已撤回授权");
  });

  contractRoute(app, privacyCalls.exportData, async (request) => {
    const { member } = authOf(request);
    const [data, uploaded, deletion] = await Promise.all([accounts.exportOf(member), files.ownedFiles(member.id), pendingDeletion(member.id)]);
    return ok(accountExportView(member, data, uploaded, deletion, now()));
  });

  contractRoute(app, privacyCalls.requestDeletion, async (request: FastifyRequest & { body: { password: string } }) => {
    const { member } = authOf(request);
    // Confirmed with the login password, under the one throttle of every password check (waits, never a lock).
    await app.credentialGuard.enter(member.phone, request.ip, { kind: "other" });
    if (!(await verifyPassword(request.body.password, member.passwordHash))) {
      await app.credentialGuard.failure(member.phone, request.ip);
      throw refuse("invalid", privacyMessages.wrongPassword);
    }
    await app.credentialGuard.success(member.phone, request.ip);
    if (await privacy.pendingDeletion(member.id)) throw refuse("state", privacyMessages.alreadyRequested);
    const sole = await privacy.soleAdministration(member.id);
    if (sole) throw refuse("state", privacyMessages.soleAdmin.replace("{business}", sole));
    const requestedAt = now();
    await privacy.requestDeletion(member.id, requestedAt, new Date(requestedAt.getTime() + DELETION_COOLING_OFF_DAYS * DAY_MS));
    return ok(await pendingDeletion(member.id), `注销申请已提交，将于${DELETION_COOLING_OFF_DAYS}天后生效，期间可随时撤销`);
  });

  contractRoute(app, privacyCalls.cancelDeletion, async (request) => {
    const { member } = authOf(request);
    if (!(await privacy.cancelDeletion(member.id))) throw refuse("state", privacyMessages.noRequest);
    return ok(null, "已撤销注销申请");
  });
}
