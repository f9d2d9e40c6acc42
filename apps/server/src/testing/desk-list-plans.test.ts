import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierPoolPage } from "../capabilities/procurement/sheet-repository.ts";
import { seed } from "../composition/seed.ts";
import { demoAccounts } from "../db/demo-accounts.ts";
import { createAnnouncementDesk } from "../platform/announcement/announcement-desk.ts";
import { seedScaleStaffAnnouncements } from "../platform/announcement/announcements-scale.seed.ts";
import { seedScaleArticles } from "../platform/cms/articles-scale.seed.ts";
import { seedScaleCompanies } from "../platform/company/companies-scale.seed.ts";
import { createContentDesk } from "../platform/content-desk/content-desk.ts";
import { createContentDeskStaff } from "../platform/content-desk/content-desk-staff.ts";
import { createContentEntriesRepository } from "../platform/content-desk/content-entries.repository.ts";
import { createContentReview } from "../platform/content-desk/content-review.ts";
import { seedScaleContentEntries } from "../platform/content-desk/entries-scale.seed.ts";
import { createPartyModules } from "../platform/content-desk/party-modules.ts";
import { createKnowledgeRepository } from "../platform/knowledge/repository.ts";
import { seedScaleKnowledgeSubmissions } from "../platform/knowledge/submissions-scale.seed.ts";
import { createMemberRepository } from "../platform/member/member.repository.ts";
import { seedScaleMembers } from "../platform/member/members-scale.seed.ts";
import { members, memberships } from "../platform/member/schema.ts";
import { operators } from "../platform/operator/schema.ts";
import { seedScaleServiceConversations } from "../platform/service-desk/conversations-scale.seed.ts";
import { createServiceDesk } from "../platform/service-desk/service-desk.ts";
import { boundedReadsOver, expectOrderedRange } from "./plan-expectations.ts";
import { type PlannedDatabase, plannedPglite, plannedPostgres, type StatementPlan } from "./query-plans.ts";
import { whenPostgres } from "./suite-target.ts";

// The back office's lists (客服工作台, 待审核's counts, 党建栏目, 站内公告) and the members' own 成员管理
// and 可供货企业 read index ranges and count up to the cap: EXPLAIN of the very statements each
// call sends, over the scale seed's rows of the tables they read (analyzed), on PGlite and — when
// DATABASE_URL names one — on Postgres. Enough rows that a scan would be the planner's honest
// choice for an unindexed path: more than the count cap of each.
const SCALE = 12_000;
const BIG_TABLES = [
  "service_conversation",
  "member",
  "membership",
  "content_entry",
  "knowledge_submission",
  "announcement",
  "article",
  "business",
  "company_profile",
];

const expectBoundedReads = boundedReadsOver(BIG_TABLES);
const bigReads = (plans: StatementPlan[]) => plans.flatMap((p) => p.nodes.filter((n) => n.relation && BIG_TABLES.includes(n.relation)));

function deskPlanSuite(name: string, open: () => Promise<PlannedDatabase>) {
  describe(`back-office desks and members' lists read index ranges (${name})`, () => {
    let planned: PlannedDatabase;
    let business = 0;
    let agent = 0;
    beforeAll(async () => {
      planned = await open();
      const { db } = planned;
      await seed(db);
      // The owner: the first demo member's business, as seedScale picks it.
      const [own] = await db
        .select({ id: memberships.businessId })
        .from(memberships)
        .innerJoin(members, eq(members.id, memberships.memberId))
        .where(eq(members.phone, demoAccounts[0].phone))
        .limit(1);
      business = own?.id ?? 0;
      await seedScaleMembers(db, business, SCALE);
      await seedScaleServiceConversations(db, SCALE);
      await seedScaleContentEntries(db, SCALE);
      await seedScaleKnowledgeSubmissions(db, SCALE);
      await seedScaleStaffAnnouncements(db, SCALE);
      await seedScaleArticles(db, SCALE);
      await seedScaleCompanies(db, SCALE);
      for (const table of BIG_TABLES) await db.execute(sql.raw(`vacuum analyze ${table}`));
      const [kefu] = await db.select({ id: operators.id }).from(operators).where(eq(operators.username, "kefu1"));
      agent = kefu?.id ?? 0;
    }, 900_000);
    afterAll(() => planned.close());

    it("客服工作台: each open list a page along its index, the latest ended from the newest end of theirs, every count capped", async () => {
      const desk = createServiceDesk(planned.db);
      for (const current of [1, 20]) {
        const plans = await planned.plansOf(() => desk.desk(agent, { queuePage: current, minePage: current, othersPage: current }));
        expectBoundedReads(plans, [
          "service_conversation_state_idx",
          "service_conversation_waiting_idx",
          "service_conversation_agent_idx",
          "service_conversation_closed_idx",
        ]);
        expectOrderedRange(plans, "service_conversation_closed_idx");
        if (current === 1) {
          // The queue VIP first (专属客服), then in the order they came, read along its partial index.
          expectOrderedRange(plans, "service_conversation_waiting_idx");
          expectOrderedRange(plans, "service_conversation_state_idx");
          expectOrderedRange(plans, "service_conversation_agent_idx");
        }
      }
      const shown = await desk.desk(agent);
      expect(shown.queue).toHaveLength(20);
      expect(shown.closed).toHaveLength(30);
      expect(shown.totals.queue).toBeGreaterThan(20);
    });

    it("待审核: 内容稿件 and 知识库投稿 count their waiting rows up to the cap, as every other kind does", async () => {
      const content = createContentReview(planned.db, createContentDesk(planned.db, createContentDeskStaff(planned.db)));
      const contentPlans = await planned.plansOf(() => content.queue());
      expectBoundedReads(contentPlans, ["content_entry_pending_idx"]);
      expect((await content.queue()).waiting.content).toBe(1000);
      const knowledge = createKnowledgeRepository(planned.db);
      expectBoundedReads(await planned.plansOf(() => knowledge.pendingQueue(50)), ["knowledge_submission_queue_idx"]);
      expect((await knowledge.pendingQueue(50)).waiting).toBe(1000);
    });

    it("内容管理's pieces by channel, and by channel and state: each along its own index in the list's order", async () => {
      const entries = createContentEntriesRepository(planned.db);
      const byChannel = await planned.plansOf(() => entries.page({ channel: "party", state: "", keyword: "" }, 1, 10));
      expectBoundedReads(byChannel, ["content_entry_channel_idx"]);
      expectOrderedRange(byChannel, "content_entry_channel_idx");
      const byBoth = await planned.plansOf(() => entries.page({ channel: "party", state: "pending", keyword: "" }, 1, 10));
      expectBoundedReads(byBoth, ["content_entry_channel_state_idx"]);
      expectOrderedRange(byBoth, "content_entry_channel_state_idx");
    });

    it("党建栏目: each module's articles and pieces counted up to the cap along the module's index, not grouped over every article", async () => {
      const modules = createPartyModules(planned.db, createContentDeskStaff(planned.db));
      const plans = await planned.plansOf(() => modules.list());
      expectBoundedReads(plans, ["article_module_published_idx", "content_entry_module_idx"]);
      const listed = await modules.list();
      expect(listed[0]?.articleCount).toBe(1000);
    });

    it("站内公告: the newest page by key, the count capped, and the audience read from its counter, not by counting members", async () => {
      const desk = createAnnouncementDesk(planned.db);
      for (const current of [1, 50]) {
        const plans = await planned.plansOf(() => desk.list(current));
        expectBoundedReads(plans, ["announcement_pkey"]);
        expect(bigReads(plans).filter((n) => n.relation === "member")).toEqual([]);
      }
      const [counted] = await planned.db
        .execute<{ n: number }>(sql`select count(*)::int as n from member`)
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
      expect((await desk.list(1)).members).toBe(counted?.n);
    });

    it("成员管理: a page of the business's members along its order's index, no deeper than the lists page, the count capped", async () => {
      const repository = createMemberRepository(planned.db);
      for (const current of [1, 100]) {
        const plans = await planned.plansOf(() => repository.listBusinessMembers({ businessId: business, current, size: 10 }));
        expectBoundedReads(plans, ["membership_business_order_idx"]);
        expectOrderedRange(plans, "membership_business_order_idx");
        expect(plans.flatMap((p) => p.nodes.map((n) => n.nodeType))).not.toContain("Sort");
      }
      const first = await repository.listBusinessMembers({ businessId: business, current: 1, size: 10 });
      expect(first.total).toBe(1000);
      expect(first.records[0]?.role).toBe("admin");
      expect((await repository.listBusinessMembers({ businessId: business, current: 101, size: 10 })).records).toEqual([]);
    });

    it("可供货企业, each filter and their combination: certified first then by id from the pool's index, the count capped", async () => {
      for (const filter of [{}, { certifiedOnly: true }, { industry: "建材贸易" }, { industry: "建材贸易", certifiedOnly: true }])
        for (const current of [1, 10]) {
          const plans = await planned.plansOf(() => supplierPoolPage(planned.db, business, { current, size: 10, ...filter }));
          expectBoundedReads(plans, ["business_supplier_pool_idx"]);
          expectOrderedRange(plans, "business_supplier_pool_idx");
        }
    });
  });
}

deskPlanSuite("PGlite", plannedPglite);
whenPostgres("back-office desks and members' lists", (url) => deskPlanSuite("Postgres", () => plannedPostgres(url)));
