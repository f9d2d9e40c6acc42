import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { SealingKeys } from "../../security/sealing-keys.ts";
import { businesses, members } from "../member/schema.ts";
import { corporateCertifications, personalCertifications } from "./schema.ts";
import { certificationCiphers } from "./sealed-fields.ts";
import { maskIdNumber } from "./views.ts";

/** 吉林宏远 and the colleague whose certifications the demo shows decided (member seed). */
const HONGYUAN_CREDIT_CODE = "91220101MA14XKQ355";
const HONGYUAN_ADMIN_PHONE = "13900000101";
/** 杨振华 of 吉林宏远: no journey changes his name, which a certified personal submission locks. */
const CERTIFIED_MEMBER = { phone: "13900000114", realName: "杨振华", idNumber: "220104198607233811" };
const HONGYUAN_ACCOUNT = { bankName: "吉林银行", number: "220501000330067815" };

const at = (iso: string) => new Date(`${iso}+08:00`);

/**
 * The demo's decided certifications, so 我的认证 and its 认证详情 open on a real record: 吉林宏远's
 * 企业认证 (submitted by its administrator 王立新, the 对公小额打款 confirmed, then certified — the
 * company is certified in the directory) and 杨振华's 个人实名认证 (certified). No materials: like
 * the directory's imported certificates they predate the platform's uploads, so the detail page
 * lists none. Sealed with the sealing keys like any submission, hence beside bank cards in the
 * sealed demo. Only into empty tables: records made on the platform are never joined by these.
 */
export async function seedDemoCertifications(db: Database, keys: SealingKeys): Promise<void> {
  const [anyPersonal] = await db.select({ id: personalCertifications.id }).from(personalCertifications).limit(1);
  const [anyCorporate] = await db.select({ id: corporateCertifications.id }).from(corporateCertifications).limit(1);
  if (anyPersonal || anyCorporate) return;
  const [business] = await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.creditCode, HONGYUAN_CREDIT_CODE));
  const [admin] = await db.select({ id: members.id, realName: members.realName }).from(members).where(eq(members.phone, HONGYUAN_ADMIN_PHONE));
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, CERTIFIED_MEMBER.phone));
  if (!business || !admin || !member) return;
  const { idNumbers, accounts } = certificationCiphers(keys);
  await db.transaction(async (tx) => {
    await tx.insert(corporateCertifications).values({
      businessId: business.id,
      submittedBy: admin.id,
      companyName: business.name,
      creditCode: HONGYUAN_CREDIT_CODE,
      legalRepresentative: admin.realName,
      licenseResourceId: 0,
      authorizationResourceId: 0,
      bankName: HONGYUAN_ACCOUNT.bankName,
      accountCipher: accounts.seal(HONGYUAN_ACCOUNT.number),
      accountLast4: HONGYUAN_ACCOUNT.number.slice(-4),
      depositReference: "XEDK20260914HY0001",
      depositAmountCents: 37,
      depositAttempts: 1,
      depositSentAt: at("2026-09-14T10:12:00"),
      depositConfirmedAt: at("2026-09-15T09:03:00"),
      state: "certified",
      submittedAt: at("2026-09-14T10:12:00"),
      reviewedAt: at("2026-09-16T14:30:00"),
    });
    await tx.insert(personalCertifications).values({
      memberId: member.id,
      realName: CERTIFIED_MEMBER.realName,
      idNumberCipher: idNumbers.seal(CERTIFIED_MEMBER.idNumber),
      idNumberMasked: maskIdNumber(CERTIFIED_MEMBER.idNumber),
      frontResourceId: 0,
      backResourceId: 0,
      state: "certified",
      submittedAt: at("2026-09-20T16:45:00"),
      reviewedAt: at("2026-09-21T10:20:00"),
    });
  });
}
