import { type SQL, sql } from "drizzle-orm";

/**
 * The one definition of 统计报表's figures: what the raw tables say about some China days, a row
 * per day and city with every figure, in report_daily's columns. The rollup job writes these rows
 * (report-rollup.ts); the report computes them itself for the days the job has not caught up with
 * yet (platform-report.ts). `days` is a query of one `day` column (dates).
 *
 * Each fact is read through its table's index on the instant it counts on, one China day at a
 * time (the spans below), so a day costs its own rows whatever the history holds. A fact's city is
 * the four-digit prefix of its business's region code, as the report has always counted:
 * - registrations and personal certifications: the member's first business (by id) with a region;
 * - corporate certifications: the business; orders and refunds: the buyer's business;
 * - sheets and tenders created that day, by their state now: the buying / tendering business.
 * No region (or none yet) counts under '' (省外或未填写地区). Each day also has a row for the whole
 * province, city '*' (PROVINCE), so a report of the province reads a row a day, not ten.
 */
export function dailyFigures(days: SQL): SQL {
  // Each city is looked up by key for each fact of the day (LIMIT 1 keeps the planner from turning
  // the lookup into a join that reads the whole of service_order or company_profile).
  const cityOf = (from: SQL, where: SQL) => sql`left join lateral (select left(cp.region_code, 4) as city ${from} where ${where} limit 1) as bc on true`;
  const businessCity = (business: SQL) => cityOf(sql`from company_profile cp`, sql`cp.business_id = ${business} and cp.region_code <> ''`);
  const buyerCity = (order: SQL) =>
    cityOf(sql`from service_order o join company_profile cp on cp.business_id = o.buyer_business_id`, sql`o.id = ${order} and cp.region_code <> ''`);
  const memberCity = (member: SQL) =>
    sql`left join lateral (select left(cp.region_code, 4) as city from membership ms join company_profile cp on cp.business_id = ms.business_id
        where ms.member_id = ${member} and cp.region_code <> '' order by ms.business_id limit 1) as mc on true`;
  return sql`
    with spans as (
      -- A China day starts at 16:00 UTC the day before.
      select d.day, (d.day::timestamp - interval '8 hours') at time zone 'UTC' as starts,
        (d.day::timestamp + interval '16 hours') at time zone 'UTC' as ends
      from (select distinct day from (${days}) as asked) as d
    ),
    facts as (
      select s.day, mc.city, 'registrations' as metric, null::text as state, 0::bigint as fen
        from spans s join member m on m.created_at >= s.starts and m.created_at < s.ends ${memberCity(sql`m.id`)}
      union all
      select s.day, mc.city, 'personal', null, 0
        from spans s join personal_certification pc on pc.state = 'certified' and pc.reviewed_at >= s.starts and pc.reviewed_at < s.ends
        ${memberCity(sql`pc.member_id`)}
      union all
      select s.day, bc.city, 'corporate', null, 0
        from spans s join corporate_certification cc on cc.state = 'certified' and cc.reviewed_at >= s.starts and cc.reviewed_at < s.ends
        ${businessCity(sql`cc.business_id`)}
      union all
      select s.day, bc.city, 'orders', null, p.amount_fen
        from spans s join payment p on p.status = 'succeeded' and p.settled_at >= s.starts and p.settled_at < s.ends ${buyerCity(sql`p.order_id`)}
      union all
      select s.day, bc.city, 'refunds', null, r.amount_fen
        from spans s join payment_refund r on r.status = 'succeeded' and r.settled_at >= s.starts and r.settled_at < s.ends
        ${cityOf(
          sql`from payment p join service_order o on o.id = p.order_id join company_profile cp on cp.business_id = o.buyer_business_id`,
          sql`p.id = r.payment_id and cp.region_code <> ''`,
        )}
      union all
      select s.day, bc.city, 'sheet', t.state, 0
        from spans s join inquiry_sheet t on t.created_at >= s.starts and t.created_at < s.ends ${businessCity(sql`t.buyer_business_id`)}
      union all
      select s.day, bc.city, 'tender', t.state, 0
        from spans s join tender t on t.created_at >= s.starts and t.created_at < s.ends ${businessCity(sql`t.tenderer_business_id`)}
    ),
    counted as (
      -- Each city's counts, and the province's ('*') beside them.
      select day, case when grouping(city) = 1 then '*' else coalesce(city, '') end as city, metric, state, count(*) as n, sum(fen) as fen
      from facts group by grouping sets ((day, city, metric, state), (day, metric, state))
    )
    select day, city,
      coalesce(sum(n) filter (where metric = 'registrations'), 0)::int as registrations,
      coalesce(sum(n) filter (where metric = 'personal'), 0)::int as personal_certifications,
      coalesce(sum(n) filter (where metric = 'corporate'), 0)::int as corporate_certifications,
      coalesce(sum(n) filter (where metric = 'orders'), 0)::int as orders,
      coalesce(sum(fen) filter (where metric = 'orders'), 0)::bigint as order_amount_fen,
      coalesce(sum(n) filter (where metric = 'refunds'), 0)::int as refunds,
      coalesce(sum(fen) filter (where metric = 'refunds'), 0)::bigint as refund_amount_fen,
      coalesce(jsonb_object_agg(state, n) filter (where metric = 'sheet'), '{}'::jsonb) as sheet_states,
      coalesce(jsonb_object_agg(state, n) filter (where metric = 'tender'), '{}'::jsonb) as tender_states
    from counted group by day, city`;
}

/** The city of report_daily's row of the whole province (every city, '' included). */
export const PROVINCE = "*";

/** A list of China days ('2031-03-01') as the one-column query `dailyFigures` takes. */
export const listedDays = (days: readonly string[]): SQL => sql`select unnest(string_to_array(${days.join(",")}, ','))::date as day`;
