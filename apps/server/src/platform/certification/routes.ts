import { certificationCalls, platformPaths } from "@cidp/api-client/contract";
import { messageOf, validateCreditCode, validateIdCardNumber } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { FieldCipher } from "../../security/field-cipher.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import { DEPOSIT_ATTEMPTS, certificationMessages as m } from "./certification.messages.ts";
import { createCertificationRepository } from "./certification-repository.ts";
import { centsOf, type MicroDepositProvider } from "./micro-deposit.ts";
import { isCalendarDay, validityOf } from "./validity.ts";
import { corporateView, maskIdNumber, personalView, qualificationTally, qualificationView, resourceIdsOf } from "./views.ts";

/** What the certification routes need besides the database. */
export interface CertificationRoutesOptions {
  db: Database;
  files: StoredFiles;
  /** Seals ID numbers. */
  idNumbers: FieldCipher;
  /** Seals 对公 account numbers. */
  accounts: FieldCipher;
  deposits: MicroDepositProvider;
  now?: () => Date;
  /** Turns on `/api/dev/micro-deposit` (the sandbox "statement") for the journeys. */
  devHelpers?: boolean;
}

/** A listed submission is bounded: a member rarely has more than a handful. */
const RECORD_LIMIT = 20;

/** 账户认证: personal and corporate certification, the 对公小额打款 check, qualification certificates. */
export async function certificationRoutes(app: FastifyInstance, options: CertificationRoutesOptions) {
  const { db, files, idNumbers, accounts, deposits, now = () => new Date() } = options;
  const certifications = createCertificationRepository(db);

  /** The member's own images, refused with the slot's message when one is not theirs or not an image. */
  async function ownImages(memberId: number, slots: [number, string][]) {
    const found = await files.ownImages(
      memberId,
      slots.map(([id]) => id),
    );
    for (const [id, missing] of slots) if (!found.has(id)) throw refuse("invalid", missing);
  }

  function businessOf(request: FastifyRequest) {
    const { business } = authOf(request);
    if (!business) throw refuse("permission", m.noBusiness);
    return business;
  }

  contractRoute(app, certificationCalls.overview, async (request) => {
    const { member, business } = authOf(request);
    const personal = await certifications.latestPersonal(member.id);
    const corporate = business ? await certifications.latestCorporate(business.businessId) : undefined;
    const images = await files.images(resourceIdsOf(personal ? [personal] : [], corporate ? [corporate] : []));
    const expiries = business ? await certifications.qualificationExpiries(business.businessId) : [];
    const access = business ? await app.permissionGuard.accessOf(member.id, business.businessId) : null;
    return ok({
      personal: personal ? personalView(personal, files, images) : null,
      corporate: business
        ? {
            businessName: business.businessName,
            state: business.certificationState as "uncertified" | "pending" | "certified" | "rejected",
            latest: corporate ? corporateView(corporate, files, images) : null,
            mayManage: access?.permissions.includes("certification_manage") ?? false,
          }
        : null,
      qualifications: qualificationTally(expiries, now()),
    });
  });

  contractRoute(app, certificationCalls.records, async (request) => {
    const { member, business } = authOf(request);
    const personal = await certifications.personalHistory(member.id, RECORD_LIMIT);
    const corporate = business ? await certifications.corporateHistory(business.businessId, RECORD_LIMIT) : [];
    const images = await files.images(resourceIdsOf(personal, corporate));
    const records = [
      ...personal.map((row) => ({ at: row.submittedAt, view: personalView(row, files, images) })),
      ...corporate.map((row) => ({ at: row.submittedAt, view: corporateView(row, files, images) })),
    ];
    return ok(records.sort((a, b) => b.at.getTime() - a.at.getTime()).map((r) => r.view));
  });

  contractRoute(app, certificationCalls.detail, async (request) => {
    const { member, business } = authOf(request);
    const { kind, id } = request.query;
    if (kind === "personal") {
      const row = await certifications.ownPersonal(member.id, id);
      if (!row) throw refuse("not_found", m.missing);
      return ok(personalView(row, files, await files.images(resourceIdsOf([row], []))));
    }
    // A business's submission is read by its members, in the business they act for.
    const row = business ? await certifications.businessCorporate(business.businessId, id) : undefined;
    if (!row) throw refuse("not_found", m.missing);
    return ok(corporateView(row, files, await files.images(resourceIdsOf([], [row]))));
  });

  contractRoute(app, certificationCalls.submitPersonal, async (request) => {
    const { member } = authOf(request);
    const { realName, idNumber, frontResourceId, backResourceId } = request.body;
    const checked = validateIdCardNumber(idNumber, { today: now() });
    if (!checked.ok) throw refuse("invalid", messageOf(checked));
    const latest = await certifications.latestPersonal(member.id);
    if (latest?.state === "pending") throw refuse("state", m.personalPending);
    if (latest?.state === "certified") throw refuse("state", m.personalDone);
    await ownImages(member.id, [
      [frontResourceId, m.frontMissing],
      [backResourceId, m.backMissing],
    ]);
    const id = await certifications.insertPersonal({
      memberId: member.id,
      realName,
      idNumberCipher: idNumbers.seal(idNumber),
      idNumberMasked: maskIdNumber(idNumber),
      frontResourceId,
      backResourceId,
      submittedAt: now(),
    });
    return ok({ id }, "已提交，请等待平台审核");
  });

  contractRoute(app, certificationCalls.submitCorporate, async (request) => {
    const { member } = authOf(request);
    const business = businessOf(request);
    const body = request.body;
    const checked = validateCreditCode(body.creditCode);
    if (!checked.ok) throw refuse("invalid", messageOf(checked));
    if (body.companyName !== business.businessName) throw refuse("invalid", m.companyName.replace("{name}", business.businessName));
    const latest = await certifications.latestCorporate(business.businessId);
    if (latest?.state === "awaiting_deposit" || latest?.state === "pending") throw refuse("state", m.corporatePending);
    if (business.certificationState === "certified") throw refuse("state", m.corporateDone);
    if (await certifications.creditCodeHeldElsewhere(body.creditCode, business.businessId)) throw refuse("invalid", m.creditCodeTaken);
    await ownImages(member.id, [
      [body.licenseResourceId, m.licenseMissing],
      [body.authorizationResourceId, m.authorizationMissing],
    ]);
    // The account's name is the company's: only the company's own account receives the amount.
    // With finance (production) the amount is chosen now and sent later from the back office (认证打款).
    const deposit = await deposits.start({ bankName: body.bankName, accountNumber: body.accountNumber, accountName: body.companyName }, now());
    const id = await certifications.insertCorporate({
      businessId: business.businessId,
      submittedBy: member.id,
      companyName: body.companyName,
      creditCode: body.creditCode,
      legalRepresentative: body.legalRepresentative,
      licenseResourceId: body.licenseResourceId,
      authorizationResourceId: body.authorizationResourceId,
      bankName: body.bankName,
      accountCipher: accounts.seal(body.accountNumber),
      accountLast4: body.accountNumber.slice(-4),
      depositReference: deposit.reference,
      depositAmountCents: deposit.amountCents,
      depositSentAt: deposit.sentAt,
      submittedAt: now(),
    });
    return ok({ id }, deposit.sentAt ? m.submittedSent : m.submittedForFinance);
  });

  contractRoute(app, certificationCalls.confirmDeposit, async (request) => {
    const business = businessOf(request);
    const { id, amount } = request.body;
    const row = await certifications.businessCorporate(business.businessId, id);
    if (!row) throw refuse("not_found", m.missing);
    if (row.state !== "awaiting_deposit") throw refuse("state", m.notAwaitingDeposit);
    // Nothing reached the account yet: no answer can be right, so none is counted.
    if (!row.depositSentAt) throw refuse("state", m.depositNotSent);
    if (centsOf(amount) === row.depositAmountCents) {
      if (!(await certifications.confirmDeposit(row, now()))) throw refuse("state", m.notAwaitingDeposit);
      return ok({ state: "pending" as const }, "金额正确，已提交平台审核");
    }
    const attempts = row.depositAttempts + 1;
    const left = DEPOSIT_ATTEMPTS - attempts;
    const reason = m.depositFailed.replace("{times}", String(DEPOSIT_ATTEMPTS));
    const counted = await certifications.recordWrongDeposit(row, { attempts, rejection: left > 0 ? null : { reason, at: now() } });
    if (!counted) throw refuse("state", m.notAwaitingDeposit);
    throw refuse("invalid", left > 0 ? m.wrongAmount.replace("{left}", String(left)) : reason);
  });

  contractRoute(app, certificationCalls.qualifications, async (request) => {
    const { member } = authOf(request);
    const business = businessOf(request);
    const rows = await certifications.qualificationsOf(business.businessId);
    const images = await files.images(rows.map((r) => r.resourceId));
    const access = await app.permissionGuard.accessOf(member.id, business.businessId);
    return ok({ records: rows.map((row) => qualificationView(row, files, images, now())), mayManage: access.permissions.includes("certification_manage") });
  });

  contractRoute(app, certificationCalls.saveQualification, async (request) => {
    const { member } = authOf(request);
    const business = businessOf(request);
    const { id, resourceId, ...fields } = request.body;
    if (!isCalendarDay(fields.validUntil)) throw refuse("invalid", m.invalidDate);
    if (validityOf(fields.validUntil, now()) === "expired") throw refuse("state", m.expired);
    const existing = id ? await certifications.ownQualification(business.businessId, id) : undefined;
    if (id && !existing) throw refuse("not_found", m.qualificationMissing);
    // Keeping the certificate's image needs no new upload; a new image must be the member's own.
    if (existing?.resourceId !== resourceId) await ownImages(member.id, [[resourceId, m.certificateMissing]]);
    const holder = await certifications.certificateNumbered(business.businessId, fields.certificateNo);
    if (holder !== undefined && holder !== id) throw refuse("state", m.duplicateCertificate);
    // Any change is reviewed again.
    const values = {
      ...fields,
      resourceId,
      state: "pending" as const,
      rejectReason: null,
      submittedBy: member.id,
      submittedAt: now(),
      reviewedAt: null,
      reviewedBy: null,
    };
    const saved = existing
      ? await certifications.updateQualification(existing.id, values)
      : await certifications.insertQualification(business.businessId, values);
    if (saved === undefined) throw refuse("state", m.duplicateCertificate);
    return ok({ id: saved }, "已保存，请等待平台审核");
  });

  contractRoute(app, certificationCalls.deleteQualification, async (request) => {
    const business = businessOf(request);
    if (!(await certifications.deleteQualification(business.businessId, request.body.id))) throw refuse("not_found", m.qualificationMissing);
    return ok(null, "已删除");
  });

  if (options.devHelpers) {
    // The sandbox's "bank statement" of a business's latest check amount, for the journeys only.
    app.get(platformPaths.devMicroDeposit, async (request, reply) => {
      const businessId = Number((request.query as { businessId?: string }).businessId);
      const row = Number.isInteger(businessId) ? await certifications.latestCorporate(businessId) : undefined;
      if (!row) return reply.status(404).send({ msg: "no deposit" });
      return { amount: (row.depositAmountCents / 100).toFixed(2), reference: row.depositReference };
    });
  }
}
