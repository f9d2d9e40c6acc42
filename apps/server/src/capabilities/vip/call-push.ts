import { callFitsCompany, chinaDateOf, citiesNamedIn, type PushedCall } from "@cidp/domain";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { qualificationCertificates } from "../../platform/certification/schema.ts";
import { companyProfiles } from "../../platform/company/schema.ts";
import type { JobKind } from "../../platform/jobs/job-kind.ts";
import { noticesToBusinesses } from "../../platform/notice/business-notices.ts";
import { runningAt } from "./running-period.ts";
import { vipCallPushCursors, vipGrants } from "./schema.ts";

/** The kinds of public call pushed: 招标公告 and 公开询价. */
export const PUSHED_CALL_KINDS = ["tender", "inquiry"] as const;
export type PushedCallKind = (typeof PUSHED_CALL_KINDS)[number];

/** A public call just published, as the port reads it from the tender or procurement capability. */
export interface PublishedCall extends PushedCall {
  id: number;
  title: string;
  deadline: Date;
  publishedAt: Date;
  publisherBusinessId: number;
  /** The page where a company reads it and takes part. */
  pageUrl: string;
}

/**
 * The port through which the VIP capability reads the public calls of a kind published after a
 * point (publication time, then id), oldest first, at most `limit` (the composition root answers it
 * from the tender and procurement capabilities, which VIP may not read itself).
 */
export type PublishedCallsAfter = (db: Database, kind: PushedCallKind, after: { at: Date; id: number }, limit: number) => Promise<PublishedCall[]>;

export const CALL_PUSH_JOB = "vip.call-push";
/** How soon a VIP company hears of a new call: within a minute of its publication. */
export const CALL_PUSH_EVERY_MS = 60_000;
/** Calls pushed per kind and run; the rest wait for the next run. */
const CALLS_PER_RUN = 50;

const KIND_LABELS: Readonly<Record<PushedCallKind, string>> = { tender: "招标公告", inquiry: "公开询价" };

/** The VIP companies running at `at` in the cities named, with their city and valid qualification categories. */
async function vipCompaniesIn(tx: Database, cities: readonly string[], at: Date) {
  if (cities.length === 0) return [];
  const companies = await tx
    .selectDistinct({ businessId: vipGrants.businessId, regionCode: companyProfiles.regionCode })
    .from(vipGrants)
    .innerJoin(companyProfiles, eq(companyProfiles.businessId, vipGrants.businessId))
    .where(and(runningAt(at), inArray(sql`left(${companyProfiles.regionCode}, 4)`, [...cities])));
  if (companies.length === 0) return [];
  const certificates = await tx
    .select({ businessId: qualificationCertificates.businessId, name: qualificationCertificates.name })
    .from(qualificationCertificates)
    .where(
      and(
        inArray(
          qualificationCertificates.businessId,
          companies.map((c) => c.businessId),
        ),
        eq(qualificationCertificates.state, "certified"),
        gte(qualificationCertificates.validUntil, chinaDateOf(at)),
      ),
    );
  return companies.map((company) => ({
    businessId: company.businessId,
    cityCode: company.regionCode,
    qualificationNames: certificates.filter((c) => c.businessId === company.businessId).map((c) => c.name),
  }));
}

/**
 * Pushes the calls published since the last run to the VIP companies they fit (callFitsCompany),
 * as 服务通知 to every member of each, and moves the cursor past them, in the job's transaction.
 * The first run starts the cursor at `now`: calls published before the push existed are not news.
 * Answers how many business notices it wrote (one per company a call fits).
 */
export async function pushNewCalls(tx: Database, callsAfter: PublishedCallsAfter, now: Date): Promise<number> {
  let pushed = 0;
  for (const kind of PUSHED_CALL_KINDS) {
    const [cursor] = await tx.select().from(vipCallPushCursors).where(eq(vipCallPushCursors.kind, kind));
    if (!cursor) {
      await tx.insert(vipCallPushCursors).values({ kind, publishedAt: now, lastId: 0 }).onConflictDoNothing();
      continue;
    }
    const calls = await callsAfter(tx, kind, { at: cursor.publishedAt, id: cursor.lastId }, CALLS_PER_RUN);
    const last = calls.at(-1);
    if (!last) continue;
    const companies = await vipCompaniesIn(tx, [...new Set(calls.flatMap((call) => citiesNamedIn(call.location)))], now);
    const items = calls.flatMap((call) =>
      companies
        .filter((company) => company.businessId !== call.publisherBusinessId && callFitsCompany(call, company))
        .map((company) => ({
          businessId: company.businessId,
          tab: 1 as const,
          title: `VIP优先推送：新${KIND_LABELS[kind]}「${call.title}」`,
          content: `与贵企业所在地区及资质相符的${KIND_LABELS[kind]}已发布：${call.title}（${call.location}），截止时间 ${formatDateTime(call.deadline)}。`,
          jumpUrl: call.pageUrl,
        })),
    );
    await noticesToBusinesses(tx, items);
    await tx.update(vipCallPushCursors).set({ publishedAt: last.publishedAt, lastId: last.id }).where(eq(vipCallPushCursors.kind, kind));
    pushed += items.length;
  }
  return pushed;
}

/** The recurring job of 平台公告与招采信息优先推送: new public calls to the VIP companies they fit, once. */
export function callPushJobKind(callsAfter: PublishedCallsAfter): JobKind {
  return {
    kind: CALL_PUSH_JOB,
    mode: "transaction",
    everyMs: CALL_PUSH_EVERY_MS,
    handler: async (_payload, { tx, now }) => {
      await pushNewCalls(tx, callsAfter, now);
    },
  };
}
