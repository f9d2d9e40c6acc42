import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import type { FieldCipher } from "../../security/field-cipher.ts";
import type { notices } from "../notice/schema.ts";
import type { Decision, ReviewSource, ReviewSubject } from "../operator/review-source.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import type { BusinessCertifiedSubscriber } from "./business-certified.ts";
import { reviewNotices } from "./certification.messages.ts";
import { createCertificationReviewRepository } from "./review-repository.ts";
import { validityOf } from "./validity.ts";

/** What an operator reviews of certification. */
const reviewKinds = ["personal", "corporate", "qualification"] as const;
type ReviewKind = (typeof reviewKinds)[number];

/** The names of the kinds in the operator area. */
const reviewKindLabels: Record<ReviewKind, string> = { personal: "个人实名认证", corporate: "企业认证", qualification: "资质证书" };

const isKind = (kind: string): kind is ReviewKind => (reviewKinds as readonly string[]).includes(kind);

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

  const reviews = createCertificationReviewRepository(db);

  /** The submitter's notice of a decision, linking to what was decided. */
  function noticeOf(memberId: number, kind: ReviewKind, decision: Decision, jumpUrl: string, subject: string): typeof notices.$inferInsert {
    const texts = reviewNotices[kind];
    return {
      memberId,
      noticeType: 2,
      title: decision.approve ? texts.approved : texts.rejected,
      content: decision.approve ? `${subject}已通过平台审核。` : `${subject}未通过平台审核，原因：${decision.reason}。请修改后重新提交。`,
      jumpType: 1,
      jumpUrl,
    };
  }

  /** What every review subject opens with: which submission it is and where its review stands. */
  function subjectHead(kind: ReviewKind, id: number, title: string, row: { submittedAt: Date; state: string; rejectReason: string | null }) {
    return { kind, id, title, submitTime: formatDateTime(row.submittedAt), state: row.state, rejectReason: row.rejectReason };
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
      const { personal, corporate, qualification, waiting } = await reviews.queue(QUEUE_PAGE);
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
      return { entries, waiting };
    },

    /** One submission in full (ID and account numbers opened), or null. */
    async subject(kind: string, id: number): Promise<ReviewSubject | null> {
      if (!isKind(kind)) return null;
      if (kind === "personal") {
        const row = await reviews.personal(id);
        if (!row) return null;
        const { c } = row;
        return {
          ...subjectHead(kind, id, c.realName, c),
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
        const c = await reviews.corporate(id);
        if (!c) return null;
        return {
          ...subjectHead(kind, id, c.companyName, c),
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
      const row = await reviews.qualification(id);
      if (!row) return null;
      const { q } = row;
      return {
        ...subjectHead(kind, id, `${row.company} · ${q.name}`, q),
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
      if (kind === "personal") {
        const url = `/user/standard-certification/my-detail?kind=personal&id=${id}`;
        return reviews.decidePersonal(id, reviewed, (row) => noticeOf(row.memberId, kind, decision, url, "您提交的个人实名认证"));
      }
      if (kind === "corporate") {
        const url = `/user/standard-certification/my-detail?kind=corporate&id=${id}`;
        return reviews.decideCorporate(
          id,
          reviewed,
          (row) => noticeOf(row.submittedBy, kind, decision, url, `「${row.companyName}」的企业认证`),
          // Buyers may have invited the company by its credit code or its administrator's phone before it was here.
          async (tx, row) => {
            for (const subscriber of onBusinessCertified) await subscriber(tx, row.businessId, now());
          },
        );
      }
      const url = "/user/standard-certification/qualification-edit";
      return reviews.decideQualification(id, reviewed, (row) => noticeOf(row.submittedBy, kind, decision, url, `资质证书「${row.name}」`));
    },
  };
}
