import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { numberOf, SCALE_BATCH } from "../../db/scale-sql.ts";

// The 企业认证 submissions of the scale companies still under way (certification pending,
// companies-scale.seed.ts), so 认证打款 holds a scale's worth of deposits to send: two in three of
// those businesses wait for the small deposit (a quarter of them sent already, waiting for the
// member to confirm the amount), the third confirmed it and waits for review. Runs after the
// companies' scale seed; a business that has a submission already gets none.

const banks = ["中国建设银行", "中国工商银行", "中国农业银行", "中国银行", "吉林银行", "交通银行"];
const representatives = ["张伟", "王磊", "李娜", "刘洋", "陈静", "杨帆"];

/** Adds the missing submissions of the pending scale companies, a batch of ids at a time; answers how many it added. */
export async function seedScaleCertificationDeposits(db: Database): Promise<number> {
  const range = (await db.execute(sql`select min(id) as low, max(id) as high from business where credit_code like '9S%'`)) as unknown as {
    rows: { low: number | null; high: number | null }[];
  };
  const { low, high } = range.rows[0] ?? { low: null, high: null };
  if (low === null || high === null) return 0;
  const seeded = () => numberOf(db, sql`select count(*) from corporate_certification where deposit_reference like 'SCALEDEP%'`);
  const before = await seeded();
  for (let from = Number(low); from <= Number(high); from += SCALE_BATCH) {
    await db.execute(sql`
      insert into corporate_certification (business_id, submitted_by, company_name, credit_code, legal_representative, license_resource_id,
        authorization_resource_id, bank_name, account_cipher, account_last4, deposit_reference, deposit_amount_cents, state, deposit_sent_at,
        deposit_bank_serial, deposit_confirmed_at, submitted_at)
      select b.id, 0, b.name, b.credit_code, (${JSON.stringify(representatives)}::jsonb ->> (b.id % ${representatives.length})::int), 0, 0,
        (${JSON.stringify(banks)}::jsonb ->> (b.id % ${banks.length})::int), '', lpad((b.id % 10000)::text, 4, '0'), 'SCALEDEP' || b.id,
        (1 + b.id % 99)::int, case when b.id % 3 = 0 then 'pending' else 'awaiting_deposit' end,
        case when b.id % 3 = 0 or b.id % 4 = 0 then b.created_at + interval '1 day' end,
        case when b.id % 3 = 0 or b.id % 4 = 0 then 'SER' || lpad(b.id::text, 12, '0') end,
        case when b.id % 3 = 0 then b.created_at + interval '2 days' end,
        b.created_at + interval '2 hours'
      from business b
      where b.id between ${from} and ${from + SCALE_BATCH - 1} and b.credit_code like '9S%' and b.certification_state = 'pending'
        and not exists (select 1 from corporate_certification cc where cc.business_id = b.id)`);
  }
  return (await seeded()) - before;
}
