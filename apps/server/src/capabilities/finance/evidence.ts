import { FINANCE_EVIDENCE_KINDS, type FinanceEvidenceKind, formatFen, ORDER_STATE_LABELS, type OrderState } from "@cidp/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { qualificationCertificates } from "../../platform/certification/schema.ts";
import { companyProfiles } from "../../platform/company/schema.ts";
import { businesses } from "../../platform/member/schema.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import { inquirySheets } from "../procurement/schema.ts";
import { tenderBidders, tenders } from "../tender/schema.ts";

/** A tender's states from the award on: the win is final. */
const AWARDED_TENDER_STATES = ["awarded", "notified", "refunding", "completed"] as const;

/** One piece of a business's own data, as an application lists it. */
export interface Evidence {
  kind: FinanceEvidenceKind;
  ref: string;
  kindLabel: string;
  label: string;
}

/**
 * Where evidence comes from: one source per kind, each reading only the business's own rows.
 */
const sources: ReadonlyArray<{ kind: FinanceEvidenceKind; list(db: Database, businessId: number): Promise<Omit<Evidence, "kind" | "kindLabel">[]> }> = [
  {
    kind: "service_order",
    async list(db, businessId) {
      // Orders that were paid: money that moved is what a bank reads.
      const rows = await db
        .select()
        .from(serviceOrders)
        .where(and(eq(serviceOrders.buyerBusinessId, businessId), inArray(serviceOrders.state, ["paid", "in_service", "completed"])))
        .orderBy(desc(serviceOrders.id))
        .limit(50);
      return rows.map((o) => ({
        ref: o.orderNo,
        label: `${o.title} · ${formatFen(o.amountFen)} · ${ORDER_STATE_LABELS[o.state as OrderState] ?? o.state}（${o.orderNo}）`,
      }));
    },
  },
  {
    kind: "quotation_award",
    async list(db, businessId) {
      // Sheets this business won as the supplier: the buyer and the deal are what order financing reads.
      const rows = await db
        .select({ sheetNo: inquirySheets.sheetNo, title: inquirySheets.title, buyer: businesses.name, at: inquirySheets.updatedAt })
        .from(inquirySheets)
        .innerJoin(businesses, eq(businesses.id, inquirySheets.buyerBusinessId))
        .where(and(eq(inquirySheets.awardedBusinessId, businessId), eq(inquirySheets.state, "awarded")))
        .orderBy(desc(inquirySheets.id))
        .limit(50);
      return rows.map((r) => ({ ref: r.sheetNo, label: `${r.title} · 采购方 ${r.buyer} · 成交于 ${formatDateTime(r.at).slice(0, 10)}（${r.sheetNo}）` }));
    },
  },
  {
    kind: "tender_award",
    async list(db, businessId) {
      // Tenders this business won, from the award on, with the winning bid as opened.
      const rows = await db
        .select({ tenderNo: tenders.tenderNo, title: tenders.title, tenderer: businesses.name, priceFen: tenderBidders.openedPriceFen })
        .from(tenders)
        .innerJoin(businesses, eq(businesses.id, tenders.tendererBusinessId))
        .leftJoin(tenderBidders, and(eq(tenderBidders.tenderId, tenders.id), eq(tenderBidders.businessId, businessId)))
        .where(and(eq(tenders.winnerBusinessId, businessId), inArray(tenders.state, [...AWARDED_TENDER_STATES])))
        .orderBy(desc(tenders.id))
        .limit(50);
      return rows.map((r) => ({
        ref: r.tenderNo,
        label: `${r.title} · 招标人 ${r.tenderer}${r.priceFen === null ? "" : ` · 中标价 ${formatFen(r.priceFen)}`}（${r.tenderNo}）`,
      }));
    },
  },
  {
    kind: "company_profile",
    async list(db, businessId) {
      const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.businessId, businessId));
      return row
        ? [
            {
              ref: "profile",
              label: `${row.industry} · ${row.region}${row.registeredCapitalWan ? ` · 注册资本 ${row.registeredCapitalWan} 万元` : ""}`,
            },
          ]
        : [];
    },
  },
  {
    kind: "qualification",
    async list(db, businessId) {
      const rows = await db
        .select()
        .from(qualificationCertificates)
        .where(and(eq(qualificationCertificates.businessId, businessId), eq(qualificationCertificates.state, "certified")));
      return rows.map((q) => ({ ref: String(q.id), label: `${q.name}${q.level}（${q.certificateNo}，有效期至 ${q.validUntil}）` }));
    },
  },
];

/** Every piece of evidence the business may attach. */
export async function evidenceOf(db: Database, businessId: number): Promise<Evidence[]> {
  const lists = await Promise.all(
    sources.map(async (s) => (await s.list(db, businessId)).map((e) => ({ ...e, kind: s.kind, kindLabel: FINANCE_EVIDENCE_KINDS[s.kind] }))),
  );
  return lists.flat();
}
