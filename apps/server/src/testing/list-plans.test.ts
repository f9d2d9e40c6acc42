import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedScale } from "../composition/seed-scale.ts";
import { demoAccounts } from "../db/demo-accounts.ts";
import { createChatRepository } from "../platform/chat/repository.ts";
import { createCmsRepository } from "../platform/cms/repository.ts";
import { members } from "../platform/member/schema.ts";
import { createNoticeRepository } from "../platform/notice/repository.ts";
import { type PlannedDatabase, plannedPglite, plannedPostgres, type StatementPlan } from "./query-plans.ts";

// The list and count paths read index ranges, never a whole big table: EXPLAIN of the very
// statements each call sends, on data from the scale seed (analyzed), on PGlite and — when
// DATABASE_URL names one — on Postgres. Enough rows that a scan would be the planner's honest
// choice for an unindexed path: more articles than the bounded count's cap.
const SCALE = 12_000;
const BIG_TABLES = ["notice", "article", "center_notice", "chat_message"];

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

function planSuite(name: string, open: () => Promise<PlannedDatabase>) {
  describe(`list paths read index ranges (${name})`, () => {
    let planned: PlannedDatabase;
    let member = 0;
    beforeAll(async () => {
      planned = await open();
      await seedScale(planned.db, SCALE);
      const [first] = await planned.db.select({ id: members.id }).from(members).where(eq(members.phone, demoAccounts[0].phone));
      member = first?.id ?? 0;
    }, 180_000);
    afterAll(() => planned?.close());

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

    it("unread counts read the member's counter rows, not the notices", async () => {
      const plans = await planned.plansOf(() => notices().unreadByType(member));
      expect(plans.map((p) => p.nodes.map((n) => n.relation).filter(Boolean))).toEqual([["notice_counter"]]);
    });

    it("article/home reads the newest end of each category's range", async () => {
      expectIndexRanges(await planned.plansOf(() => cms().homeArticles(6)), ["article_category_published_idx"]);
    });

    it("article pages, all and by category, page and bounded count by index", async () => {
      expectIndexRanges(await planned.plansOf(() => cms().articlePage(1, 10)), ["article_published_idx"]);
      expectIndexRanges(await planned.plansOf(() => cms().articlePage(5, 20, "policy")), ["article_category_published_idx"]);
    });

    it("announcements page and bounded count by index", async () => {
      expectIndexRanges(await planned.plansOf(() => notices().centerPage(1, 10)), ["center_notice_published_idx"]);
    });

    it("sees a scan where there is one: a keyword filter, which no btree serves (left to the full-text index)", async () => {
      const plans = await planned.plansOf(() => cms().articlePage(1, 10, undefined, "钢材"));
      expect(plans.flatMap((p) => p.nodes).some((n) => n.nodeType === "Seq Scan" && n.relation === "article")).toBe(true);
    });

    it("chat history pages by sequence in its conversation", async () => {
      const chat = createChatRepository(planned.db);
      expectIndexRanges(await planned.plansOf(() => chat.messagesBefore(1, 150, 20)), ["chat_message_seq"]);
      expectIndexRanges(await planned.plansOf(() => chat.messagesAfter(1, 100, 20)), ["chat_message_seq"]);
    });
  });
}

planSuite("PGlite", plannedPglite);

const url = process.env.DATABASE_URL;
if (url) planSuite("Postgres", () => plannedPostgres(url));
else
  describe.skip("list paths read index ranges (Postgres: DATABASE_URL not set)", () => {
    it("runs when DATABASE_URL is set", () => {});
  });
