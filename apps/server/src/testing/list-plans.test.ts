import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProductRepository } from "../capabilities/catalogue/product-repository.ts";
import { catalogueProducts } from "../capabilities/catalogue/schema.ts";
import { createEquipmentRepository } from "../capabilities/equipment/equipment-repository.ts";
import { equipmentListings } from "../capabilities/equipment/schema.ts";
import { createFinanceRepository } from "../capabilities/finance/repository.ts";
import { createLaborRepository } from "../capabilities/labor/labor-repository.ts";
import { createLegalServicesRepository } from "../capabilities/legal-services/repository.ts";
import { lawyers } from "../capabilities/legal-services/schema.ts";
import { createLessonRepository } from "../capabilities/lesson/repository.ts";
import { openSheetPage, supplierQuotationPage } from "../capabilities/procurement/quotation-repository.ts";
import { buyerSheetPage, supplierPoolPage } from "../capabilities/procurement/sheet-repository.ts";
import { createProjectRepository } from "../capabilities/project/project-repository.ts";
import { createShopServiceRepository } from "../capabilities/shop-service/repository.ts";
import { shopServices } from "../capabilities/shop-service/schema.ts";
import { createSoldOrderRepository } from "../capabilities/shop-service/sold-repository.ts";
import { myTenderPage } from "../capabilities/tender/bidder-repository.ts";
import { publicTenderPage } from "../capabilities/tender/public-tender-repository.ts";
import { tenderPageOf } from "../capabilities/tender/tender-repository.ts";
import { entitlementPage } from "../capabilities/vip/entitlement-query.ts";
import { registerCapabilityPorts } from "../composition/capability-ports.ts";
import { seedScale } from "../composition/seed-scale.ts";
import { publishedCallsAfter } from "../composition/vip-published-calls.ts";
import type { Database } from "../db/database.ts";
import { demoAccounts } from "../db/demo-accounts.ts";
import { createCertificationReviewRepository } from "../platform/certification/review-repository.ts";
import { createChatRepository } from "../platform/chat/repository.ts";
import { createCmsRepository } from "../platform/cms/repository.ts";
import { createCompanyRepository } from "../platform/company/repository.ts";
import { businesses, members, memberships } from "../platform/member/schema.ts";
import { createNoticeRepository } from "../platform/notice/repository.ts";
import { createCompanyAdmin } from "../platform/operator/company-admin.ts";
import { createListingReviewRepository } from "../platform/operator/listing-review.repository.ts";
import { createMemberAdmin } from "../platform/operator/member-admin.ts";
import { createOrderRepository } from "../platform/order/order-repository.ts";
import { createBankTransferBooks, transferSearch } from "../platform/payment/bank-transfer/bank-transfer-books.ts";
import { createSearchIndexRepository } from "../platform/search/index-repository.ts";
import { createSitemapRepository } from "../platform/sitemap/repository.ts";
import { createTransferHistory } from "../platform/transfer-desk/transfer-history.ts";
import { boundedReadsOver, expectOrderedRange } from "./plan-expectations.ts";
import { type PlannedDatabase, plannedPglite, plannedPostgres, type StatementPlan } from "./query-plans.ts";
import { whenPostgres } from "./suite-target.ts";

// The list and count paths read index ranges, never a whole big table: EXPLAIN of the very
// statements each call sends, on data from the scale seed (analyzed), on PGlite and — when
// DATABASE_URL names one — on Postgres. Enough rows that a scan would be the planner's honest
// choice for an unindexed path: more articles than the bounded count's cap.
const SCALE = 12_000;
const BIG_TABLES = [
  "notice",
  "article",
  "center_notice",
  "chat_message",
  "business",
  "company_profile",
  "company_directory_entry",
  "company_directory_qualification",
  "qualification_certificate",
  "tender",
  "inquiry_sheet",
  "market_project",
  "labor_listing",
  "equipment_listing",
  "law_lesson",
  "service_need",
  "lawyer",
  "member",
];

/** Every node reading a big table, for the failure message. */
const reads = (plans: StatementPlan[]) => plans.flatMap((p) => p.nodes.filter((n) => n.relation && BIG_TABLES.includes(n.relation)));

function expectIndexRanges(plans: StatementPlan[], indexes: string[]) {
  expect(plans.length).toBeGreaterThan(0);
  for (const plan of plans)
    expect(
      plan.nodes.filter((n) => n.nodeType === "Seq Scan" && BIG_TABLES.includes(n.relation ?? "")),
      plan.sql,
    ).toEqual([]);
  const used = new Set(reads(plans).map((n) => n.index));
  for (const index of indexes) expect(used, JSON.stringify(reads(plans))).toContain(index);
}

const isCount = (plan: StatementPlan) => plan.nodes.some((n) => n.nodeType === "Aggregate") && reads([plan]).length > 0;

/**
 * A list's page reads index ranges (`indexes` among them), and its count is capped: every read of
 * a big table in the count is an index read, or a scan streaming into the cap's LIMIT, which
 * stops it (matches dense enough that the planner would rather read rows in table order). Never a
 * hash built from, or a sort of, a whole table's scan.
 */
function expectCappedList(plans: StatementPlan[], indexes: string[]) {
  expectIndexRanges(
    plans.filter((p) => !isCount(p)),
    indexes,
  );
  const counting = plans.filter(isCount);
  expect(counting.length, plans.map((p) => p.sql).join("\n")).toBe(1);
  for (const plan of counting) {
    expect(
      plan.nodes.map((n) => n.nodeType),
      plan.sql,
    ).toContain("Limit");
    expect(
      reads([plan]).filter((n) => n.nodeType === "Seq Scan" && !n.stoppedByLimit),
      plan.sql,
    ).toEqual([]);
  }
}

/**
 * One seeded database per target, shared by this file's suites: seeding SCALE rows of every list
 * takes minutes on PGlite, so it is done once per target, not once per suite. A suite claims its
 * share when it is collected (before any runs) and releases it when done; the last release closes.
 */
const seededTargets = new Map<string, { planned: Promise<PlannedDatabase> | null; claims: number }>();
function seededOnce(name: string, open: () => Promise<PlannedDatabase>) {
  const entry = seededTargets.get(name) ?? { planned: null, claims: 0 };
  seededTargets.set(name, entry);
  entry.claims++;
  return {
    get(): Promise<PlannedDatabase> {
      entry.planned ??= open().then(async (planned) => {
        await seedScale(planned.db, SCALE, { searchIndex: false });
        return planned;
      });
      return entry.planned;
    },
    async release() {
      entry.claims--;
      if (entry.claims === 0 && entry.planned) await (await entry.planned).close();
    },
  };
}

/** The first demo member's id: whose notices and own lists the scale seed fills. */
async function firstDemoMemberId(db: Database): Promise<number> {
  const [first] = await db.select({ id: members.id }).from(members).where(eq(members.phone, demoAccounts[0].phone));
  return first?.id ?? 0;
}

function planSuite(name: string, open: () => Promise<PlannedDatabase>) {
  describe(`list paths read index ranges (${name})`, () => {
    const seeded = seededOnce(name, open);
    let planned: PlannedDatabase;
    let member = 0;
    let business = 0;
    beforeAll(async () => {
      planned = await seeded.get();
      member = await firstDemoMemberId(planned.db);
      const [own] = await planned.db.select({ id: businesses.id }).from(businesses).limit(1);
      business = own?.id ?? 0;
    }, 900_000);
    afterAll(() => seeded.release());

    const notices = () => createNoticeRepository(planned.db);
    const cms = () => createCmsRepository(planned.db);

    it("notice list, every tab, first and deeper pages: the member's index, the counter for the total", async () => {
      const pages = [await planned.plansOf(() => notices().page(member, 1, 10))];
      expectIndexRanges(pages[0] ?? [], ["notice_member_created_idx", "notice_pkey"]);
      for (const type of [0, 1, 2, 3]) {
        pages.push(await planned.plansOf(() => notices().page(member, 1, 10, type)), await planned.plansOf(() => notices().page(member, 40, 25, type)));
        for (const plans of pages.slice(-2)) expectIndexRanges(plans, ["notice_member_type_created_idx"]);
      }
      // The total is read, not counted: no statement that reads notices aggregates them.
      const counting = pages.flat().filter((p) => p.nodes.some((n) => n.relation === "notice") && p.nodes.some((n) => /Aggregate|WindowAgg/.test(n.nodeType)));
      expect(counting.map((p) => p.sql)).toEqual([]);
    });

    it("the search indexer takes the oldest queued things along the queue's index, not a sort of the whole queue", async () => {
      // The seed dropped its queue (it reads no search); a queue at scale is made here, as a seed of
      // 1e6 rows fills it (some twelve things a row), and taken off again after.
      await planned.db.execute(sql`
        insert into search_outbox (source, ref_id, queued_at)
        select 'plan-test', g.i, now() - g.i * interval '1 second' from generate_series(1, ${SCALE * 12}) as g(i)`);
      await planned.db.execute(sql`analyze search_outbox`);
      try {
        const plans = await planned.plansOf(() => createSearchIndexRepository(planned.db).takeQueued(200));
        expect(plans.flatMap((p) => p.nodes.map((n) => n.nodeType))).not.toContain("Sort");
        expectOrderedRange(plans, "search_outbox_queued_idx");
      } finally {
        await planned.db.execute(sql`delete from search_outbox where source = 'plan-test'`);
      }
    });

    it("unread counts read the member's counter rows, not the notices", async () => {
      const plans = await planned.plansOf(() => notices().unreadByType(member));
      expect(plans.map((p) => p.nodes.map((n) => n.relation).filter(Boolean))).toEqual([["notice_counter"]]);
    });

    it("article/home reads the newest end of each category's range", async () => {
      expectIndexRanges(await planned.plansOf(() => cms().homeArticles(6)), ["article_category_published_idx"]);
    });

    it("article pages, all and by category, first and deepest: page and bounded count by index", async () => {
      for (const current of [1, 100]) {
        const all = await planned.plansOf(() => cms().articlePage(current, 10));
        expectIndexRanges(all, ["article_published_idx"]);
        expectOrderedRange(all, "article_published_idx");
      }
      const policy = await planned.plansOf(() => cms().articlePage(50, 20, "policy"));
      expectIndexRanges(policy, ["article_category_published_idx"]);
      expectOrderedRange(policy, "article_category_published_idx");
    });

    it("党建 pages of one module (djyl/news-list?modulecode=), first and deep: page and bounded count along the module's index", async () => {
      for (const current of [1, 30]) {
        const plans = await planned.plansOf(() => cms().articlePage(current, 10, "party", undefined, undefined, "202408150001"));
        expectIndexRanges(plans, ["article_module_published_idx"]);
        expectOrderedRange(plans, "article_module_published_idx");
      }
      // An unknown code is an empty range of the same index, not a scan.
      expectIndexRanges(await planned.plansOf(() => cms().articlePage(1, 10, "party", undefined, undefined, "999999999999")), ["article_module_published_idx"]);
    });

    it("announcements, first and deepest pages: page and bounded count by index", async () => {
      for (const current of [1, 100]) {
        const plans = await planned.plansOf(() => notices().centerPage(current, 10));
        expectIndexRanges(plans, ["center_notice_published_idx"]);
        expectOrderedRange(plans, "center_notice_published_idx");
      }
    });

    it("sees a scan where there is one: a filter no index serves", async () => {
      const plans = await planned.plansOf(() => planned.db.select({ id: businesses.id }).from(businesses).where(sql`${businesses.tenantId} like '%-1%'`));
      expect(plans.flatMap((p) => p.nodes).some((n) => n.nodeType === "Seq Scan" && n.relation === "business")).toBe(true);
    });

    // Keywords through the bigram indexes (db/keyword-match.ts): a rare or absent word, of one
    // character or more, reads its rows from the list's bigram index, never a scan of the table; a
    // common word may instead walk the list's order, which its LIMIT stops.
    const keywordLists: [string, (keyword: string) => Promise<unknown>, string][] = [
      ["articles", (k) => cms().articlePage(1, 10, undefined, k), "article_keyword_idx"],
      ["announcements", (k) => notices().centerPage(1, 10, k), "center_notice_keyword_idx"],
      ["public tenders", (k) => publicTenderPage(planned.db, { current: 1, size: 10, keyword: k }), "tender_keyword_idx"],
      ["project needs", (k) => createProjectRepository(planned.db).publicPage({ keyword: k }, 1, 10), "market_project_keyword_idx"],
      ["supplier pool by name", (k) => supplierPoolPage(planned.db, business, { current: 1, size: 10, keyword: k }), "business_keyword_idx"],
      ["supplier pool by region", (k) => supplierPoolPage(planned.db, business, { current: 1, size: 10, region: k }), "company_profile_region_keyword_idx"],
      ["企业查询", (k) => createCompanyAdmin(planned.db).search(k), "business_keyword_idx"],
      ["会员查询", (k) => createMemberAdmin(planned.db).search(k), "member_real_name_keyword_idx"],
    ];

    it.each(keywordLists)("%s: a rare keyword (absent, one rare character, a whole rare name) reads the bigram index", async (_, call, index) => {
      for (const keyword of ["不存在的词", "鑫", "第12345期不存在"]) {
        const plans = await planned.plansOf(() => call(keyword));
        for (const plan of plans)
          expect(
            plan.nodes.filter((n) => n.nodeType === "Seq Scan" && BIG_TABLES.includes(n.relation ?? "")),
            plan.sql,
          ).toEqual([]);
        // The bigram index is read by a bitmap scan: its node names the index, not the table.
        expect(new Set(plans.flatMap((p) => p.nodes.map((n) => n.index))), keyword).toContain(index);
      }
    });

    it.each(keywordLists)("%s: a common keyword (建设, 公司, 长) reads no whole table", async (_, call) => {
      for (const keyword of ["建设", "公司", "长"]) {
        const plans = await planned.plansOf(() => call(keyword));
        for (const plan of plans)
          expect(
            plan.nodes.filter((n) => n.nodeType === "Seq Scan" && BIG_TABLES.includes(n.relation ?? "") && !n.stoppedByLimit),
            plan.sql,
          ).toEqual([]);
      }
    });

    it("company directory, each filter, first and deepest pages: the directory table by name from an index, the count capped", async () => {
      const directory = (filter: Parameters<ReturnType<typeof createCompanyRepository>["directory"]>[0], current = 1) =>
        planned.plansOf(() => createCompanyRepository(planned.db).directory(filter, current, 10));
      const cases: [Parameters<typeof directory>[0], string][] = [
        [{}, "company_directory_name_idx"],
        [{ companyType: "supply" }, "company_directory_type_idx"],
        [{ regionPrefix: "2201" }, "company_directory_city_idx"],
        [{ regionPrefix: "2201", companyType: "require" }, "company_directory_city_idx"],
        [{ regionPrefix: "220102" }, "company_directory_district_idx"],
        [{ category: "市政公用工程施工总承包", grade: "一级" }, "company_directory_qualification_idx"],
        [{ category: "市政公用工程施工总承包" }, "company_directory_qualification_idx"],
      ];
      for (const [filter, index] of cases) {
        // The deepest page the filter has (page 100 at most): a page past the matches reads nothing.
        const { pages } = await createCompanyRepository(planned.db).directory(filter, 100, 10);
        expect(pages, JSON.stringify(filter)).toBeGreaterThan(1);
        for (const current of [1, Math.min(100, pages)]) {
          const plans = await directory(filter, current);
          expectCappedList(plans, [index]);
          expectOrderedRange(plans, index);
        }
      }
    });

    it("supplier pool, each filter: certified first then by id from its expression index, the count capped", async () => {
      for (const filter of [{}, { certifiedOnly: true }, { industry: "建材贸易" }]) {
        const plans = await planned.plansOf(() => supplierPoolPage(planned.db, business, { current: 1, size: 10, ...filter }));
        expectCappedList(plans, ["business_supplier_pool_idx"]);
      }
      // A region is a keyword of the profile's region. A ninth of the profiles are 长春市's at this
      // scale: the first thousand suppliers in the pool's order hold its page and its capped count
      // (db/keyword-page.ts), read along the pool's index and stopped there, with no count statement.
      const common = await planned.plansOf(() => supplierPoolPage(planned.db, business, { current: 1, size: 10, region: "长春市" }));
      expectIndexRanges(common, ["business_supplier_pool_idx"]);
      expect(common.filter(isCount)).toEqual([]);
      // A word no region holds: the walk finds nothing, then the bigram index answers page and count.
      const absent = await planned.plansOf(() => supplierPoolPage(planned.db, business, { current: 1, size: 10, region: "不存在的地区" }));
      expectCappedList(absent, []);
      expect(absent.flatMap((plan) => plan.nodes).some((node) => node.nodeType === "Bitmap Heap Scan" && node.relation === "company_profile")).toBe(true);
    });

    it("public tenders, first and deepest pages: the newest end of the public range, the count capped", async () => {
      for (const current of [1, 100]) {
        const plans = await planned.plansOf(() => publicTenderPage(planned.db, { current, size: 10 }));
        expectCappedList(plans, ["tender_public_published_idx"]);
        expectOrderedRange(plans, "tender_public_published_idx");
      }
    });

    it("the sitemap's file list: each kind's lowest and highest public id by an index probe, never a sort or a table read whole", async () => {
      registerCapabilityPorts();
      const plans = await planned.plansOf(() => createSitemapRepository(planned.db).files());
      expectIndexRanges(plans, ["article_category_id_idx"]);
      for (const plan of plans) {
        expect(
          plan.nodes.filter((n) => n.nodeType === "Sort" && plan.nodes.some((read) => BIG_TABLES.includes(read.relation ?? ""))),
          plan.sql,
        ).toEqual([]);
        // Each read streams into the LIMIT, or looks a row up by its key (a certified business).
        expect(
          reads([plan]).filter((n) => !n.stoppedByLimit && !n.indexCond),
          plan.sql,
        ).toEqual([]);
      }
    });

    it("project needs, all and by city, first and deeper pages: the newest end of the public range (by city), the count capped", async () => {
      const projects = createProjectRepository(planned.db);
      for (const current of [1, 20]) {
        const all = await planned.plansOf(() => projects.publicPage({}, current, 10));
        expectCappedList(all, ["market_project_listed_idx"]);
        expectOrderedRange(all, "market_project_listed_idx");
        // A city holds several districts: the city's index gives its needs newest first, not a range of
        // codes to sort. A city holds a ninth of them: its fifth page stands for the deeper ones.
        const city = await planned.plansOf(() => projects.publicPage({ regionCode: "220100" }, current === 1 ? 1 : 5, 10));
        expectCappedList(city, ["market_project_listed_city_idx"]);
        expectOrderedRange(city, "market_project_listed_city_idx");
      }
    });

    it("the markets' filters combined as their pages combine them: an index that serves the combination, newest first, the count capped", async () => {
      const projects = createProjectRepository(planned.db);
      const cityAndCategory = { regionCode: "220100", category: "建筑工程施工总承包" };
      const project = await planned.plansOf(() => projects.publicPage(cityAndCategory, 1, 10));
      expectCappedList(project, ["market_project_listed_city_category_idx"]);
      expectOrderedRange(project, "market_project_listed_city_category_idx");
      const labor = createLaborRepository(planned.db);
      for (const filter of [
        { trade: "焊工", regionCode: "220300" },
        { kind: "team", trade: "焊工", regionCode: "220300" },
      ]) {
        const plans = await planned.plansOf(() => labor.publishedPage(filter, 1, 10));
        expectCappedList(plans, ["labor_listing_trade_city_idx"]);
        expectOrderedRange(plans, "labor_listing_trade_city_idx");
      }
      const equipment = createEquipmentRepository(planned.db);
      const byPlace = [
        [{ region: "2202" }, "equipment_listing_city_idx"],
        [{ region: "2202", minFen: 100_000, maxFen: 5_000_000 }, "equipment_listing_city_idx"],
        [{ region: "220200", minFen: 100_000, maxFen: 5_000_000 }, "equipment_listing_region_idx"],
      ] as const;
      for (const [filter, index] of byPlace) {
        const plans = await planned.plansOf(() => equipment.marketPage(filter, 1, 10));
        expectCappedList(plans, [index]);
        expectOrderedRange(plans, index);
      }
    });

    it("需求案例 and the law lessons, all and by category, first and deeper pages: newest first from an index, the count capped", async () => {
      const needs = createLegalServicesRepository(planned.db);
      const lessons = createLessonRepository(planned.db);
      for (const current of [1, 5]) {
        const allNeeds = await planned.plansOf(() => needs.approvedNeedPage({}, current, 10));
        expectCappedList(allNeeds, ["service_need_listed_idx"]);
        expectOrderedRange(allNeeds, "service_need_listed_idx");
        expectCappedList(await planned.plansOf(() => needs.approvedNeedPage({ category: "合同审查", status: "open" }, current, 10)), [
          "service_need_listed_category_idx",
        ]);
        const allLessons = await planned.plansOf(() => lessons.page({}, current, 10));
        expectCappedList(allLessons, ["law_lesson_published_idx"]);
        expectOrderedRange(allLessons, "law_lesson_published_idx");
        const byCategory = await planned.plansOf(() => lessons.page({ category: "合同管理", price: "paid" }, current, 10));
        expectCappedList(byCategory, ["law_lesson_category_idx"]);
      }
    });

    it("律师列表, all and by each filter, first and deeper pages: best first along its index, the count looking ahead", async () => {
      const legal = createLegalServicesRepository(planned.db);
      for (const current of [1, 5]) {
        const all = await planned.plansOf(() => legal.lawyerPage({}, current, 10));
        expectCappedList(all, ["lawyer_listed_idx"]);
        expectOrderedRange(all, "lawyer_listed_idx");
        expectCappedList(await planned.plansOf(() => legal.lawyerPage({ regionCode: "220100" }, current, 10)), []);
        expectCappedList(await planned.plansOf(() => legal.lawyerPage({ featured: true }, current, 10)), ["lawyer_listed_idx"]);
        expectCappedList(await planned.plansOf(() => legal.lawyerPage({ specialty: "招投标" }, current, 10)), []);
        expectCappedList(await planned.plansOf(() => legal.lawyerPage({ specialty: "招投标", regionCode: "220100" }, current, 10)), []);
      }
      const [firm] = await planned.db.select({ id: lawyers.businessId }).from(lawyers).limit(1);
      expectCappedList(await planned.plansOf(() => legal.lawyerPage({ firm: firm?.id ?? 0 }, 1, 10)), []);
      // A firm's lawyers in a city (a specialty too): that range of the firm-and-city index, in the list's order.
      const firmInCity = await planned.plansOf(() => legal.lawyerPage({ firm: firm?.id ?? 0, regionCode: "220100", specialty: "招投标" }, 1, 10));
      expectCappedList(firmInCity, ["lawyer_firm_region_listed_idx"]);
      expectOrderedRange(firmInCity, "lawyer_firm_region_listed_idx");
      expect((await legal.lawyerPage({}, 1, 10)).total).toBe(110);
    });

    it("open inquiries, all and by category, first and deeper pages: soonest deadline from an index, the count capped", async () => {
      for (const current of [1, 100]) {
        const all = await planned.plansOf(() => openSheetPage(planned.db, { current, size: 10 }));
        expectCappedList(all, ["inquiry_sheet_open_idx"]);
        expectOrderedRange(all, "inquiry_sheet_open_idx");
        // A category holds a sixth of them: its deeper pages at this size are better read by bitmap.
        expectCappedList(await planned.plansOf(() => openSheetPage(planned.db, { current: current === 1 ? 1 : 5, size: 10, category: "劳务" })), [
          "inquiry_sheet_open_category_idx",
        ]);
      }
    });

    it("the VIP push reads the public calls published after its cursor from their publication-order indexes: in order from an old cursor, by index from a recent one", async () => {
      const read = (kind: "tender" | "inquiry", at: Date) => planned.plansOf(() => publishedCallsAfter(planned.db, kind, { at, id: 0 }, 50));
      expectOrderedRange(await read("tender", new Date(0)), "tender_public_published_idx");
      expectOrderedRange(await read("inquiry", new Date(0)), "inquiry_sheet_public_published_idx");
      // A day's calls are few: the planner may gather them by bitmap and sort them, still only through the index.
      const dayAgo = new Date(Date.now() - 86_400_000);
      for (const [kind, index] of [
        ["tender", "tender_public_published_idx"],
        ["inquiry", "inquiry_sheet_public_published_idx"],
      ] as const) {
        const plans = await read(kind, dayAgo);
        const nodes = plans.flatMap((plan) => plan.nodes);
        expect(
          nodes.filter((n) => n.nodeType === "Seq Scan"),
          JSON.stringify(nodes),
        ).toEqual([]);
        expect(nodes.map((n) => n.index)).toContain(index);
      }
    });

    it("article detail: previous and next start at the article's place in its channel's index, not at the channel's end", async () => {
      const plans = await planned.plansOf(() => cms().articleDetail(SCALE / 2));
      expectIndexRanges(plans, ["article_category_published_idx"]);
      const neighbours = plans.filter((p) => /limit/i.test(p.sql) && /\) [<>] \(select/.test(p.sql));
      expect(neighbours).toHaveLength(2);
      for (const plan of neighbours) {
        const range = plan.nodes.find((n) => n.index === "article_category_published_idx");
        expect(range?.indexCond, plan.sql).toMatch(/published_at/);
      }
    });

    it("chat history pages by sequence in its conversation", async () => {
      const chat = createChatRepository(planned.db);
      expectIndexRanges(await planned.plansOf(() => chat.messagesBefore(1, 150, 20)), ["chat_message_seq"]);
      expectIndexRanges(await planned.plansOf(() => chat.messagesAfter(1, 100, 20)), ["chat_message_seq"]);
    });
  });
}

planSuite("PGlite", plannedPglite);

whenPostgres("list paths read index ranges", (url) => planSuite("Postgres", () => plannedPostgres(url)));

// The members' own lists and the operator's queues, on the same scale seed: each page reads the
// owner's index range (by state tab where the list has tabs), each count stops at the list's cap,
// and each queue reads its waiting rows from a partial or state index, never a whole table.
const OWN_TABLES = [
  "service_order",
  "inquiry_quotation",
  "inquiry_sheet",
  "tender",
  "tender_bidder",
  "shop_service",
  "catalogue_product",
  "equipment_listing",
  "qualification_certificate",
  "market_project",
];

const expectBoundedReads = boundedReadsOver(OWN_TABLES);

function ownListPlanSuite(name: string, open: () => Promise<PlannedDatabase>) {
  describe(`members' own lists and operator queues read index ranges (${name})`, () => {
    const seeded = seededOnce(name, open);
    let planned: PlannedDatabase;
    let member = 0;
    let business = 0;
    beforeAll(async () => {
      planned = await seeded.get();
      member = await firstDemoMemberId(planned.db);
      // The scale seed's owner: the first demo member's business, as seedScale picks it.
      const [own] = await planned.db.select({ id: memberships.businessId }).from(memberships).where(eq(memberships.memberId, member)).limit(1);
      business = own?.id ?? 0;
    }, 300_000);
    afterAll(() => seeded.release());

    it("my orders, all and every state tab, first and last reachable page: the buyer's (state) index, the count capped", async () => {
      const orders = createOrderRepository(planned.db);
      const buyer = { memberId: member, businessId: business };
      for (const current of [1, 100]) {
        // The buyer holds half the scale orders: walking the newest ids and skipping the others' is the planner's fair choice.
        expectBoundedReads(await planned.plansOf(() => orders.buyerPage(buyer, { current, size: 10 })), []);
        // A tab's page may walk the newest ids (a LIMIT stops it) and its count read the (buyer, state) index by bitmap.
        for (const state of ["paid", "refund_rejected"])
          expectBoundedReads(await planned.plansOf(() => orders.buyerPage(buyer, { current, size: 10, state })), []);
      }
    });

    it("the open API's orders of a business, all and by state, first and last reachable page: bounded reads, the count capped", async () => {
      const orders = createOrderRepository(planned.db);
      for (const current of [1, 100]) {
        expectBoundedReads(await planned.plansOf(() => orders.businessPage(business, { current, size: 10 })), []);
        expectBoundedReads(await planned.plansOf(() => orders.businessPage(business, { current, size: 10, state: "paid" })), []);
      }
    });

    it("sold orders, all and by state tab: the kind's orders newest first, the count capped", async () => {
      const sold = createSoldOrderRepository(planned.db);
      for (const state of [undefined, "completed", "refund_rejected"]) expectBoundedReads(await planned.plansOf(() => sold.page(business, state, 1, 10)), []);
    });

    it("服务授权, every filter, first and last reachable page: the business's entitlement index, the counts capped", async () => {
      const now = new Date();
      for (const filter of [{}, { kind: "lesson" }, { validity: "expired" as const }, { kind: "service_package", validity: "active" as const }])
        for (const current of [1, 100]) {
          const plans = await planned.plansOf(() => entitlementPage(planned.db, business, { ...filter, current, size: 10 }, now));
          expectBoundedReads(plans, []);
          // The orders are read from the entitlement index (in order, or gathered by bitmap).
          const indexes = plans.flatMap((p) => p.nodes.filter((n) => n.relation === "service_order" || n.index?.startsWith("service_order")));
          expect(new Set(indexes.map((n) => n.index)), JSON.stringify(indexes)).toContain("service_order_entitlement_idx");
        }
      // Page 1 of the whole list walks the index in the list's order into its LIMIT: no sort of every
      // held order. (Under a filter, or for the last page, whose thousand rows are a third of the
      // business's at this scale, the planner may rather gather the range and sort what matched.)
      const first = await planned.plansOf(() => entitlementPage(planned.db, business, { current: 1, size: 10 }, now));
      expectOrderedRange(
        first.filter((p) => !p.nodes.some((n) => n.nodeType === "Aggregate")),
        "service_order_entitlement_idx",
      );
    });

    it("服务详情's 已售: one service's sold orders counted from the item index alone, not a scan of every order", async () => {
      const [service] = await planned.db.select().from(shopServices).where(eq(shopServices.sellerBusinessId, business)).limit(1);
      if (!service) throw new Error("the scale seed gave the business no service");
      const plans = await planned.plansOf(() => createShopServiceRepository(planned.db).detailFacts(service));
      const orderReads = plans.flatMap((p) => p.nodes.filter((n) => n.relation === "service_order"));
      expect(orderReads.map((n) => [n.nodeType, n.index])).toEqual([["Index Only Scan", "service_order_item_idx"]]);
    });

    it("my quotations, my inquiry sheets and my tenders by state tab; my bids: the owner's (state) index, the count capped", async () => {
      expectBoundedReads(await planned.plansOf(() => supplierQuotationPage(planned.db, business, { current: 1, size: 10, state: "won" })), [
        "inquiry_quotation_supplier_state_idx",
      ]);
      expectBoundedReads(await planned.plansOf(() => buyerSheetPage(planned.db, business, { current: 1, size: 10, state: "awarded" })), [
        "inquiry_sheet_buyer_state_idx",
      ]);
      expectBoundedReads(await planned.plansOf(() => tenderPageOf(planned.db, business, { current: 1, size: 10, state: "awarded" })), [
        "tender_tenderer_state_idx",
      ]);
      // The owner holds every scale bid: any bounded read of them will do.
      expectBoundedReads(await planned.plansOf(() => myTenderPage(planned.db, business, { current: 1, size: 10 })), []);
    });

    it("my project needs by state tab: the publisher's (state) index", async () => {
      const projects = createProjectRepository(planned.db);
      expectBoundedReads(await planned.plansOf(() => projects.businessPage(business, "published", 1, 10)), ["market_project_publisher_state_idx"]);
      expectBoundedReads(await planned.plansOf(() => projects.businessPage(business, undefined, 1, 10)), ["market_project_publisher_idx"]);
    });

    it("my products and services: the page and each tab's count over the owner's (state, …) index, each count capped", async () => {
      const products = createProductRepository(planned.db);
      expectBoundedReads(await planned.plansOf(() => products.stateCounts(business)), ["catalogue_product_business_idx"]);
      // Without a state tab, down to the last reachable page: the business's newest first, no sort of all its rows.
      for (const current of [1, 100]) {
        expectBoundedReads(await planned.plansOf(() => products.ownPage(business, undefined, current, 10)), ["catalogue_product_business_updated_idx"]);
        expectBoundedReads(await planned.plansOf(() => createShopServiceRepository(planned.db).sellerPage(business, undefined, current, 10)), [
          "shop_service_seller_updated_idx",
        ]);
      }
      expectBoundedReads(await planned.plansOf(() => createShopServiceRepository(planned.db).sellerPage(business, undefined, 1, 10)), [
        "shop_service_seller_idx",
      ]);
    });

    it("我的设备, by side, first and deeper pages: the owner's (side, date) index for the page and the capped count", async () => {
      const equipment = createEquipmentRepository(planned.db);
      for (const side of ["supply", "demand"])
        for (const current of [1, 37]) {
          const plans = await planned.plansOf(() => equipment.ownPage(business, side, current, 10));
          expectBoundedReads(plans, ["equipment_listing_owner_side_idx"]);
          expectOrderedRange(plans, "equipment_listing_owner_side_idx");
        }
    });

    it("对公转账: the receipts confirmed and the refunds owed and made, each from the right end of its index", async () => {
      const books = createBankTransferBooks(planned.db);
      const history = createTransferHistory(planned.db);
      const bounded = boundedReadsOver(["bank_transfer_checkout", "bank_transfer_receipt", "bank_transfer_refund"]);
      const confirmed = await planned.plansOf(() => history.confirmed());
      bounded(confirmed, ["bank_transfer_receipt_confirmed_idx"]);
      expectOrderedRange(confirmed, "bank_transfer_receipt_confirmed_idx");
      const done = await planned.plansOf(() => history.refundsDone());
      bounded(done, ["bank_transfer_refund_done_idx"]);
      expectOrderedRange(done, "bank_transfer_refund_done_idx");
      bounded(await planned.plansOf(() => books.refundsOwed()), ["bank_transfer_refund_status_idx"]);
      const awaiting = await planned.plansOf(() => books.awaiting());
      bounded(awaiting, ["bank_transfer_checkout_awaited_idx"]);
      expectOrderedRange(awaiting, "bank_transfer_checkout_awaited_idx");
      expect(await books.awaiting()).toHaveLength(100);
      expect(await history.confirmed()).toHaveLength(50);
    });

    it("对公转账's search: a word no transfer holds is looked up in the bigram indexes of reference, order number and company, not checked transfer by transfer", async () => {
      const plans = await planned.plansOf(() => transferSearch(planned.db, "盾构隧道"));
      const indexes = plans.flatMap((plan) => plan.nodes.map((node) => node.index));
      for (const index of ["bank_transfer_checkout_keyword_idx", "service_order_no_keyword_idx", "business_keyword_idx"]) expect(indexes).toContain(index);
      expect(plans.flatMap((plan) => plan.nodes).filter((node) => node.nodeType === "Seq Scan")).toEqual([]);
      expect(await transferSearch(planned.db, "盾构隧道")).toBeDefined();
    });

    it("operator queues: the oldest waiting rows and a capped count of them, from partial or state indexes", async () => {
      for (const table of [equipmentListings, catalogueProducts, shopServices])
        expectBoundedReads(await planned.plansOf(() => createListingReviewRepository(planned.db, table).waitingPage(50)), []);
      expectBoundedReads(await planned.plansOf(() => createCertificationReviewRepository(planned.db).queue(50)), ["qualification_certificate_queue_idx"]);
      const orders = createOrderRepository(planned.db);
      expectBoundedReads(await planned.plansOf(() => orders.undecidedRefunds(50)), ["service_order_refund_queue_idx"]);
      // 服务订单: every tab, first and last reachable page; the page's columns come from its index alone, not from a heap page per order.
      for (const states of [["paid", "in_service"], ["paid"], ["in_service"]])
        for (const current of [1, 50]) {
          const served = await planned.plansOf(() => orders.servedQueuePage({ itemKinds: ["service_package"], states }, current, 20));
          expectBoundedReads(served, ["service_order_fulfilment_idx"]);
          const pageReads = served.flatMap((plan) => plan.nodes.filter((node) => node.relation === "service_order" && node.index !== undefined));
          expect(
            pageReads.some((node) => node.index === "service_order_fulfilment_idx" && node.nodeType === "Index Only Scan"),
            JSON.stringify(pageReads),
          ).toBe(true);
        }
      // One order by its number: its unique index.
      expectBoundedReads(
        await planned.plansOf(() =>
          orders.servedQueuePage({ itemKinds: ["service_package"], states: ["paid", "in_service"], orderNo: "20261101Z0000001" }, 1, 20),
        ),
        ["service_order_order_no_unique"],
      );
      expectBoundedReads(await planned.plansOf(() => orders.waitingByState(["service_package"], ["paid", "in_service"])), []);
      // 融资申请 the bank owes an answer (three states): one range in waiting order, not the three states' rows sorted.
      const bankQueue = await planned.plansOf(() => createFinanceRepository(planned.db).bankQueue(50));
      boundedReadsOver(["finance_application"])(bankQueue, ["finance_application_bank_queue_idx"]);
      expectOrderedRange(bankQueue, "finance_application_bank_queue_idx");
    });
  });
}

ownListPlanSuite("PGlite", plannedPglite);
whenPostgres("members' own lists and operator queues", (url) => ownListPlanSuite("Postgres", () => plannedPostgres(url)));
