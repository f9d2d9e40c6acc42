import { FINANCE_CONSENT_VERSION, financeConsentText } from "@cidp/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, independentHashOf, numberOf, pickOf } from "../../db/scale-sql.ts";
import { financeConsents, financeProducts } from "./schema.ts";

// 融资申请 for the benchmarks at scale (src/composition/seed-scale.ts): that many applications of
// the member businesses to the partner banks' products, a third of them the owner's (本企业的融资申请
// grows with the scale), each resting on its business's consent to the product's bank, in every state.

/** The businesses that apply and the member who signs for each; the first is the owner. */
export type ScaleApplicants = readonly { businessId: number; memberId: number }[];

/** Scale application numbers: RZ, the day, S and the row number (a real one ends with six random digits). */
const SCALE_APPLICATION_NO = "^RZ[0-9]{8}S[0-9]{7}$";
const states = ["submitted", "reviewing", "reviewing", "approved", "disbursed", "disbursed", "rejected", "withdrawn"];
const purposes = ["项目钢材及混凝土采购备料", "购置塔式起重机两台", "支付分包工程进度款", "投标保函开立", "农民工工资专户周转", "履约保函开立"];

/** The consents the applications rest on: each applicant's to each bank, granted once. */
async function ensureConsents(db: Database, applicants: ScaleApplicants): Promise<void> {
  const banks = await db.selectDistinct({ code: financeProducts.bankCode, name: financeProducts.bankName }).from(financeProducts);
  for (const { businessId, memberId } of applicants) {
    for (const bank of banks) {
      const [held] = await db
        .select({ id: financeConsents.id })
        .from(financeConsents)
        .where(and(eq(financeConsents.businessId, businessId), eq(financeConsents.bankCode, bank.code)))
        .limit(1);
      if (held) continue;
      await db.insert(financeConsents).values({
        businessId,
        memberId,
        bankCode: bank.code,
        bankName: bank.name,
        textVersion: FINANCE_CONSENT_VERSION,
        text: financeConsentText(bank.name),
        grantedAt: new Date(Date.now() - 800 * 86_400_000),
      });
    }
  }
}

/** Tops the scale applications up to `target`: one row in three the owner's (the first applicant), the rest spread over the others. */
export async function seedScaleFinanceApplications(db: Database, applicants: ScaleApplicants, target: number): Promise<number> {
  const [owner, ...others] = applicants;
  if (!owner || others.length === 0) throw new Error("the scale applications need the owner and other applicants");
  await ensureConsents(db, applicants);
  const have = await numberOf(db, sql`select count(*) from finance_application where application_no ~ ${SCALE_APPLICATION_NO}`);
  const i = sql`g.i`;
  const businesses = others.map((o) => String(o.businessId));
  const members = others.map((o) => String(o.memberId));
  return inBatches(have + 1, target, (from, to) =>
    db.execute(sql`
      with product as (select array_agg(id order by id) as ids, count(*)::int as n from finance_product)
      insert into finance_application (application_no, business_id, member_id, product_id, consent_id, amount_fen, term_months, purpose, evidence,
        state, bank_answer, created_at, updated_at)
      select 'RZ' || to_char(a.at, 'YYYYMMDD') || 'S' || lpad(g.i::text, 7, '0'), a.business_id, a.member_id, p.id,
        (select c.id from finance_consent c where c.business_id = a.business_id and c.bank_code = p.bank_code order by c.id limit 1),
        ((50 + ${independentHashOf(i, 82)} % 1950) * 1000000)::bigint, (6 * (1 + ${independentHashOf(i, 83)} % 6))::int,
        ${pickOf(purposes, independentHashOf(i, 84))}, '[]'::jsonb, a.state,
        case when a.state in ('approved', 'disbursed') then p.bank_name || '已批准，以合同为准。' when a.state = 'rejected' then p.bank_name || '经审核暂不符合授信条件。' else '' end,
        a.at, a.at + interval '2 days'
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join product
      cross join lateral (
        select
          case when g.i % 3 = 0 then ${owner.businessId}::int else (${pickOf(businesses, independentHashOf(i, 81))})::int end as business_id,
          case when g.i % 3 = 0 then ${owner.memberId}::int else (${pickOf(members, independentHashOf(i, 81))})::int end as member_id,
          ${pickOf(states, independentHashOf(i, 85))} as state, ${backInTime(86)} as at
      ) as a
      join finance_product p on p.id = product.ids[1 + (${independentHashOf(i, 87)} % product.n)::int]`),
  );
}
