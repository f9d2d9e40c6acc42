import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { numberOf, SCALE_BATCH } from "../../db/scale-sql.ts";

// The 企业认证 submissions behind the scale companies the company seed made certified (their
// credit codes start with 9S, companies-scale.seed.ts), so 统计报表's corporate certifications
// (and its rollup) count a scale's worth: each passed review a day after the business joined.
// Runs after the companies' scale seed; a business that has a submission already gets none.

/** Adds the missing passed submissions of the certified scale companies, a batch of ids at a time; answers how many it added. */
export async function seedScaleCorporateCertifications(db: Database): Promise<number> {
  const range = (await db.execute(sql`select min(id) as low, max(id) as high from business where credit_code like '9S%'`)) as unknown as {
    rows: { low: number | null; high: number | null }[];
  };
  const { low, high } = range.rows[0] ?? { low: null, high: null };
  if (low === null || high === null) return 0;
  const before = await numberOf(db, sql`select count(*) from corporate_certification where deposit_reference like 'SCALE%'`);
  for (let from = Number(low); from <= Number(high); from += SCALE_BATCH) {
    await db.execute(sql`
      insert into corporate_certification (business_id, submitted_by, company_name, credit_code, legal_representative, license_resource_id,
        authorization_resource_id, bank_name, account_cipher, account_last4, deposit_reference, deposit_amount_cents, state,
        submitted_at, reviewed_at)
      select b.id, 0, b.name, b.credit_code, '张伟', 0, 0, '中国建设银行', '', '0000', 'SCALE' || b.id, 1, 'certified',
        b.created_at + interval '2 hours', b.created_at + interval '1 day'
      from business b
      where b.id between ${from} and ${from + SCALE_BATCH - 1} and b.credit_code like '9S%' and b.certification_state = 'certified'
        and not exists (select 1 from corporate_certification cc where cc.business_id = b.id)`);
  }
  return (await numberOf(db, sql`select count(*) from corporate_certification where deposit_reference like 'SCALE%'`)) - before;
}
