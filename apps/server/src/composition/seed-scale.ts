import { and, asc, eq, ne, sql } from "drizzle-orm";
import { seedScaleEquipmentRequests } from "../capabilities/equipment/requests-scale.seed.ts";
import { seedScaleFinanceApplications } from "../capabilities/finance/applications-scale.seed.ts";
import { seedScaleLawyers } from "../capabilities/legal-services/lawyers-scale.seed.ts";
import { seedScaleNeeds } from "../capabilities/legal-services/needs-scale.seed.ts";
import { seedScaleLessons } from "../capabilities/lesson/lessons-scale.seed.ts";
import { seedScaleQuotations } from "../capabilities/procurement/quotations-scale.seed.ts";
import { seedScaleSheets } from "../capabilities/procurement/sheets-scale.seed.ts";
import { seedScaleRegistrations } from "../capabilities/project/registrations-scale.seed.ts";
import { seedScaleBids } from "../capabilities/tender/bids-scale.seed.ts";
import { seedScaleTenders } from "../capabilities/tender/tenders-scale.seed.ts";
import type { Database } from "../db/database.ts";
import { demoAccounts } from "../db/demo-accounts.ts";
import { seedScaleStaffAnnouncements } from "../platform/announcement/announcements-scale.seed.ts";
import { seedScaleCorporateCertifications } from "../platform/certification/certifications-scale.seed.ts";
import { seedScaleCertificationDeposits } from "../platform/certification/deposits-scale.seed.ts";
import { seedScaleChat } from "../platform/chat/chat-scale.seed.ts";
import { seedScaleArticles } from "../platform/cms/articles-scale.seed.ts";
import { seedScaleCompanies } from "../platform/company/companies-scale.seed.ts";
import { seedScaleContentEntries } from "../platform/content-desk/entries-scale.seed.ts";
import { seedScaleKnowledgeSubmissions } from "../platform/knowledge/submissions-scale.seed.ts";
import { seedScaleMembers } from "../platform/member/members-scale.seed.ts";
import { members, memberships } from "../platform/member/schema.ts";
import { seedScaleAnnouncements, seedScaleNotices } from "../platform/notice/notices-scale.seed.ts";
import { seedScaleOrders } from "../platform/order/orders-scale.seed.ts";
import { seedScaleBankTransfers } from "../platform/payment/bank-transfers-scale.seed.ts";
import { seedScalePayments } from "../platform/payment/payments-scale.seed.ts";
import { drainReportRollup } from "../platform/report/report-rollup.ts";
import { createSearchIndexRepository } from "../platform/search/index-repository.ts";
import { drainSearchOutbox } from "../platform/search/indexer.ts";
import { seedScaleServiceConversations } from "../platform/service-desk/conversations-scale.seed.ts";
import { seed } from "./seed.ts";
import { type MarketScaleReport, seedMarketScale } from "./seed-market-scale.ts";
import { type ShopScaleReport, seedShopScale } from "./seed-shop-scale.ts";

/** What one scale seed made, per kind of row, and how long it took. */
export interface ScaleSeedReport {
  articles: number;
  announcements: number;
  notices: number;
  chatMessages: number;
  companies: number;
  /** The passed 企业认证 of the certified scale companies. */
  corporateCertifications: number;
  /** The 企业认证 under way of the pending scale companies (认证打款's deposits to send). */
  certificationDeposits: number;
  tenders: number;
  inquirySheets: number;
  market: MarketScaleReport;
  /** 设备租赁's booking requests, received on and sent from the first demo member's business. */
  equipmentRequests: number;
  /** 项目报名 on the published needs, half by that business. */
  projectRegistrations: number;
  shop: ShopScaleReport;
  orders: number;
  /** The succeeded payments of the paid scale orders (and the refunds of the refunded ones). */
  payments: number;
  /** The 对公转账 of a third of the scale orders (awaited, confirmed, refunds owed and made). */
  bankTransfers: number;
  /** 融资申请, a third by that business. */
  financeApplications: number;
  quotations: number;
  bids: number;
  lessons: number;
  legalNeeds: number;
  /** 律师列表's lawyers, at the seeded law firms. */
  lawyers: number;
  /** Members of the first demo member's business (成员管理), the audience of 站内公告. */
  members: number;
  /** 在线客服 conversations of those members (客服工作台). */
  serviceConversations: number;
  /** 内容管理's pieces, a third in the 党建栏目 (and pending ones in the review queue). */
  contentEntries: number;
  /** 知识库投稿 of those members (some waiting in the review queue). */
  knowledgeSubmissions: number;
  /** 站内公告 written in the back office. */
  staffAnnouncements: number;
  /** Things the search indexer took into the index from the queue the seeded rows filled. */
  searchDocuments: number;
  /** The China days 统计报表's rollup recomputed from the seeded rows (the triggers marked them). */
  reportDays: number;
  seconds: number;
}

/**
 * Fills the database for the benchmarks at `scale` (1e3 … 1e6), on top of the demo seed: that
 * many articles, announcements, chat messages, companies (with profiles, certificates and the passed 企业认证 of the certified ones), tenders
 * and inquiry sheets, equipment listings, project needs and labor entries (seed-market-scale),
 * products and services (seed-shop-scale), service orders (half bought, half sold by the first
 * demo member's business) with the payments and refunds of the paid ones, quotations and tender
 * bids of that business on another's invited sheets and tenders, law lessons (two chapters each)
 * and legal needs, that many lawyers at the demo law firms, booking requests on the equipment listings
 * (half received by that business, half sent), project registrations (half that business's), finance
 * applications (a third that business's), the 对公转账 of a third of the orders, the 企业认证 under way of
 * the pending scale companies (认证打款), that many notices for the first demo member (a tenth as many for the second),
 * that many members in that business (each with an 在线客服 conversation and a 知识库投稿),
 * 内容管理 pieces and 站内公告, 统计报表's daily rollup of them, and the search index of all of
 * them (unless `searchIndex` is false: the plan tests
 * and `bench:scale` read no search and skip its minutes, hours at 1e6 on PGlite; the queued
 * things are dropped then, and the index holds the demo's alone). `log` hears each step as it ends. Rows are made inside the database in batches; a run tops up to
 * the scale, so running it again adds nothing. Ends with VACUUM ANALYZE, as a production database
 * would have after autovacuum: fresh statistics for the planner and a visibility map for
 * index-only scans.
 */
export async function seedScale(
  db: Database,
  scale: number,
  { log = () => {}, searchIndex = true }: { log?: (line: string) => void; searchIndex?: boolean } = {},
): Promise<ScaleSeedReport> {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive whole number, not ${scale}`);
  const started = performance.now();
  // An earlier run stopped half-way leaves its rows' search work queued, and the demo seed below
  // indexes whatever is queued: without the index, that leftover is dropped first, not indexed for hours.
  if (!searchIndex) await createSearchIndexRepository(db).dropAllQueued();
  await seed(db);
  const [first, second] = await Promise.all(demoAccounts.map((account) => memberByPhone(db, account.phone)));
  if (!first || !second) throw new Error("the demo members are missing after the demo seed");
  // The tenders and sheets are the first demo member's business's.
  const [membership] = await db.select({ businessId: memberships.businessId }).from(memberships).where(eq(memberships.memberId, first.id)).limit(1);
  if (!membership) throw new Error("the first demo member has no business");
  const owner = { businessId: membership.businessId, memberId: first.id };
  // The members of the other businesses: the buyers of the owner's services, and the buyer and
  // tenderer whose invited sheets and tenders the owner quotes and bids on.
  const others = await db
    .select({ businessId: memberships.businessId, memberId: memberships.memberId })
    .from(memberships)
    .where(and(ne(memberships.businessId, owner.businessId), ne(memberships.memberId, first.id)))
    .orderBy(asc(memberships.businessId), asc(memberships.memberId));
  const counterpart = others[0];
  if (!counterpart) throw new Error("the demo seed has no business beside the first demo member's");
  const step = async (name: string, run: () => Promise<number>) => {
    const t = performance.now();
    const added = await run();
    log(`${name}: +${added} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return added;
  };
  const skipIndex = async () => {
    const dropped = await createSearchIndexRepository(db).dropAllQueued();
    log(`search documents: none (${dropped} queued things dropped, not indexed)`);
    return 0;
  };
  const report: ScaleSeedReport = {
    articles: await step("articles", () => seedScaleArticles(db, scale)),
    announcements: await step("announcements", () => seedScaleAnnouncements(db, scale)),
    notices:
      (await step(`notices of member ${first.id}`, () => seedScaleNotices(db, first.id, scale))) +
      (await step(`notices of member ${second.id}`, () => seedScaleNotices(db, second.id, Math.ceil(scale / 10)))),
    chatMessages: await step("chat messages", () => seedScaleChat(db, first, scale)),
    companies: await step("companies", () => seedScaleCompanies(db, scale)),
    corporateCertifications: await step("corporate certifications", () => seedScaleCorporateCertifications(db)),
    certificationDeposits: await step("certification deposits", () => seedScaleCertificationDeposits(db)),
    tenders: await step("tenders", () => seedScaleTenders(db, owner, scale)),
    inquirySheets: await step("inquiry sheets", () => seedScaleSheets(db, owner, scale)),
    market: await seedMarketScale(db, scale, log),
    equipmentRequests: await step("equipment requests", () => seedScaleEquipmentRequests(db, { owner, others }, scale)),
    projectRegistrations: await step("project registrations", () => seedScaleRegistrations(db, { owner, others }, scale)),
    shop: await seedShopScale(db, scale, log),
    orders: await step("service orders", () => seedScaleOrders(db, { owner, buyers: others }, scale)),
    payments: await step("payments and refunds", () => seedScalePayments(db)),
    bankTransfers: await step("bank transfers", () => seedScaleBankTransfers(db)),
    financeApplications: await step("finance applications", () => seedScaleFinanceApplications(db, [owner, ...others], scale)),
    quotations: await step("quotations", () => seedScaleQuotations(db, counterpart, owner.businessId, scale)),
    bids: await step("tender bids", () => seedScaleBids(db, counterpart, owner.businessId, scale)),
    lessons: await step("law lessons", () => seedScaleLessons(db, scale)),
    legalNeeds: await step("legal needs", () => seedScaleNeeds(db, scale)),
    lawyers: await step("lawyers", () => seedScaleLawyers(db, scale)),
    // The back office's lists and the members' own 成员管理: the owner's business gets that many members.
    members: await step("members of the owner's business", () => seedScaleMembers(db, owner.businessId, scale)),
    serviceConversations: await step("service conversations", () => seedScaleServiceConversations(db, scale)),
    contentEntries: await step("content entries", () => seedScaleContentEntries(db, scale)),
    knowledgeSubmissions: await step("knowledge submissions", () => seedScaleKnowledgeSubmissions(db, scale)),
    staffAnnouncements: await step("staff announcements", () => seedScaleStaffAnnouncements(db, scale)),
    // The triggers queued every seeded article, company, tender, listing… for the search index, as
    // they queue what users write; the indexer takes them in here, as the running services would.
    // Without the index the queue goes, so that no later start spends hours taking it in.
    searchDocuments: searchIndex ? await step("search documents", () => drainSearchOutbox(db)) : await skipIndex(),
    reportDays: 0,
    seconds: 0,
  };
  await step("vacuum analyze", async () => {
    for (const table of [
      "article",
      "center_notice",
      "notice",
      "notice_counter",
      "chat_message",
      "chat_conversation",
      "chat_membership",
      "business",
      "member",
      "company_profile",
      "qualification_certificate",
      "corporate_certification",
      "company_directory_entry",
      "company_directory_qualification",
      "tender",
      "tender_bidder",
      "inquiry_sheet",
      "inquiry_quotation",
      "service_order",
      "law_lesson",
      "law_lesson_chapter",
      "service_need",
      "member",
      "membership",
      "service_conversation",
      "content_entry",
      "knowledge_submission",
      "announcement",
      "payment",
      "payment_refund",
      "bank_transfer_checkout",
      "bank_transfer_receipt",
      "bank_transfer_refund",
      "equipment_request",
      "project_registration",
      "finance_consent",
      "finance_application",
      "lawyer",
      "personal_certification",
      "report_dirty_day",
      "search_document",
      "search_outbox",
    ]) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    return 0;
  });
  // The triggers marked every day the seeded rows count on; the rollup job's own pass makes their
  // rollup rows, as it would once the services run: after the statistics, which its day-at-a-time
  // plans need (before them, 1e5 rows took 96 s rather than 10).
  report.reportDays = await step("report rollup days", () => drainReportRollup(db));
  await db.execute(sql`vacuum analyze report_daily`);
  await db.execute(sql`vacuum analyze report_dirty_day`);
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

async function memberByPhone(db: Database, phone: string) {
  const [member] = await db
    .select({ id: members.id, realName: members.realName, avatar: members.avatar })
    .from(members)
    .where(eq(members.phone, phone))
    .limit(1);
  return member;
}
