import { ACTIVE_AUTHORISATIONS_CAP, lookAheadCap } from "@cidp/domain";
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { cappedCount, pageLimit, pageOffset, reachablePages } from "../../db/paging.ts";
import { servicePackages } from "../../platform/cms/schema.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import type { Validity } from "./membership.ts";
import { vipGrants, vipPlans } from "./schema.ts";
import { periodMonths } from "./service-auth.ts";

// 服务授权 in SQL: the business's VIP periods and the legal packages and lessons its orders hold,
// each with its standing at `now` computed by the database, filtered, newest start first, paged
// and counted there. A business may hold hundreds of thousands of orders: they are never read into
// the process (one statement naming every id overflowed the query builder's stack at 1e6); the
// orders are read along service_order_entitlement_idx in the list's order, and the counts stop at
// the lists' cap (paging.ts).

/**
 * The held states and authorising kinds, spelled as literals: the planner proves from them that
 * the partial index service_order_entitlement_idx (whose predicate names the same) covers the read.
 * Orders whose money the seller keeps give an entitlement; a company service bought from another
 * company or a tender deposit is a purchase, not an authorisation (已购服务 and the tender pages).
 */
const HELD = sql.raw(`('paid', 'in_service', 'completed', 'refund_rejected')`);
const AUTHORISING = sql.raw(`('service_package', 'lesson')`);

/**
 * `start` plus `months` as JavaScript's setUTCMonth counts them (the portal has always shown these
 * ends): the same day and time that many months on in UTC, a day past the month's end rolling
 * over (31 January + 1 month = 3 March), not clamped as Postgres' own month arithmetic would.
 */
function plusMonths(start: SQL, months: SQL): SQL {
  const utc = sql`(${start} at time zone 'UTC')`;
  return sql`((date_trunc('month', ${utc}) + make_interval(months => ${months}) + (${utc} - date_trunc('month', ${utc}))) at time zone 'UTC')`;
}

/** One entitlement as the database computes it; service-auth.ts makes the list's row of it. */
export interface EntitlementRow {
  kind: string;
  title: string;
  orderNo: string;
  grantId: number | null;
  startAt: Date;
  endAt: Date | null;
  validity: Validity;
  /** The row's id in its table: the order among entitlements starting together. */
  key: number;
}

interface Filters {
  kind?: string;
  validity?: Validity;
}

/**
 * Each legal package's 服务期限 in months (packages without a fixed end left out), by its id: the
 * platform's few packages, read whole and handed to the statement as one parameter, so each order's
 * period is a lookup in it rather than a subquery the planner would cost once per order of the
 * business (an estimate that grows with the business and turned Postgres' JIT on for every page).
 */
async function packageMonths(db: Database): Promise<Record<string, number>> {
  const packages = await db.select({ id: servicePackages.id, period: servicePackages.period }).from(servicePackages);
  return Object.fromEntries(
    packages.flatMap(({ id, period }) => {
      const months = periodMonths(period);
      return months === null ? [] : [[String(id), months]];
    }),
  );
}

/** Days that `months` months last at the least, from any start (see heldOrders). */
export function shortestDays(months: number): number {
  return Math.floor((months * 365) / 12) - 3;
}

/** The business's VIP periods: a period's standing is its own (revoked by a refund, waiting its turn, running, over). */
function periods(db: Database, businessId: number, now: SQL, { kind, validity }: Filters) {
  const standing = sql<Validity>`case when ${vipGrants.revokedAt} is not null then 'revoked' when ${vipGrants.startsAt} > ${now} then 'pending'
    when ${vipGrants.endsAt} > ${now} then 'active' else 'expired' end`;
  const where = and(
    eq(vipGrants.businessId, businessId),
    kind && kind !== "vip_plan" ? sql`false` : undefined,
    validity ? sql`${standing} = ${validity}` : undefined,
  );
  const rows = (limit: number) =>
    db
      .select({
        kind: sql<string>`'vip_plan'`,
        title: vipPlans.name,
        orderNo: serviceOrders.orderNo,
        grantId: vipGrants.id,
        startAt: vipGrants.startsAt,
        endAt: vipGrants.endsAt,
        validity: standing,
        key: vipGrants.id,
      })
      .from(vipGrants)
      .innerJoin(serviceOrders, eq(serviceOrders.id, vipGrants.orderId))
      .innerJoin(vipPlans, eq(vipPlans.id, vipGrants.planId))
      .where(where)
      .orderBy(desc(vipGrants.startsAt), desc(vipGrants.id))
      .limit(limit);
  return { rows, matching: () => db.select({ one: sql<number>`1` }).from(vipGrants).where(where) };
}

/**
 * The business's legal packages and lessons: a package's service runs from its payment (its order,
 * when paid before payments were kept) for its 服务期限 (`months`, by package), or until the platform
 * completes a one-off service; a lesson is kept for good. No join: the orders stay one relation the
 * planner walks along the index in the list's order.
 */
function heldOrders(db: Database, businessId: number, now: SQL, months: Record<string, number>, { kind, validity }: Filters) {
  const start = sql`coalesce(${serviceOrders.paidAt}, ${serviceOrders.createdAt})`;
  const monthsOf = sql`(${JSON.stringify(months)}::jsonb ->> ${serviceOrders.itemId}::text)::int`;
  const end = sql`case when ${serviceOrders.itemKind} = 'service_package' then ${plusMonths(start, monthsOf)} end`;
  const standing = sql<Validity>`case when ${serviceOrders.itemKind} = 'lesson' then 'active' when ${serviceOrders.state} = 'completed' then 'completed'
    when ${end} <= ${now} then 'expired' when ${serviceOrders.state} = 'paid' then 'pending' else 'active' end`;
  // An expired package started at least its period ago, and no period is shorter than the shortest
  // package's: the walk for 已过期 may start there, past the newest orders, which cannot have ended
  // yet. `m` months last at least m × 365/12 days less three (28 February to 28 March is the
  // shortest month, and a year 365 days): a bound that close leaves a few days of orders to test
  // one by one, not the weeks a bound of 28 days a month left (a year's package: 29 days of
  // orders, 1,500 at 1e5). Without a package of fixed period nothing expires.
  const shortest = Math.min(...Object.values(months));
  const endedOnly = Number.isFinite(shortest) ? sql`${start} <= ${now} - make_interval(days => ${shortestDays(shortest)})` : sql`false`;
  // 已过期 spelt as its own terms (a fixed end passed, not completed: the standing's case reads the
  // same) rather than as the computed standing: the planner guesses one row in two hundred for a
  // test of the whole case, gathered every candidate of the business to sort them (12,686 at 1e5,
  // 23 ms) and did not walk the index in order into the page's LIMIT, which stops after a few dozen.
  const standingIs = (validity: Validity) =>
    validity === "expired" ? and(sql`${end} <= ${now}`, ne(serviceOrders.state, "completed"), endedOnly) : sql`${standing} = ${validity}`;
  const where = and(
    eq(serviceOrders.buyerBusinessId, businessId),
    sql`${serviceOrders.itemKind} in ${AUTHORISING}`,
    sql`${serviceOrders.state} in ${HELD}`,
    kind ? eq(serviceOrders.itemKind, kind) : undefined,
    validity ? standingIs(validity) : undefined,
  );
  const rows = (limit: number) =>
    db
      .select({
        kind: serviceOrders.itemKind,
        title: serviceOrders.title,
        orderNo: serviceOrders.orderNo,
        grantId: sql<number | null>`null::int`,
        startAt: sql<Date>`${start}`.mapWith(serviceOrders.createdAt),
        endAt: sql<Date | null>`${end}`.mapWith(serviceOrders.createdAt),
        validity: standing,
        key: serviceOrders.id,
      })
      .from(serviceOrders)
      .where(where)
      .orderBy(desc(start), desc(serviceOrders.id))
      .limit(limit);
  return { rows, matching: () => db.select({ one: sql<number>`1` }).from(serviceOrders).where(where) };
}

const newestFirst = (a: EntitlementRow, b: EntitlementRow) => b.startAt.getTime() - a.startAt.getTime() || b.key - a.key;

/**
 * A page of the business's entitlements under the filters, newest start first; the count of the
 * matches and of those active now, each up to the lists' cap, and the pages reachable. The page is
 * the merge of the first `offset + size` of each source (both bounded by the lists' depth): the
 * periods are a handful, the orders a walk along their index that stops at its LIMIT.
 */
export async function entitlementPage(db: Database, businessId: number, query: Filters & { current: number; size: number }, at: Date) {
  const now = sql`${at.toISOString()}::timestamptz`;
  const months = await packageMonths(db);
  const [vip, orders] = [periods(db, businessId, now, query), heldOrders(db, businessId, now, months, query)];
  const active = { validity: "active" as const };
  const [activeVip, activeOrders] = [periods(db, businessId, now, active), heldOrders(db, businessId, now, months, active)];
  const offset = pageOffset(query.current, query.size);
  const take = offset === null ? 0 : offset + pageLimit(offset, query.size);
  const [periodRows, orderRows, total, activeCount] = await Promise.all([
    take > 0 ? vip.rows(take) : [],
    take > 0 ? orders.rows(take) : [],
    // Ten pages ahead of this one, as the public lists count: the list shows pages, not a number.
    cappedCount(db, vip.matching().unionAll(orders.matching()), lookAheadCap(query.current, query.size)),
    cappedCount(db, activeVip.matching().unionAll(activeOrders.matching()), ACTIVE_AUTHORISATIONS_CAP),
  ]);
  const rows = ([...periodRows, ...orderRows] as EntitlementRow[]).sort(newestFirst).slice(offset ?? 0, take);
  return { rows, total, pages: reachablePages(total, query.size), activeCount };
}
