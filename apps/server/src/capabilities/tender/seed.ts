import type { BidderState, DepositState, ScoringCriterion, TenderState } from "@cidp/domain";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businessIdsByCreditCode, directoryMaterialSuppliers, memberIdsByPhone } from "../../platform/company/seeded-ids.ts";
import { createSealedEnvelopes, type SealedEnvelopes, TENDER_SEAL_SCOPE } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import type { BidContent } from "./bid-content.ts";
import { seedFourthBidder, seedThirdBidder } from "./bidder-company-seed.ts";
import { tenderBidders, tenderClarifications, tenderEvents, tenderScores, tenders } from "./schema.ts";
import { scheduleOpening } from "./tender-opening.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The bidders: 华信, 安泰 and 通达, 长春鼎盛 (张建国's supplier business), and four certified
 * suppliers of the company directory (two 钢结构, two 建材贸易; no member logs into them).
 */
type Bidder = "huaxin" | "antai" | "tongda" | "dingsheng" | "steelA" | "steelB" | "tradeA" | "tradeB";
/** Who tenders: 吉林宏远 (张建国), 长春华信 (李晓梅) or 通达 (赵国栋). */
type Tenderer = "hongyuan" | "huaxin" | "tongda";
interface BidderPlan {
  who: Bidder;
  state: BidderState;
  deposit: DepositState;
  method?: "online" | "voucher" | "guarantee";
  /** Section prices in fen; sealed, and written in the clear only once the tender has opened. */
  prices?: number[];
}
interface TenderPlan {
  tenderNo: string;
  /** 吉林宏远 unless said. */
  tenderer?: Tenderer;
  title: string;
  projectName: string;
  location: string;
  state: TenderState;
  method: "lowest_price" | "comprehensive";
  sections: { name: string; estimateFen: number }[];
  depositFen: number;
  /** Bid deadline relative to the seeding time. */
  deadlineInDays: number;
  bidders: BidderPlan[];
  /** When the candidate publicity ended, days before the seeding (negative: it is still running). */
  publicityEndedDaysAgo?: number;
  winner?: Bidder;
  failReason?: string;
  /** The 投标人资格要求, when not the construction ones. */
  qualifications?: string[];
  /** A clarification (澄清) issued five days after publishing. */
  clarification?: string;
}

/**
 * Bidders past the opening, who all stand alike (one bidder state, one deposit state): each one's
 * deposit method and its price for the tender's one section.
 */
function biddersAlike(state: BidderState, deposit: DepositState, offers: Partial<Record<Bidder, [BidderPlan["method"], number]>>): BidderPlan[] {
  const entries = Object.entries(offers) as [Bidder, [BidderPlan["method"], number]][];
  return entries.map(([who, [method, price]]) => ({ who, state, deposit, method, prices: [price] }));
}

const SHEET: ScoringCriterion[] = [
  { key: "price", label: "投标报价", weight: 60 },
  { key: "tech", label: "施工组织设计", weight: 25 },
  { key: "credit", label: "企业业绩与信誉", weight: 15 },
];

const QUALIFICATIONS = [
  "建筑工程施工总承包二级及以上资质",
  "安全生产许可证在有效期内",
  "项目经理具备二级及以上注册建造师（建筑工程专业）",
  "近三年无重大安全事故",
];

/** What a material supply tender asks of its bidders. */
const SUPPLY_QUALIFICATIONS = [
  "具有独立法人资格，营业执照经营范围包含建筑材料销售",
  "所投产品具有出厂合格证及质量证明书",
  "近三年具有不少于2项类似供货业绩",
  "未被列入失信被执行人名单",
];

const plans: TenderPlan[] = [
  {
    tenderNo: "ZB20261101HY0001",
    title: "长春净月高新区产业园配套道路工程施工招标",
    projectName: "净月高新区产业园配套工程",
    location: "长春市净月高新技术产业开发区",
    state: "registering",
    method: "lowest_price",
    sections: [{ name: "道路工程（K0+000–K2+350）", estimateFen: 1_860_000_000 }],
    depositFen: 30_000_000,
    deadlineInDays: 21,
    bidders: [{ who: "tongda", state: "registered", deposit: "unpaid" }],
  },
  {
    tenderNo: "ZB20261101HY0002",
    title: "吉林宏远装配式钢结构厂房主体工程施工招标",
    projectName: "宏远装配式建筑产业基地一期",
    location: "长春市绿园区西新工业园",
    state: "bidding",
    method: "comprehensive",
    sections: [
      { name: "一标段（1#、2#厂房）", estimateFen: 980_000_000 },
      { name: "二标段（3#厂房及配套）", estimateFen: 640_000_000 },
    ],
    depositFen: 20_000_000,
    deadlineInDays: 9,
    clarification: "招标文件第四章工程量清单中“钢结构防火涂料”的耐火极限统一为 2.0 小时，其余不变。",
    bidders: [
      { who: "tongda", state: "deposited", deposit: "paid", method: "voucher" },
      { who: "antai", state: "bid", deposit: "paid", method: "guarantee", prices: [962_000_000, 628_500_000] },
    ],
  },
  {
    tenderNo: "ZB20261020HY0003",
    title: "长春新区安置房一期室外管网及景观工程施工招标",
    projectName: "长春新区安置房一期",
    location: "长春新区北湖科技开发区",
    state: "evaluating",
    method: "comprehensive",
    sections: [{ name: "室外管网及景观", estimateFen: 760_000_000 }],
    depositFen: 15_000_000,
    deadlineInDays: -3,
    bidders: biddersAlike("opened", "paid", { huaxin: ["online", 741_200_000], antai: ["voucher", 748_800_000], tongda: ["guarantee", 736_500_000] }),
  },
  {
    tenderNo: "ZB20261010HY0004",
    title: "吉林宏远办公楼节能改造工程施工招标",
    projectName: "宏远总部办公楼节能改造",
    location: "长春市朝阳区工农大路",
    state: "publicity",
    method: "lowest_price",
    sections: [{ name: "外墙保温及门窗更换", estimateFen: 286_000_000 }],
    depositFen: 5_000_000,
    deadlineInDays: -12,
    publicityEndedDaysAgo: 1,
    bidders: biddersAlike("candidate", "paid", { huaxin: ["voucher", 271_300_000], antai: ["online", 279_900_000], tongda: ["voucher", 275_600_000] }),
  },
  {
    tenderNo: "ZB20260915HY0005",
    title: "吉林宏远长春物流园仓储中心土建工程施工招标",
    projectName: "宏远长春物流园",
    location: "长春市宽城区兰家镇",
    state: "completed",
    method: "comprehensive",
    sections: [{ name: "仓储中心土建", estimateFen: 1_420_000_000 }],
    depositFen: 25_000_000,
    deadlineInDays: -45,
    publicityEndedDaysAgo: 35,
    winner: "huaxin",
    bidders: biddersAlike("refunded", "refunded", {
      huaxin: ["online", 1_376_000_000],
      antai: ["voucher", 1_398_000_000],
      tongda: ["guarantee", 1_389_500_000],
    }),
  },
  {
    tenderNo: "ZB20261005HY0006",
    title: "宏远员工宿舍楼维修改造工程施工招标",
    projectName: "宏远员工宿舍维修",
    location: "长春市二道区",
    state: "failed",
    method: "lowest_price",
    sections: [{ name: "宿舍楼维修改造", estimateFen: 96_000_000 }],
    depositFen: 1_000_000,
    deadlineInDays: -30,
    failReason: "有效投标不足3家（2家），依法流标",
    bidders: biddersAlike("refunded", "refunded", { huaxin: ["voucher", 92_800_000], tongda: ["voucher", 94_100_000] }),
  },
  // 长春鼎盛 (张建国's supplier business) takes part in a tender in every state of 我的投标: 通达's
  // material tenders before their opening (鼎盛 shares 宏远's administrator, so never 宏远's; and never a
  // sealed one of 华信, which would close the two demo members' chat), 华信's after it.
  {
    tenderNo: "ZB20261120TD0001",
    tenderer: "tongda",
    title: "通达路桥东部快速路改造工程钢筋采购招标",
    projectName: "长春东部快速路改造工程（二期）",
    location: "长春市二道区东环城路",
    state: "registering",
    method: "lowest_price",
    sections: [{ name: "HRB400E 钢筋（约 1,800 吨）", estimateFen: 720_000_000 }],
    depositFen: 10_000_000,
    deadlineInDays: 20,
    qualifications: SUPPLY_QUALIFICATIONS,
    bidders: [
      { who: "dingsheng", state: "registered", deposit: "unpaid" },
      { who: "tradeA", state: "registered", deposit: "unpaid" },
    ],
  },
  {
    tenderNo: "ZB20261118TD0002",
    tenderer: "tongda",
    title: "通达路桥伊通河大桥维修加固工程水泥及外加剂采购招标",
    projectName: "伊通河大桥维修加固工程",
    location: "长春市南关区伊通河南段",
    state: "registering",
    method: "lowest_price",
    sections: [
      { name: "P.O 42.5 水泥（约 6,000 吨）", estimateFen: 273_000_000 },
      { name: "聚羧酸高性能减水剂（约 180 吨）", estimateFen: 117_000_000 },
    ],
    depositFen: 5_000_000,
    deadlineInDays: 18,
    qualifications: SUPPLY_QUALIFICATIONS,
    bidders: [
      { who: "dingsheng", state: "awaiting_deposit", deposit: "unpaid" },
      { who: "tradeB", state: "deposited", deposit: "paid", method: "voucher" },
    ],
  },
  {
    tenderNo: "ZB20261110TD0003",
    tenderer: "tongda",
    title: "通达路桥九台区农村公路改造工程商品混凝土采购招标",
    projectName: "九台区农村公路改造工程（2026）",
    location: "长春市九台区",
    state: "bidding",
    method: "lowest_price",
    sections: [{ name: "C30 商品混凝土（约 12,000 立方米）", estimateFen: 552_000_000 }],
    depositFen: 8_000_000,
    deadlineInDays: 10,
    qualifications: SUPPLY_QUALIFICATIONS,
    bidders: [
      { who: "dingsheng", state: "deposited", deposit: "paid", method: "guarantee" },
      { who: "tradeA", state: "bid", deposit: "paid", method: "voucher", prices: [538_400_000] },
      { who: "tradeB", state: "bid", deposit: "paid", method: "guarantee", prices: [545_200_000] },
    ],
  },
  {
    tenderNo: "ZB20261106TD0004",
    tenderer: "tongda",
    title: "通达路桥长春绕城高速连接线工程钢材采购招标",
    projectName: "长春绕城高速连接线工程",
    location: "长春市绿园区合心镇",
    state: "bidding",
    method: "lowest_price",
    sections: [
      { name: "一标段（螺纹钢，约 2,400 吨）", estimateFen: 960_000_000 },
      { name: "二标段（型钢及钢板，约 900 吨）", estimateFen: 387_000_000 },
    ],
    depositFen: 20_000_000,
    deadlineInDays: 6,
    qualifications: SUPPLY_QUALIFICATIONS,
    clarification: "招标文件第三章技术要求中螺纹钢牌号统一为 HRB400E，交货批次由每批 200 吨调整为每批 300 吨，其余不变。",
    bidders: [
      { who: "dingsheng", state: "bid", deposit: "paid", method: "guarantee", prices: [948_600_000, 381_200_000] },
      { who: "steelA", state: "bid", deposit: "paid", method: "voucher", prices: [952_000_000, 379_800_000] },
      { who: "tradeB", state: "bid", deposit: "paid", method: "voucher", prices: [955_300_000, 384_600_000] },
    ],
  },
  {
    tenderNo: "ZB20261010HX0001",
    tenderer: "huaxin",
    title: "华信绿园钢结构加工基地扩建工程钢材采购招标",
    projectName: "华信绿园钢结构加工基地扩建",
    location: "长春市绿园区锦程大街 2288 号",
    state: "evaluating",
    method: "lowest_price",
    sections: [{ name: "热轧 H 型钢及钢板（约 1,500 吨）", estimateFen: 637_500_000 }],
    depositFen: 10_000_000,
    deadlineInDays: -13,
    qualifications: SUPPLY_QUALIFICATIONS,
    bidders: biddersAlike("opened", "paid", { dingsheng: ["guarantee", 628_800_000], steelA: ["voucher", 633_500_000], tradeA: ["voucher", 641_200_000] }),
  },
  {
    tenderNo: "ZB20261008HX0002",
    tenderer: "huaxin",
    title: "华信二道区仓储中心基础工程商品混凝土采购招标",
    projectName: "华信二道区仓储中心",
    location: "长春市二道区临河街",
    state: "publicity",
    method: "lowest_price",
    sections: [{ name: "C30/C40 商品混凝土（约 9,000 立方米）", estimateFen: 432_000_000 }],
    depositFen: 6_000_000,
    deadlineInDays: -16,
    publicityEndedDaysAgo: -2,
    qualifications: SUPPLY_QUALIFICATIONS,
    bidders: biddersAlike("candidate", "paid", { dingsheng: ["voucher", 421_500_000], tradeA: ["guarantee", 418_900_000], steelB: ["guarantee", 426_700_000] }),
  },
  {
    tenderNo: "ZB20260922HX0003",
    tenderer: "huaxin",
    title: "华信长春物流园钢结构厂房防水卷材及涂料采购招标",
    projectName: "华信长春物流园钢结构厂房",
    location: "长春市宽城区兰家镇",
    state: "notified",
    method: "lowest_price",
    sections: [{ name: "SBS 改性沥青防水卷材及配套防水涂料", estimateFen: 238_500_000 }],
    depositFen: 4_000_000,
    deadlineInDays: -30,
    publicityEndedDaysAgo: 20,
    winner: "dingsheng",
    qualifications: SUPPLY_QUALIFICATIONS,
    bidders: [
      { who: "dingsheng", state: "won", deposit: "paid", method: "guarantee", prices: [231_600_000] },
      { who: "tradeA", state: "lost", deposit: "paid", method: "voucher", prices: [236_900_000] },
      { who: "tradeB", state: "lost", deposit: "paid", method: "guarantee", prices: [234_800_000] },
    ],
  },
  {
    tenderNo: "ZB20260910HX0004",
    tenderer: "huaxin",
    title: "华信钢结构加工车间扩建工程水泥及砂石材料采购招标",
    projectName: "华信钢结构加工车间扩建",
    location: "长春市绿园区锦程大街 2288 号",
    state: "refunding",
    method: "lowest_price",
    sections: [{ name: "水泥、中砂及碎石", estimateFen: 156_000_000 }],
    depositFen: 3_000_000,
    deadlineInDays: -42,
    publicityEndedDaysAgo: 32,
    winner: "tradeB",
    qualifications: SUPPLY_QUALIFICATIONS,
    bidders: [
      { who: "dingsheng", state: "lost", deposit: "refunding", method: "voucher", prices: [152_300_000] },
      { who: "tradeB", state: "won", deposit: "refunding", method: "guarantee", prices: [149_800_000] },
      { who: "steelA", state: "lost", deposit: "refunding", method: "voucher", prices: [155_100_000] },
    ],
  },
  {
    tenderNo: "ZB20260818HX0005",
    tenderer: "huaxin",
    title: "华信办公楼改造工程砌块及砂浆采购招标",
    projectName: "华信办公楼改造",
    location: "长春市绿园区锦程大街 2288 号",
    state: "completed",
    method: "lowest_price",
    sections: [{ name: "蒸压加气混凝土砌块及预拌砂浆", estimateFen: 98_000_000 }],
    depositFen: 1_500_000,
    deadlineInDays: -65,
    publicityEndedDaysAgo: 55,
    winner: "tradeA",
    qualifications: SUPPLY_QUALIFICATIONS,
    bidders: biddersAlike("refunded", "refunded", { dingsheng: ["voucher", 95_600_000], tradeA: ["voucher", 94_200_000], steelB: ["guarantee", 96_900_000] }),
  },
];

const OPENED: readonly TenderState[] = ["opened", "evaluating", "publicity", "awarded", "notified", "refunding", "completed", "failed"];

/** A tenderer's business, the member who wrote its tenders, and the notice's contact. */
interface TendererParty {
  businessId: number;
  creator: number;
  contactName: string;
  contactPhone: string;
}
/** The parties found in the database; a plan whose parties are not all there is left out. */
interface Parties {
  tenderers: Partial<Record<Tenderer, TendererParty>>;
  bidders: Partial<Record<Bidder, number>>;
}

/** The plan's tenderer and bidders, when every one of them is there. */
function partiesOf(parties: Parties, plan: TenderPlan): { tenderer: TendererParty; bidders: Record<Bidder, number> } | null {
  const tenderer = parties.tenderers[plan.tenderer ?? "hongyuan"];
  if (!tenderer || plan.bidders.some((b) => parties.bidders[b.who] === undefined)) return null;
  return { tenderer, bidders: parties.bidders as Record<Bidder, number> };
}

const AFTER_EVALUATION: readonly TenderState[] = ["evaluating", "publicity", "awarded", "notified", "refunding", "completed"];
const AFTER_AWARD: readonly TenderState[] = ["awarded", "notified", "refunding", "completed"];
const AFTER_NOTICE: readonly TenderState[] = ["notified", "refunding", "completed"];

async function seedTender(
  tx: Database,
  seal: SealedEnvelopes,
  { tenderer, bidders }: { tenderer: TendererParty; bidders: Record<Bidder, number> },
  plan: TenderPlan,
  now: Date,
) {
  const deadline = new Date(now.getTime() + plan.deadlineInDays * DAY);
  const publishedAt = new Date(deadline.getTime() - 25 * DAY);
  const opened = OPENED.includes(plan.state);
  const estimateFen = plan.sections.reduce((sum, s) => sum + s.estimateFen, 0);
  const ranked = plan.bidders
    .filter((b) => b.prices)
    .map((b) => ({ who: b.who, total: (b.prices ?? []).reduce((s, p) => s + p, 0) }))
    .sort((a, b) => a.total - b.total);
  const publicityEnd = plan.publicityEndedDaysAgo === undefined ? null : new Date(now.getTime() - plan.publicityEndedDaysAgo * DAY);
  const [tender] = await tx
    .insert(tenders)
    .values({
      tenderNo: plan.tenderNo,
      tendererBusinessId: tenderer.businessId,
      createdBy: tenderer.creator,
      title: plan.title,
      projectName: plan.projectName,
      location: plan.location,
      mode: "public",
      sections: plan.sections,
      estimateFen,
      qualifications: plan.qualifications ?? QUALIFICATIONS,
      depositFen: plan.depositFen,
      method: plan.method,
      scoringSheet: plan.method === "comprehensive" ? SHEET : [],
      registrationEnd: new Date(deadline.getTime() - 12 * DAY),
      bidDeadline: deadline,
      contactName: tenderer.contactName,
      contactPhone: tenderer.contactPhone,
      description: `${plan.projectName}已由建设单位批准建设，资金已落实，具备招标条件。现对「${plan.title.replace(/招标$/, "")}」进行公开招标，欢迎符合条件的投标人报名参加。`,
      state: plan.state,
      ...seal.newSheetKeys(),
      openedAt: opened ? deadline : null,
      publishedAt,
      failReason: plan.failReason ?? "",
      ...(publicityEnd
        ? {
            publicityStart: new Date(publicityEnd.getTime() - 3 * DAY),
            publicityEnd,
            objectionContact: `对公示结果有异议的，请于公示期内以书面形式向招标人提出，电话 ${tenderer.contactPhone}`,
          }
        : {}),
    })
    .returning();
  if (!tender) throw new Error("tender seed returned nothing");
  const rowIds = new Map<Bidder, number>();
  for (const b of plan.bidders) {
    const content: BidContent | null = b.prices
      ? { lines: b.prices.map((priceFen, i) => ({ section: i + 1, priceFen })), durationDays: 365, technicalFileIds: [], remark: "" }
      : null;
    const businessId = bidders[b.who];
    const [row] = await tx
      .insert(tenderBidders)
      .values({
        tenderId: tender.id,
        businessId,
        state: b.state,
        version: content ? 1 : 0,
        depositHeld: ["paid", "refunding"].includes(b.deposit),
        depositState: b.deposit,
        depositMethod: b.method ?? "",
        depositReference:
          b.method === "guarantee" ? `BH${plan.tenderNo.slice(2)}${businessId}` : b.method === "voucher" ? `回单${plan.tenderNo.slice(-4)}-${businessId}` : "",
        sealedForTenderer: content ? seal.sealForBuyer({ id: tender.id, publicKey: tender.publicKey }, content) : null,
        sealedForAuthor: content ? seal.sealForAuthor(tender.id, businessId, content) : null,
        openedPriceFen: opened && content ? content.lines.reduce((s, l) => s + l.priceFen, 0) : null,
        openedLines: opened && content ? content.lines.map((l) => l.priceFen) : null,
        // Two days before the deadline, or a few hours ago when the deadline is still ahead.
        submittedAt: content ? new Date(Math.min(deadline.getTime() - 2 * DAY, now.getTime() - 3 * HOUR)) : null,
        registeredAt: new Date(publishedAt.getTime() + DAY),
      })
      .returning();
    if (row) rowIds.set(b.who, row.id);
  }
  if (publicityEnd) {
    await tx
      .update(tenders)
      .set({
        candidates: ranked.map((r, i) => ({ bidderId: rowIds.get(r.who) ?? 0, rank: i + 1, priceFen: r.total, averageHundredths: null })),
        winnerBusinessId: plan.winner ? bidders[plan.winner] : null,
      })
      .where(eq(tenders.id, tender.id));
  }
  if (plan.state === "evaluating" && plan.method === "comprehensive") {
    // One evaluator has scored; the second evaluator's sheet is still open.
    const evaluator = tenderer.creator;
    const points: Partial<Record<Bidder, [number, number, number]>> = {
      huaxin: [5800, 2200, 1300],
      antai: [5500, 2300, 1400],
      tongda: [5950, 2000, 1200],
    };
    await tx.insert(tenderScores).values(
      plan.bidders.flatMap((b) =>
        SHEET.map((c, i) => ({
          tenderId: tender.id,
          evaluatorMemberId: evaluator,
          bidderId: rowIds.get(b.who) ?? 0,
          criterionKey: c.key,
          hundredths: points[b.who]?.[i] ?? 0,
        })),
      ),
    );
  }
  if (plan.clarification) {
    await tx.insert(tenderClarifications).values({
      tenderId: tender.id,
      content: plan.clarification,
      substantive: false,
      issuedAt: new Date(publishedAt.getTime() + 5 * DAY),
    });
  }
  const actor = { actorKind: "tenderer", actorBusinessId: tenderer.businessId, actorMemberId: tenderer.creator };
  const step = (eventKey: string, note: string, at: Date) => ({ tenderId: tender.id, eventKey, type: eventKey, ...actor, note, at });
  const winnerRank = ranked.findIndex((r) => r.who === plan.winner) + 1;
  await tx.insert(tenderEvents).values([
    { tenderId: tender.id, eventKey: "submit", type: "submit", ...actor, note: "提交审批", at: publishedAt },
    { tenderId: tender.id, eventKey: "approve", type: "approve", ...actor, note: "审批通过，发布招标公告", at: publishedAt },
    ...(opened
      ? [
          {
            tenderId: tender.id,
            eventKey: "open",
            type: "open",
            actorKind: "system",
            actorBusinessId: null,
            actorMemberId: null,
            note: "投标截止开标",
            at: deadline,
          },
        ]
      : []),
    // The tenderer's later steps, as the product logs them (tender-closing-records.ts, tender-award-records.ts).
    ...(AFTER_EVALUATION.includes(plan.state) ? [step("start-evaluation", "开始评标", new Date(deadline.getTime() + 2 * HOUR))] : []),
    ...(publicityEnd ? [step("announce-candidates", "发布中标候选人公示，公示期3日", new Date(publicityEnd.getTime() - 3 * DAY))] : []),
    ...(publicityEnd && AFTER_AWARD.includes(plan.state) && winnerRank > 0
      ? [step("award", `确定中标人（第${winnerRank}名中标候选人）`, new Date(publicityEnd.getTime() + 2 * HOUR))]
      : []),
    ...(publicityEnd && AFTER_NOTICE.includes(plan.state) ? [step("notify", "发出中标通知书，发布中标结果公告", new Date(publicityEnd.getTime() + DAY))] : []),
    ...(publicityEnd && (plan.state === "refunding" || plan.state === "completed")
      ? [step("start-refund", "开始退还投标保证金", new Date(publicityEnd.getTime() + 2 * DAY))]
      : []),
    ...(publicityEnd && plan.state === "completed" ? [step("complete", "保证金退还完毕，招标完成", new Date(publicityEnd.getTime() + 5 * DAY))] : []),
  ]);
  if (!opened) await scheduleOpening(tx, tender.id, deadline);
}

/** The notice's contact of each tenderer. */
const CONTACTS: Record<Tenderer, { contactName: string; contactPhone: string }> = {
  hongyuan: { contactName: "王立新", contactPhone: "0431-85896666" },
  huaxin: { contactName: "李晓梅", contactPhone: "0431-81926688" },
  tongda: { contactName: "赵国栋", contactPhone: "0431-88927401" },
};

/**
 * Four certified suppliers of the company directory (tenant ids from 100100): the first two of its
 * 钢结构 and of its 建材贸易 companies, the trades that bid on material tenders.
 */
async function directorySuppliers(db: Database): Promise<Partial<Record<Bidder, number>>> {
  const rows = await directoryMaterialSuppliers(db);
  const [steelA, steelB] = rows.filter((r) => r.industry === "钢结构工程");
  const [tradeA, tradeB] = rows.filter((r) => r.industry === "建材贸易");
  return { steelA: steelA?.id, steelB: steelB?.id, tradeA: tradeA?.id, tradeB: tradeB?.id };
}

/**
 * Seeds demo tenders in each stage (keyed by 招标编号): 吉林宏远's, with 长春华信, 安泰 and the third
 * bidder 通达 taking part; and, so that 长春鼎盛 (张建国's supplier business) meets 我的投标 in every
 * state of a bidder, material tenders of 通达 (before their opening) and of 长春华信 (after it) where
 * 鼎盛 bids beside directory suppliers. 长春华信 (李晓梅, the demo chat partner of 张建国) neither bids
 * in nor tenders a sealed tender with 张建国's businesses, so the sealed-tender chat closure never
 * stands between the two demo members. Bids are sealed with the real seal, hence beside the app
 * with the server secret, as the procurement seed.
 */
export async function seedDemoTenders(db: Database, tokenSecret: Uint8Array, now = new Date()): Promise<void> {
  const third = await seedThirdBidder(db);
  await seedFourthBidder(db);
  const codes = { hongyuan: "91220101MA14XKQ355", huaxin: "91220106MA152W4H0D", antai: "91220200MA0Y6C9P7R", dingsheng: "91220104MA17B8RT2H" };
  const ids = await businessIdsByCreditCode(db, Object.values(codes));
  const id = (code: string) => ids.get(code);
  const people = await memberIdsByPhone(db, ["13800000001", "13800000002"]);
  const memberOf = (phone: string) => people.get(phone);
  const [zhang, li] = [memberOf("13800000001"), memberOf("13800000002")];
  const [hongyuan, huaxin] = [id(codes.hongyuan), id(codes.huaxin)];
  const parties: Parties = {
    tenderers: {
      ...(hongyuan && zhang ? { hongyuan: { businessId: hongyuan, creator: zhang, ...CONTACTS.hongyuan } } : {}),
      ...(huaxin && li ? { huaxin: { businessId: huaxin, creator: li, ...CONTACTS.huaxin } } : {}),
      tongda: { businessId: third.businessId, creator: third.memberId, ...CONTACTS.tongda },
    },
    bidders: { huaxin, antai: id(codes.antai), tongda: third.businessId, dingsheng: id(codes.dingsheng), ...(await directorySuppliers(db)) },
  };
  const seal = createSealedEnvelopes(tokenSecret, TENDER_SEAL_SCOPE);
  const done = new Set(
    (
      await db
        .select({ no: tenders.tenderNo })
        .from(tenders)
        .where(
          inArray(
            tenders.tenderNo,
            plans.map((p) => p.tenderNo),
          ),
        )
    ).map((r) => r.no),
  );
  for (const plan of plans) {
    const found = partiesOf(parties, plan);
    if (done.has(plan.tenderNo) || !found) continue;
    await db.transaction((tx) => seedTender(tx, seal, found, plan, now));
  }
}
