import { eq, sql } from "drizzle-orm";
import { seedScaleSheets } from "../capabilities/procurement/sheets-scale.seed.ts";
import { seedScaleTenders } from "../capabilities/tender/tenders-scale.seed.ts";
import type { Database } from "../db/database.ts";
import { demoAccounts } from "../db/demo-accounts.ts";
import { seedScaleChat } from "../platform/chat/chat-scale.seed.ts";
import { seedScaleArticles } from "../platform/cms/articles-scale.seed.ts";
import { seedScaleCompanies } from "../platform/company/companies-scale.seed.ts";
import { members, memberships } from "../platform/member/schema.ts";
import { seedScaleAnnouncements, seedScaleNotices } from "../platform/notice/notices-scale.seed.ts";
import { seed } from "./seed.ts";

/** What one scale seed made, per kind of row, and how long it took. */
export interface ScaleSeedReport {
  articles: number;
  announcements: number;
  notices: number;
  chatMessages: number;
  companies: number;
  tenders: number;
  inquirySheets: number;
  seconds: number;
}

/**
 * Fills the database for the benchmarks at `scale` (1e3 … 1e6), on top of the demo seed: that
 * many articles, announcements, chat messages, companies (with profiles and certificates), tenders
 * and inquiry sheets, and that many notices for the first demo member (a tenth as many for the
 * second). Rows are made inside the database in batches; a run tops up to
 * the scale, so running it again adds nothing. Ends with VACUUM ANALYZE, as a production database
 * would have after autovacuum: fresh statistics for the planner and a visibility map for
 * index-only scans.
 */
export async function seedScale(db: Database, scale: number, log: (line: string) => void = () => {}): Promise<ScaleSeedReport> {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive whole number, not ${scale}`);
  const started = performance.now();
  await seed(db);
  const [first, second] = await Promise.all(demoAccounts.map((account) => memberByPhone(db, account.phone)));
  if (!first || !second) throw new Error("the demo members are missing after the demo seed");
  // The tenders and sheets are the first demo member's business's.
  const [membership] = await db.select({ businessId: memberships.businessId }).from(memberships).where(eq(memberships.memberId, first.id)).limit(1);
  if (!membership) throw new Error("the first demo member has no business");
  const owner = { businessId: membership.businessId, memberId: first.id };
  const step = async (name: string, run: () => Promise<number>) => {
    const t = performance.now();
    const added = await run();
    log(`${name}: +${added} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return added;
  };
  const report: ScaleSeedReport = {
    articles: await step("articles", () => seedScaleArticles(db, scale)),
    announcements: await step("announcements", () => seedScaleAnnouncements(db, scale)),
    notices:
      (await step(`notices of member ${first.id}`, () => seedScaleNotices(db, first.id, scale))) +
      (await step(`notices of member ${second.id}`, () => seedScaleNotices(db, second.id, Math.ceil(scale / 10)))),
    chatMessages: await step("chat messages", () => seedScaleChat(db, first, scale)),
    companies: await step("companies", () => seedScaleCompanies(db, scale)),
    tenders: await step("tenders", () => seedScaleTenders(db, owner, scale)),
    inquirySheets: await step("inquiry sheets", () => seedScaleSheets(db, owner, scale)),
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
      "company_profile",
      "qualification_certificate",
      "company_directory_entry",
      "company_directory_qualification",
      "tender",
      "inquiry_sheet",
    ]) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    return 0;
  });
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
