import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import type { FieldCipher } from "../../security/field-cipher.ts";
import { businesses, members } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import type { Decision, ReviewSource, ReviewSubject } from "../operator/review-source.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import type { BusinessCertifiedSubscriber } from "./business-certified.ts";
import { reviewNotices } from "./certification.messages.ts";
import { corporateCertifications, personalCertifications, qualificationCertificates } from "./schema.ts";
import { validityOf } from "./validity.ts";

/** What an operator reviews of certification. */
const reviewKinds = ["personal", "corporate", "qualification"] as const;
type ReviewKind = (typeof reviewKinds)[number];

/** The names of the kinds in the operator area. */
const reviewKindLabels: Record<ReviewKind, string> = { personal: "个人实名认证", corporate: "企业认证", qualification: "资质证书" };

const isKind = (kind: string): kind is ReviewKind => (reviewKinds as readonly string[]).includes(kind);

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** How many waiting submissions of a kind the queue shows at once, oldest first. */
const QUEUE_PAGE = 50;

/** The operator side of certification: the waiting queue, a submission in full, and decisions with their notices. */
export function createCertificationReview(
  db: Database,
  deps: {
    files: StoredFiles;
    idNumbers: FieldCipher;
    accounts: FieldCipher;
    now?: () => Date;
    /** What higher modules do, in the same transaction, when a business is certified. */
    onBusinessCertified?: readonly BusinessCertifiedSubscriber[];
  },
): ReviewSource {
  const { files, idNumbers, accounts, now = () => new Date(), onBusinessCertified = [] } = deps;

  async function notify(tx: Tx, memberId: number, kind: ReviewKind, decision: Decision, jumpUrl: string, subject: string) {
    const texts = reviewNotices[kind];
    await tx.insert(notices).values({
      memberId,
      noticeType: 2,
      title: decision.approve ? texts.approved : texts.rejected,
      content: decision.approve ? `${subject}已通过平台审核。` : `${subject}未通过平台审核，原因：${decision.reason}。请修改后重新提交。`,
      jumpType: 1,
      jumpUrl,
    });
  }

  async function imagesOf(labelled: [string, number][]) {
    const found = await files.images(labelled.map(([, id]) => id));
    return labelled.flatMap(([label, id]) => {
      const image = found.get(id);
      return image ? [{ label, url: files.inlineLink(image) }] : [];
    });
  }

  return {
    labels: reviewKindLabels,

    /** Waiting submissions per kind (oldest first) and how many wait in all. */
    async queue() {
      const [personal, corporate, qualification, counts] = await Promise.all([
        db
          .select({ id: personalCertifications.id, title: personalCertifications.realName, at: personalCertifications.submittedAt })
          .from(personalCertifications)
          .where(eq(personalCertifications.state, "pending"))
          .orderBy(asc(personalCertifications.submittedAt))
          .limit(QUEUE_PAGE),
        db
          .select({ id: corporateCertifications.id, title: corporateCertifications.companyName, at: corporateCertifications.submittedAt })
          .from(corporateCertifications)
          .where(eq(corporateCertifications.state, "pending"))
          .orderBy(asc(corporateCertifications.submittedAt))
          .limit(QUEUE_PAGE),
        db
          .select({
            id: qualificationCertificates.id,
            title: qualificationCertificates.name,
            company: businesses.name,
            at: qualificationCertificates.submittedAt,
          })
          .from(qualificationCertificates)
          .innerJoin(businesses, eq(businesses.id, qualificationCertificates.businessId))
          .where(eq(qualificationCertificates.state, "pending"))
          .orderBy(asc(qualificationCertificates.submittedAt))
          .limit(QUEUE_PAGE),
        Promise.all([
          db.select({ n: count() }).from(personalCertifications).where(eq(personalCertifications.state, "pending")),
          db.select({ n: count() }).from(corporateCertifications).where(eq(corporateCertifications.state, "pending")),
          db.select({ n: count() }).from(qualificationCertificates).where(eq(qualificationCertificates.state, "pending")),
        ]),
      ]);
      const entry = (kind: ReviewKind) => (row: { id: number; title: string; at: Date }) => ({
        kind,
        id: row.id,
        title: row.title,
        submitTime: formatDateTime(row.at),
        at: row.at,
      });
      const entries = [
        ...personal.map(entry("personal")),
        ...corporate.map(entry("corporate")),
        ...qualification.map((row) => entry("qualification")({ ...row, title: `${row.company} · ${row.title}` })),
      ].sort((a, b) => a.at.getTime() - b.at.getTime());
      const [p, c, q] = counts.map(([row]) => row?.n ?? 0);
      return { entries, waiting: { personal: p ?? 0, corporate: c ?? 0, qualification: q ?? 0 } };
    },

    /** One submission in full (ID and account numbers opened), or null. */
    async subject(kind: string, id: number): Promise<ReviewSubject | null> {
      if (!isKind(kind)) return null;
      if (kind === "personal") {
        const [row] = await db
          .select({ c: personalCertifications, phone: members.phone, registeredName: members.realName })
          .from(personalCertifications)
          .innerJoin(members, eq(members.id, personalCertifications.memberId))
          .where(eq(personalCertifications.id, id));
        if (!row) return null;
        const { c } = row;
        return {
          kind,
          id,
          title: c.realName,
          submitTime: formatDateTime(c.submittedAt),
          state: c.state,
          rejectReason: c.rejectReason,
          fields: [
            ["真实姓名", c.realName],
            ["身份证号码", idNumbers.open(c.idNumberCipher) ?? "（无法解密）"],
            ["注册姓名", row.registeredName],
            ["手机号", row.phone],
          ],
          images: await imagesOf([
            ["身份证人像面", c.frontResourceId],
            ["身份证国徽面", c.backResourceId],
          ]),
        };
      }
      if (kind === "corporate") {
        const [c] = await db.select().from(corporateCertifications).where(eq(corporateCertifications.id, id));
        if (!c) return null;
        return {
          kind,
          id,
          title: c.companyName,
          submitTime: formatDateTime(c.submittedAt),
          state: c.state,
          rejectReason: c.rejectReason,
          fields: [
            ["企业名称", c.companyName],
            ["统一社会信用代码", c.creditCode],
            ["法定代表人", c.legalRepresentative],
            ["开户银行", c.bankName],
            ["对公账号", accounts.open(c.accountCipher) ?? "（无法解密）"],
            ["对公打款", c.depositConfirmedAt ? `已于 ${formatDateTime(c.depositConfirmedAt)} 确认金额` : "未确认"],
          ],
          images: await imagesOf([
            ["营业执照", c.licenseResourceId],
            ["授权委托书", c.authorizationResourceId],
          ]),
        };
      }
      const [row] = await db
        .select({ q: qualificationCertificates, company: businesses.name, companyState: businesses.certificationState })
        .from(qualificationCertificates)
        .innerJoin(businesses, eq(businesses.id, qualificationCertificates.businessId))
        .where(eq(qualificationCertificates.id, id));
      if (!row) return null;
      const { q } = row;
      return {
        kind,
        id,
        title: `${row.company} · ${q.name}`,
        submitTime: formatDateTime(q.submittedAt),
        state: q.state,
        rejectReason: q.rejectReason,
        fields: [
          ["企业", `${row.company}（${row.companyState === "certified" ? "已认证" : "未认证"}）`],
          ["资质名称", q.name],
          ["资质等级", q.level],
          ["证书编号", q.certificateNo],
          ["发证机关", q.issuingAuthority],
          ["有效期至", `${q.validUntil}${validityOf(q.validUntil, now()) === "expired" ? "（已过期）" : ""}`],
        ],
        images: await imagesOf([["资质证书", q.resourceId]]),
      };
    },

    /**
     * Decides a waiting submission; false when it no longer waits (another operator decided first).
     * The state, what it certifies (the member's real name, the business's state, name and credit
     * code) and the submitter's notice change together or not at all.
     */
    async decide(kind: string, id: number, operatorId: number, decision: Decision): Promise<boolean> {
      if (!isKind(kind)) return false;
      const reviewed = {
        state: decision.approve ? ("certified" as const) : ("rejected" as const),
        rejectReason: decision.approve ? null : decision.reason,
        reviewedAt: now(),
        reviewedBy: operatorId,
      };
      return db.transaction(async (tx) => {
        if (kind === "personal") {
          const [row] = await tx
            .update(personalCertifications)
            .set(reviewed)
            .where(and(eq(personalCertifications.id, id), eq(personalCertifications.state, "pending")))
            .returning();
          if (!row) return false;
          if (decision.approve) await tx.update(members).set({ realName: row.realName, updatedAt: now() }).where(eq(members.id, row.memberId));
          await notify(tx, row.memberId, kind, decision, `/user/standard-certification/my-detail?kind=personal&id=${id}`, "您提交的个人实名认证");
          return true;
        }
        if (kind === "corporate") {
          const [row] = await tx
            .update(corporateCertifications)
            .set(reviewed)
            .where(and(eq(corporateCertifications.id, id), eq(corporateCertifications.state, "pending")))
            .returning();
          if (!row) return false;
          const certified = decision.approve
            ? { certificationState: "certified", name: row.companyName, creditCode: row.creditCode }
            : { certificationState: "rejected" };
          await tx.update(businesses).set(certified).where(eq(businesses.id, row.businessId));
          // Buyers may have invited the company by its credit code or its administrator's phone before it was here.
          if (decision.approve) for (const subscriber of onBusinessCertified) await subscriber(tx, row.businessId, now());
          await notify(
            tx,
            row.submittedBy,
            kind,
            decision,
            `/user/standard-certification/my-detail?kind=corporate&id=${id}`,
            `「${row.companyName}」的企业认证`,
          );
          return true;
        }
        const [row] = await tx
          .update(qualificationCertificates)
          .set(reviewed)
          .where(and(eq(qualificationCertificates.id, id), eq(qualificationCertificates.state, "pending")))
          .returning();
        if (!row) return false;
        await notify(tx, row.submittedBy, kind, decision, "/user/standard-certification/qualification-edit", `资质证书「${row.name}」`);
        return true;
      });
    },
  };
}
