import { certificationCalls, platformPaths } from "@cidp/api-client/contract";
import { messageOf, validateCreditCode, validateIdCardNumber } from "@cidp/domain";
import { and, count, desc, eq, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import type { FieldCipher } from "../../security/field-cipher.ts";
import { businesses } from "../member/schema.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import { DEPOSIT_ATTEMPTS, certificationMessages as m } from "./certification.messages.ts";
import { centsOf, type MicroDepositProvider } from "./micro-deposit.ts";
import { corporateCertifications, personalCertifications, qualificationCertificates } from "./schema.ts";
import { isCalendarDay, validityOf } from "./validity.ts";
import { corporateView, maskIdNumber, personalView, qualificationView, resourceIdsOf } from "./views.ts";

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

  /** The member's own images, refused with the slot's message when one is not theirs or not an image. */
  async function ownImages(memberId: number, slots: [number, string][]) {
    const found = await files.ownImages(
      memberId,
      slots.map(([id]) => id),
    );
    for (const [id, missing] of slots) if (!found.has(id)) throw new HttpError(400, missing);
  }

  function businessOf(request: FastifyRequest) {
    const { business } = authOf(request);
    if (!business) throw new HttpError(403, m.noBusiness);
    return business;
  }

  async function latestPersonal(memberId: number) {
    const [row] = await db
      .select()
      .from(personalCertifications)
      .where(eq(personalCertifications.memberId, memberId))
      .orderBy(desc(personalCertifications.id))
      .limit(1);
    return row;
  }

  async function latestCorporate(businessId: number) {
    const [row] = await db
      .select()
      .from(corporateCertifications)
      .where(eq(corporateCertifications.businessId, businessId))
      .orderBy(desc(corporateCertifications.id))
      .limit(1);
    return row;
  }

  contractRoute(app, certificationCalls.overview, async (request) => {
    const { member, business } = authOf(request);
    const personal = await latestPersonal(member.id);
    const corporate = business ? await latestCorporate(business.businessId) : undefined;
    const images = await files.images(resourceIdsOf(personal ? [personal] : [], corporate ? [corporate] : []));
    let qualifications = { total: 0, expiring: 0, expired: 0 };
    if (business) {
      const rows = await db
        .select({ validUntil: qualificationCertificates.validUntil })
        .from(qualificationCertificates)
        .where(eq(qualificationCertificates.businessId, business.businessId));
      const validity = rows.map((row) => validityOf(row.validUntil, now()));
      qualifications = {
        total: rows.length,
        expiring: validity.filter((v) => v === "expiring").length,
        expired: validity.filter((v) => v === "expired").length,
      };
    }
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
      qualifications,
    });
  });

  contractRoute(app, certificationCalls.records, async (request) => {
    const { member, business } = authOf(request);
    const personal = await db
      .select()
      .from(personalCertifications)
      .where(eq(personalCertifications.memberId, member.id))
      .orderBy(desc(personalCertifications.id))
      .limit(RECORD_LIMIT);
    const corporate = business
      ? await db
          .select()
          .from(corporateCertifications)
          .where(eq(corporateCertifications.businessId, business.businessId))
          .orderBy(desc(corporateCertifications.id))
          .limit(RECORD_LIMIT)
      : [];
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
      const [row] = await db
        .select()
        .from(personalCertifications)
        .where(and(eq(personalCertifications.id, id), eq(personalCertifications.memberId, member.id)));
      if (!row) throw new HttpError(404, m.missing);
      return ok(personalView(row, files, await files.images(resourceIdsOf([row], []))));
    }
    // A business's submission is read by its members, in the business they act for.
    const [row] = business
      ? await db
          .select()
          .from(corporateCertifications)
          .where(and(eq(corporateCertifications.id, id), eq(corporateCertifications.businessId, business.businessId)))
      : [];
    if (!row) throw new HttpError(404, m.missing);
    return ok(corporateView(row, files, await files.images(resourceIdsOf([], [row]))));
  });

  contractRoute(app, certificationCalls.submitPersonal, async (request) => {
    const { member } = authOf(request);
    const { realName, idNumber, frontResourceId, backResourceId } = request.body;
    const checked = validateIdCardNumber(idNumber, { today: now() });
    if (!checked.ok) throw new HttpError(400, messageOf(checked));
    const latest = await latestPersonal(member.id);
    if (latest?.state === "pending") throw new HttpError(400, m.personalPending);
    if (latest?.state === "certified") throw new HttpError(400, m.personalDone);
    await ownImages(member.id, [
      [frontResourceId, m.frontMissing],
      [backResourceId, m.backMissing],
    ]);
    const [row] = await db
      .insert(personalCertifications)
      .values({
        memberId: member.id,
        realName,
        idNumberCipher: idNumbers.seal(idNumber),
        idNumberMasked: maskIdNumber(idNumber),
        frontResourceId,
        backResourceId,
        submittedAt: now(),
      })
      .returning({ id: personalCertifications.id });
    return ok({ id: row?.id ?? 0 }, "已提交，请等待平台审核");
  });

  contractRoute(app, certificationCalls.submitCorporate, async (request) => {
    const { member } = authOf(request);
    const business = businessOf(request);
    const body = request.body;
    const checked = validateCreditCode(body.creditCode);
    if (!checked.ok) throw new HttpError(400, messageOf(checked));
    if (body.companyName !== business.businessName) throw new HttpError(400, m.companyName.replace("{name}", business.businessName));
    const latest = await latestCorporate(business.businessId);
    if (latest?.state === "awaiting_deposit" || latest?.state === "pending") throw new HttpError(400, m.corporatePending);
    if (business.certificationState === "certified") throw new HttpError(400, m.corporateDone);
    const [taken] = await db
      .select({ n: count() })
      .from(businesses)
      .where(and(eq(businesses.creditCode, body.creditCode), ne(businesses.id, business.businessId)));
    if ((taken?.n ?? 0) > 0) throw new HttpError(400, m.creditCodeTaken);
    await ownImages(member.id, [
      [body.licenseResourceId, m.licenseMissing],
      [body.authorizationResourceId, m.authorizationMissing],
    ]);
    // The account's name is the company's: only the company's own account receives the amount.
    const sent = await deposits.send({ bankName: body.bankName, accountNumber: body.accountNumber, accountName: body.companyName });
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(corporateCertifications)
        .values({
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
          depositReference: sent.reference,
          depositAmountCents: sent.amountCents,
          depositSentAt: now(),
          submittedAt: now(),
        })
        .returning({ id: corporateCertifications.id });
      await tx.update(businesses).set({ certificationState: "pending" }).where(eq(businesses.id, business.businessId));
      return row?.id ?? 0;
    });
    return ok({ id }, "已提交，平台已向对公账户打款，请在收到后确认金额");
  });

  contractRoute(app, certificationCalls.confirmDeposit, async (request) => {
    const business = businessOf(request);
    const { id, amount } = request.body;
    const [row] = await db
      .select()
      .from(corporateCertifications)
      .where(and(eq(corporateCertifications.id, id), eq(corporateCertifications.businessId, business.businessId)));
    if (!row) throw new HttpError(404, m.missing);
    if (row.state !== "awaiting_deposit") throw new HttpError(400, m.notAwaitingDeposit);
    const awaiting = and(
      eq(corporateCertifications.id, id),
      eq(corporateCertifications.state, "awaiting_deposit"),
      eq(corporateCertifications.depositAttempts, row.depositAttempts),
    );
    if (centsOf(amount) === row.depositAmountCents) {
      const [confirmed] = await db
        .update(corporateCertifications)
        .set({ state: "pending", depositConfirmedAt: now() })
        .where(awaiting)
        .returning({ id: corporateCertifications.id });
      if (!confirmed) throw new HttpError(400, m.notAwaitingDeposit);
      return ok({ state: "pending" as const }, "金额正确，已提交平台审核");
    }
    const attempts = row.depositAttempts + 1;
    const left = DEPOSIT_ATTEMPTS - attempts;
    const reason = m.depositFailed.replace("{times}", String(DEPOSIT_ATTEMPTS));
    await db.transaction(async (tx) => {
      // Compare-and-set on the attempt count: two wrong answers sent at once both count.
      const [counted] = await tx
        .update(corporateCertifications)
        .set(left > 0 ? { depositAttempts: attempts } : { depositAttempts: attempts, state: "rejected", rejectReason: reason, reviewedAt: now() })
        .where(awaiting)
        .returning({ id: corporateCertifications.id });
      if (!counted) throw new HttpError(400, m.notAwaitingDeposit);
      if (left <= 0) await tx.update(businesses).set({ certificationState: "rejected" }).where(eq(businesses.id, business.businessId));
    });
    throw new HttpError(400, left > 0 ? m.wrongAmount.replace("{left}", String(left)) : reason);
  });

  contractRoute(app, certificationCalls.qualifications, async (request) => {
    const { member } = authOf(request);
    const business = businessOf(request);
    const rows = await db
      .select()
      .from(qualificationCertificates)
      .where(eq(qualificationCertificates.businessId, business.businessId))
      .orderBy(desc(qualificationCertificates.id));
    const images = await files.images(rows.map((r) => r.resourceId));
    const access = await app.permissionGuard.accessOf(member.id, business.businessId);
    return ok({ records: rows.map((row) => qualificationView(row, files, images, now())), mayManage: access.permissions.includes("certification_manage") });
  });

  contractRoute(app, certificationCalls.saveQualification, async (request) => {
    const { member } = authOf(request);
    const business = businessOf(request);
    const { id, resourceId, ...fields } = request.body;
    if (!isCalendarDay(fields.validUntil)) throw new HttpError(400, m.invalidDate);
    if (validityOf(fields.validUntil, now()) === "expired") throw new HttpError(400, m.expired);
    const [existing] = id
      ? await db
          .select()
          .from(qualificationCertificates)
          .where(and(eq(qualificationCertificates.id, id), eq(qualificationCertificates.businessId, business.businessId)))
      : [];
    if (id && !existing) throw new HttpError(404, m.qualificationMissing);
    // Keeping the certificate's image needs no new upload; a new image must be the member's own.
    if (existing?.resourceId !== resourceId) await ownImages(member.id, [[resourceId, m.certificateMissing]]);
    const [clash] = await db
      .select({ id: qualificationCertificates.id })
      .from(qualificationCertificates)
      .where(and(eq(qualificationCertificates.businessId, business.businessId), eq(qualificationCertificates.certificateNo, fields.certificateNo)));
    if (clash && clash.id !== id) throw new HttpError(400, m.duplicateCertificate);
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
    const [row] = existing
      ? await db
          .update(qualificationCertificates)
          .set(values)
          .where(eq(qualificationCertificates.id, existing.id))
          .returning({ id: qualificationCertificates.id })
      : await db
          .insert(qualificationCertificates)
          .values({ ...values, businessId: business.businessId })
          .onConflictDoNothing()
          .returning({ id: qualificationCertificates.id });
    if (!row) throw new HttpError(400, m.duplicateCertificate);
    return ok({ id: row.id }, "已保存，请等待平台审核");
  });

  contractRoute(app, certificationCalls.deleteQualification, async (request) => {
    const business = businessOf(request);
    const [deleted] = await db
      .delete(qualificationCertificates)
      .where(and(eq(qualificationCertificates.id, request.body.id), eq(qualificationCertificates.businessId, business.businessId)))
      .returning({ id: qualificationCertificates.id });
    if (!deleted) throw new HttpError(404, m.qualificationMissing);
    return ok(null, "已删除");
  });

  if (options.devHelpers) {
    // The sandbox's "bank statement" of a business's latest check amount, for the journeys only.
    app.get(platformPaths.devMicroDeposit, async (request, reply) => {
      const businessId = Number((request.query as { businessId?: string }).businessId);
      const [row] = Number.isInteger(businessId)
        ? await db
            .select()
            .from(corporateCertifications)
            .where(eq(corporateCertifications.businessId, businessId))
            .orderBy(desc(corporateCertifications.id))
            .limit(1)
        : [];
      if (!row) return reply.status(404).send({ msg: "no deposit" });
      return { amount: (row.depositAmountCents / 100).toFixed(2), reference: row.depositReference };
    });
  }
}
