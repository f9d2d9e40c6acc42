import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { inBatches, independentHashOf, pickOf, seededCount } from "../../db/scale-sql.ts";
import { tenders } from "./schema.ts";

// The bidder's side of tendering at scale (src/composition/seed-scale.ts): tenders of another
// tenderer that invite the demo member's business, each with its part as a bidder in one of the
// states 我的投标 shows. The tenders are invited ones, so the public notices do not list them;
// nobody opens them: their key pair and the bids' sealed copies are left empty.

/** Tender numbers of the bid-on scale tenders start so (the tenderer's own scale tenders start ZS). */
const NO_PREFIX = "ZQ";
const places = ["长春市", "吉林市", "四平市", "延边州", "松原市", "通化市"];
const works = ["住宅小区施工总承包", "市政道路改造工程", "学校教学楼新建工程", "综合管廊工程"];
/** A bidder's state beside its tender's: the tender's state first, then the bidder's. */
const pairs = [
  ["registering", "registered"],
  ["registering", "approved"],
  ["registering", "awaiting_deposit"],
  ["bidding", "deposited"],
  ["bidding", "bid"],
  ["evaluating", "opened"],
  ["evaluating", "candidate"],
  ["awarded", "won"],
  ["awarded", "lost"],
  ["awarded", "refunded"],
];

/**
 * Tops the bid-on scale tenders up to `target`, each of `tenderer` (a business and one of its
 * members) with `bidderBusinessId` registered on it.
 */
export async function seedScaleBids(
  db: Database,
  tenderer: { businessId: number; memberId: number },
  bidderBusinessId: number,
  target: number,
): Promise<number> {
  const seeded = await seededCount(db, tenders.tenderNo, NO_PREFIX);
  const i = sql`g.i`;
  const pair = independentHashOf(i, 4);
  return inBatches(seeded + 1, target, async (from, to) => {
    await db.execute(sql`
      insert into tender (tender_no, tenderer_business_id, created_by, title, mode, sections, estimate_fen, method,
        registration_end, bid_deadline, public_key, sealed_private_key, state, published_at)
      select ${NO_PREFIX} || lpad(g.i::text, 12, '0'), ${tenderer.businessId}, ${tenderer.memberId},
        ${pickOf(places, independentHashOf(i, 1))} || ${pickOf(works, independentHashOf(i, 2))} || '（邀请' || g.i || '）',
        'invited', '[{"name":"一标段","estimateFen":100000000}]'::jsonb, 100000000, 'lowest_price',
        p.at + interval '10 days', p.at + interval '20 days', '', '',
        ${pickOf(
          pairs.map(([tender]) => tender ?? ""),
          pair,
        )}, p.at
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join lateral (select now() - (${independentHashOf(i, 5)} % ${730 * 86_400}) * interval '1 second' as at) as p`);
    await db.execute(sql`
      insert into tender_bidder (tender_id, business_id, state, registered_at)
      select t.id, ${bidderBusinessId}, ${pickOf(
        pairs.map(([, bidder]) => bidder ?? ""),
        pair,
      )}, t.published_at + interval '1 day'
      from generate_series(${from}::int, ${to}::int) as g(i)
      join tender as t on t.tender_no = ${NO_PREFIX} || lpad(g.i::text, 12, '0')`);
  });
}
