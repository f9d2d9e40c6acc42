import { formatFen } from "@cidp/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { EvidenceSource } from "../capabilities/finance/evidence.ts";
import { inquirySheets } from "../capabilities/procurement/schema.ts";
import { tenderBidders, tenders } from "../capabilities/tender/schema.ts";
import { formatDateTime } from "../http/format.ts";
import { businesses } from "../platform/member/schema.ts";

/** A tender's states from the award on: the win is final. */
const AWARDED_TENDER_STATES = ["awarded", "notified", "refunding", "completed"] as const;

const quotationAwards: EvidenceSource = {
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
};

const tenderAwards: EvidenceSource = {
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
};

/** What a finance application may cite of the business's deals in the other capabilities: inquiries and tenders it won. */
export const crossCapabilityEvidence: readonly EvidenceSource[] = [quotationAwards, tenderAwards];
