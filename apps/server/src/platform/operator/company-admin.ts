import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { keywordMatch } from "../../db/keyword-match.ts";
import { keywordLookup } from "../../db/keyword-page.ts";
import { containsPattern } from "../../db/like.ts";
import { boundedPage } from "../../db/paging.ts";
import { formatDateTime } from "../../http/format.ts";
import { corporateCertifications, qualificationCertificates } from "../certification/schema.ts";
import { chinaDay, validityOf } from "../certification/validity.ts";
import { businesses, members, memberships } from "../member/schema.ts";
import { createOrganisationRepository } from "../organisation/repository.ts";
import type { StaffActor } from "./member-admin.ts";
import { operatorAudit } from "./schema.ts";

/** The most companies one search answers, and the most members a company's page lists. */
const COMPANY_SEARCH_LIMIT = 50;
const COMPANY_MEMBERS_SHOWN = 200;
const REASON_MAX = 200;

/** A refusal the back office shows (400: on the form; 404: no such company or certificate). */
export class CompanyAdminError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = "CompanyAdminError";
  }
}

const companyTypeLabels: Readonly<Record<string, string>> = { require: "需求方", supply: "供应方" };
const businessCertificationLabels: Readonly<Record<string, string>> = { uncertified: "未认证", pending: "审核中", certified: "已认证", rejected: "已驳回" };
const reviewStateLabels: Readonly<Record<string, string>> = { awaiting_deposit: "待确认打款", pending: "审核中", certified: "已通过", rejected: "已驳回" };
const validityLabels: Readonly<Record<string, string>> = { valid: "有效", expiring: "即将到期", expired: "已过期" };

/** The public shop of a business on the portal (its PC layout). */
const shopPathOf = (businessId: number) => `/shop/pc?company=${businessId}`;

/**
 * The companies of 会员管理: look a business up by name or credit code; read it whole (its 企业认证
 * history, members and roles, 资质证书 with their expiry, whether visitors see its shop); correct a
 * certificate's 有效期至 and 资质等级 (certification staff); hide the shop from visitors, or show it
 * again. A hidden shop answers visitors as unavailable and leaves the search and the sitemap
 * (capabilities/shop reads `business.shop_hidden_at`). Every change writes its audit line, with
 * before and after, in the change's own transaction.
 */
export function createCompanyAdmin(db: Database, now: () => Date = () => new Date()) {
  const organisation = createOrganisationRepository(db);

  async function businessOf(id: number) {
    const [business] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
    if (!business) throw new CompanyAdminError(404, "企业不存在");
    return business;
  }

  const audit = (
    tx: Pick<Database, "insert">,
    actor: StaffActor,
    action: string,
    subject: { kind: "business" | "qualification"; id: number },
    detail: Record<string, unknown>,
  ) =>
    tx
      .insert(operatorAudit)
      .values({ operatorId: actor.operatorId, action, subjectKind: subject.kind, subjectId: subject.id, detail, ip: actor.ip, createdAt: now() });

  /** Why a reason is refused, or the trimmed reason. */
  function reasonOf(reason: string, what: string): string {
    const text = reason.trim();
    if (text.length === 0) throw new CompanyAdminError(400, `请填写${what}`);
    if ([...text].length > REASON_MAX) throw new CompanyAdminError(400, `${what}不能超过${REASON_MAX}个字`);
    return text;
  }

  /**
   * Hides the shop (with the reason given) or, with none, shows it again, audited in the same
   * transaction. The update is guarded by the shop's current state, so a shop already hidden (or
   * shown) by someone else meanwhile is refused rather than changed and audited twice.
   */
  async function setShopHidden(businessId: number, reason: string | null, actor: StaffActor): Promise<void> {
    const hide = reason !== null;
    const business = await businessOf(businessId);
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(businesses)
        .set(hide ? { shopHiddenAt: now(), shopHiddenReason: reason } : { shopHiddenAt: null, shopHiddenReason: null })
        .where(and(eq(businesses.id, businessId), hide ? isNull(businesses.shopHiddenAt) : isNotNull(businesses.shopHiddenAt)))
        .returning({ id: businesses.id });
      if (changed.length === 0) throw new CompanyAdminError(400, hide ? "该企业的店铺已对访客隐藏" : "该企业的店铺未被隐藏");
      await audit(
        tx,
        actor,
        hide ? "shop.hidden" : "shop.shown",
        { kind: "business", id: businessId },
        { title: business.name, ...(hide ? { reason } : {}), before: { shopHidden: !hide }, after: { shopHidden: hide } },
      );
    });
  }

  return {
    /**
     * 企业列表: the businesses newest first (the ones members just created on top), all or of one
     * certification state, a page of them over the (state,) created-time index, the total capped as
     * every list's is.
     */
    async list({ certification, current, size }: { certification?: string | undefined; current: number; size: number }) {
      const { rows, total, pages } = await boundedPage(
        db,
        businesses,
        certification ? eq(businesses.certificationState, certification) : undefined,
        [desc(businesses.createdAt), desc(businesses.id)],
        current,
        size,
      );
      return {
        records: rows.map((row) => ({
          id: row.id,
          name: row.name,
          creditCode: row.creditCode,
          companyType: companyTypeLabels[row.companyType] ?? row.companyType,
          certification: businessCertificationLabels[row.certificationState] ?? row.certificationState,
          registerTime: formatDateTime(row.createdAt),
        })),
        total,
        current,
        size,
        pages,
      };
    },

    /** Businesses whose name holds the keyword (the newest fifty), or the one with that credit code. */
    async search(keyword: string) {
      const text = keyword.trim();
      if (text.length === 0) return [];
      // Newest first, as 会员查询: a common word is found among the newest thousand, a rare one
      // through the name's bigrams (keyword-page.ts). In name order it would read every match
      // (names start with their city, so a city's companies sit together, far down the name order).
      const byCode = eq(businesses.creditCode, text.toUpperCase());
      const rows = await keywordLookup(
        COMPANY_SEARCH_LIMIT,
        (walkLimit, matchLimit) => {
          const newest = db.select().from(businesses).orderBy(desc(businesses.id)).limit(walkLimit).as("newest");
          return db
            .select()
            .from(newest)
            .where(or(eq(newest.creditCode, text.toUpperCase()), ilike(newest.name, containsPattern(text))))
            .limit(matchLimit);
        },
        () =>
          db
            .select()
            .from(businesses)
            .where(or(byCode, keywordMatch(text, businesses.name)))
            .orderBy(desc(businesses.id))
            .limit(COMPANY_SEARCH_LIMIT),
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        creditCode: row.creditCode,
        companyType: companyTypeLabels[row.companyType] ?? row.companyType,
        certification: businessCertificationLabels[row.certificationState] ?? row.certificationState,
        shopHidden: row.shopHiddenAt !== null,
      }));
    },

    /** One business in full, as 企业详情 shows it. */
    async detail(id: number) {
      const business = await businessOf(id);
      const [certifications, people, [counted], certificates] = await Promise.all([
        db.select().from(corporateCertifications).where(eq(corporateCertifications.businessId, id)).orderBy(desc(corporateCertifications.id)).limit(20),
        db
          .select({ id: members.id, realName: members.realName, phone: members.phone, role: memberships.role, frozenAt: members.frozenAt })
          .from(memberships)
          .innerJoin(members, eq(members.id, memberships.memberId))
          .where(eq(memberships.businessId, id))
          .orderBy(sql`${memberships.role} = 'admin' desc`, asc(memberships.createdAt), asc(members.id))
          .limit(COMPANY_MEMBERS_SHOWN),
        db.select({ total: count() }).from(memberships).where(eq(memberships.businessId, id)),
        db.select().from(qualificationCertificates).where(eq(qualificationCertificates.businessId, id)).orderBy(asc(qualificationCertificates.id)),
      ]);
      const roleNames = await organisation.roleNamesByMember(
        id,
        people.map((person) => person.id),
      );
      const certified = business.certificationState === "certified";
      return {
        id: business.id,
        name: business.name,
        creditCode: business.creditCode,
        companyType: companyTypeLabels[business.companyType] ?? business.companyType,
        certification: businessCertificationLabels[business.certificationState] ?? business.certificationState,
        registerTime: formatDateTime(business.createdAt),
        certifications: certifications.map((c) => ({
          submitTime: formatDateTime(c.submittedAt),
          companyName: c.companyName,
          legalRepresentative: c.legalRepresentative,
          state: reviewStateLabels[c.state] ?? c.state,
          rejectReason: c.rejectReason ?? "",
          reviewTime: c.reviewedAt ? formatDateTime(c.reviewedAt) : "",
        })),
        members: people.map((person) => ({
          id: person.id,
          realName: person.realName,
          phone: person.phone,
          role: person.role === "admin" ? "企业管理员" : "企业成员",
          roleNames: roleNames.get(person.id) ?? [],
          frozen: person.frozenAt !== null,
        })),
        memberTotal: counted?.total ?? 0,
        qualifications: certificates.map((q) => ({
          id: q.id,
          name: q.name,
          level: q.level,
          certificateNo: q.certificateNo,
          issuingAuthority: q.issuingAuthority,
          validUntil: q.validUntil,
          validity: validityLabels[validityOf(q.validUntil, now())] ?? "",
          state: reviewStateLabels[q.state] ?? q.state,
          submitTime: formatDateTime(q.submittedAt),
        })),
        shop: {
          visible: certified && business.shopHiddenAt === null,
          hidden: business.shopHiddenAt !== null,
          hiddenReason: business.shopHiddenReason ?? "",
          hiddenTime: business.shopHiddenAt ? formatDateTime(business.shopHiddenAt) : "",
          path: shopPathOf(business.id),
        },
      };
    },

    /**
     * Corrects a certificate's 有效期至 and 资质等级 (the contract checks their form). The expiry may
     * not fall before the day the certificate was submitted: it was in force then (the member's own
     * form refuses an expired one). The review's outcome stays as it was: staff correct, they do not
     * resubmit. Answers whether anything changed.
     */
    async updateQualification(qualificationId: number, input: { validUntil: string; level: string }, actor: StaffActor): Promise<boolean> {
      const [found] = await db
        .select({ certificate: qualificationCertificates, businessName: businesses.name })
        .from(qualificationCertificates)
        .innerJoin(businesses, eq(businesses.id, qualificationCertificates.businessId))
        .where(eq(qualificationCertificates.id, qualificationId))
        .limit(1);
      if (!found) throw new CompanyAdminError(404, "资质证书不存在");
      const { certificate } = found;
      const submitted = chinaDay(certificate.submittedAt);
      if (input.validUntil < submitted) throw new CompanyAdminError(400, `有效期至不能早于证书的提交日期（${submitted}）`);
      const before = { validUntil: certificate.validUntil, level: certificate.level };
      const after = { validUntil: input.validUntil, level: input.level };
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter((field) => before[field] !== after[field]);
      if (changed.length === 0) return false;
      await db.transaction(async (tx) => {
        await tx.update(qualificationCertificates).set(after).where(eq(qualificationCertificates.id, qualificationId));
        await audit(
          tx,
          actor,
          "qualification.corrected",
          { kind: "qualification", id: qualificationId },
          {
            title: `${found.businessName} · ${certificate.name}（${certificate.certificateNo}）`,
            before: Object.fromEntries(changed.map((field) => [field, before[field]])),
            after: Object.fromEntries(changed.map((field) => [field, after[field]])),
          },
        );
      });
      return true;
    },

    /** Hides the business's shop from visitors, with the reason staff record. */
    async hideShop(businessId: number, reason: string, actor: StaffActor): Promise<void> {
      await setShopHidden(businessId, reasonOf(reason, "隐藏原因"), actor);
    },

    /** Shows the business's shop to visitors again (as ever, only a certified business has a public shop). */
    async showShop(businessId: number, actor: StaffActor): Promise<void> {
      await setShopHidden(businessId, null, actor);
    },
  };
}
