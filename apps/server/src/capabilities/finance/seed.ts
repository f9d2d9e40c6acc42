import { FINANCE_CONSENT_VERSION, financeConsentText } from "@cidp/domain";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { demoParties } from "../../platform/member/demo-parties.ts";
import { evidenceOf } from "./evidence.ts";
import { financeApplicationEvents, financeApplications, financeConsents, financeProducts } from "./schema.ts";

const WAN = 1_000_000; // fen in 1 万元

/** Partner banks' products; rates in basis points a year. */
const products: (typeof financeProducts.$inferInsert)[] = [
  {
    code: "ccb-order",
    kind: "order",
    name: "建易贷·订单融资",
    bankCode: "ccb",
    bankName: "中国建设银行吉林省分行",
    rateMinBp: 365,
    rateMaxBp: 480,
    limitMinFen: 50 * WAN,
    limitMaxFen: 3_000 * WAN,
    termMinMonths: 3,
    termMaxMonths: 12,
    description: "以施工合同或采购订单为依据，按订单金额的 70% 提供流动资金贷款，回款后归还。",
    requirements: "成立满 2 年；近 12 个月无逾期；订单付款方为国有企业、政府平台或上市公司。",
  },
  {
    code: "icbc-guarantee",
    kind: "guarantee",
    name: "工银投标保函·履约保函",
    bankCode: "icbc",
    bankName: "中国工商银行吉林省分行",
    rateMinBp: 50,
    rateMaxBp: 150,
    limitMinFen: 10 * WAN,
    limitMaxFen: 5_000 * WAN,
    termMinMonths: 1,
    termMaxMonths: 36,
    description: "开立投标、履约、预付款、质量保函，线上申请、电子保函当日出函（费率为年化保费率）。",
    requirements: "具备相应施工资质；保函受益人为项目招标人或发包人。",
  },
  {
    code: "jlbank-receivable",
    kind: "receivable",
    name: "吉银e链·应收账款融资",
    bankCode: "jlbank",
    bankName: "吉林银行",
    rateMinBp: 390,
    rateMaxBp: 520,
    limitMinFen: 20 * WAN,
    limitMaxFen: 2_000 * WAN,
    termMinMonths: 1,
    termMaxMonths: 12,
    description: "以核心企业确认的应收账款转让融资，最高按应收账款的 90% 放款，随借随还。",
    requirements: "应收账款真实、未质押；付款方已在供应链平台确权。",
  },
  {
    code: "abc-leasing",
    kind: "leasing",
    name: "农银租赁·施工设备融资租赁",
    bankCode: "abc",
    bankName: "中国农业银行吉林省分行",
    rateMinBp: 450,
    rateMaxBp: 620,
    limitMinFen: 30 * WAN,
    limitMaxFen: 5_000 * WAN,
    termMinMonths: 12,
    termMaxMonths: 60,
    description: "塔吊、挖掘机、混凝土泵车等施工设备直租或售后回租，首付最低 10%。",
    requirements: "设备为新购或 5 年内设备；承租企业成立满 1 年。",
  },
  {
    code: "bocom-receivable",
    kind: "receivable",
    name: "交银保理·工程款保理",
    bankCode: "bocom",
    bankName: "交通银行吉林省分行",
    rateMinBp: 410,
    rateMaxBp: 550,
    limitMinFen: 50 * WAN,
    limitMaxFen: 3_000 * WAN,
    termMinMonths: 3,
    termMaxMonths: 18,
    description: "工程进度款、结算款有追索权保理，一次授信、循环使用。",
    requirements: "有经发包人确认的工程量清单或结算单。",
  },
  {
    code: "boc-guarantee",
    kind: "guarantee",
    name: "中银农民工工资支付保函",
    bankCode: "boc",
    bankName: "中国银行吉林省分行",
    rateMinBp: 60,
    rateMaxBp: 120,
    limitMinFen: 20 * WAN,
    limitMaxFen: 1_000 * WAN,
    termMinMonths: 6,
    termMaxMonths: 36,
    description: "替代农民工工资保证金现金缴存，释放流动资金，符合《保障农民工工资支付条例》。",
    requirements: "施工总承包企业；项目已办理施工许可。",
  },
  {
    code: "ccb-leasing",
    kind: "leasing",
    name: "建信租赁·装配式设备融资",
    bankCode: "ccb",
    bankName: "中国建设银行吉林省分行",
    rateMinBp: 430,
    rateMaxBp: 580,
    limitMinFen: 100 * WAN,
    limitMaxFen: 8_000 * WAN,
    termMinMonths: 24,
    termMaxMonths: 60,
    description: "装配式构件生产线、智能化施工设备融资租赁，租金按季支付。",
    requirements: "成立满 3 年；设备供应商为合作厂商。",
  },
  {
    code: "jlbank-order",
    kind: "order",
    name: "吉银建材订单贷",
    bankCode: "jlbank",
    bankName: "吉林银行",
    rateMinBp: 380,
    rateMaxBp: 500,
    limitMinFen: 10 * WAN,
    limitMaxFen: 800 * WAN,
    termMinMonths: 3,
    termMaxMonths: 12,
    description: "建材采购订单融资，资金定向支付给供应商，适合中小施工企业。",
    requirements: "采购合同真实有效；近 6 个月在平台有交易记录优先。",
  },
];

/** The products, and 宏远's consent to 建设银行 with two applications (one being reviewed, one paid out); once. */
export async function seedFinance(db: Database, now = Date.now()): Promise<void> {
  await db.insert(financeProducts).values(products).onConflictDoNothing({ target: financeProducts.code });
  const demo = await demoParties(db);
  if (!demo) return;
  const [held] = await db.select({ n: count() }).from(financeApplications).where(eq(financeApplications.businessId, demo.hongyuan));
  if ((held?.n ?? 0) > 0) return;
  const [order, leasing] = await Promise.all([
    db.select().from(financeProducts).where(eq(financeProducts.code, "ccb-order")),
    db
      .select()
      .from(financeProducts)
      .where(and(eq(financeProducts.code, "ccb-leasing"))),
  ]).then((r) => r.map((rows) => rows[0]));
  if (!order || !leasing) return;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  const [consent] = await db
    .insert(financeConsents)
    .values({
      businessId: demo.hongyuan,
      memberId: demo.zhang,
      bankCode: "ccb",
      bankName: order.bankName,
      textVersion: FINANCE_CONSENT_VERSION,
      text: financeConsentText(order.bankName),
      grantedAt: at(24 * 12),
    })
    .returning();
  if (!consent) return;
  const evidence = (await evidenceOf(db, demo.hongyuan)).slice(0, 3).map(({ kind, ref, label }) => ({ kind, ref, label }));
  const day = (d: Date) => formatDateTime(d).slice(0, 10).replaceAll("-", "");
  const seeded = [
    {
      product: order,
      no: `RZ${day(at(24 * 3))}100231`,
      amountFen: 800 * WAN,
      termMonths: 6,
      purpose: "长春新区北湖科技园项目钢材及混凝土采购备料",
      created: 24 * 3,
      steps: [{ to: "reviewing", hours: 24 * 2, note: `${order.bankName}已受理，正在审核。` }],
    },
    {
      product: leasing,
      no: `RZ${day(at(24 * 11))}100087`,
      amountFen: 1_200 * WAN,
      termMonths: 36,
      purpose: "购置 2 台 QTZ160 塔式起重机",
      created: 24 * 11,
      steps: [
        { to: "reviewing", hours: 24 * 10, note: `${leasing.bankName}已受理，正在审核。` },
        { to: "approved", hours: 24 * 7, note: `${leasing.bankName}已批准：额度 ¥12,000,000.00，期限 36 个月，年化利率 4.30% 起，以合同为准。` },
        { to: "disbursed", hours: 24 * 5, note: `${leasing.bankName}已放款 ¥12,000,000.00。` },
      ],
    },
  ];
  for (const s of seeded) {
    const last = s.steps.at(-1);
    const [row] = await db
      .insert(financeApplications)
      .values({
        applicationNo: s.no,
        businessId: demo.hongyuan,
        memberId: demo.zhang,
        productId: s.product.id,
        consentId: consent.id,
        amountFen: s.amountFen,
        termMonths: s.termMonths,
        purpose: s.purpose,
        evidence,
        state: last?.to ?? "submitted",
        bankAnswer: last?.note ?? "",
        createdAt: at(s.created),
        updatedAt: at(last?.hours ?? s.created),
      })
      .returning();
    if (!row) continue;
    let from = "submitted";
    await db.insert(financeApplicationEvents).values([
      { applicationId: row.id, fromState: "submitted", toState: "submitted", actor: "applicant", actorId: demo.zhang, note: "提交融资申请", at: at(s.created) },
      ...s.steps.map((step) => {
        const event = { applicationId: row.id, fromState: from, toState: step.to, actor: "bank", actorId: null, note: step.note, at: at(step.hours) };
        from = step.to;
        return event;
      }),
    ]);
  }
}
