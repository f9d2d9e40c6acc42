import {
  BIDDER_STATE_LABELS,
  DEPOSIT_METHOD_LABELS,
  DEPOSIT_STATE_LABELS,
  EVALUATION_METHOD_LABELS,
  type ScoringCriterion,
  TENDER_STATE_LABELS,
  type TenderState,
} from "@cidp/domain";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database.ts";
import { notYetStored } from "../../db/not-yet-stored.ts";
import { businessIdsByCreditCode, directoryMaterialSuppliers, memberIdsByPhone } from "../../platform/company/seeded-ids.ts";
import { createSealedEnvelopes, type SealedEnvelopes, TENDER_SEAL_SCOPE } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import type { SealingKeys } from "../../security/sealing-keys.ts";
import type { BidContent } from "./bid-content.ts";
import { seedFourthBidder, seedThirdBidder } from "./bidder-company-seed.ts";
import { seedTenderDocument } from "./demo-documents.ts";
import { tenderBidders, tenderClarifications, tenderEvents, tenderScores, tenders } from "./schema.ts";
import { scheduleOpening } from "./tender-opening.ts";
import tenderPlans from "./tender-plans.json" with { type: "json" };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The bidders: 华信, 安泰 and 通达, 长春鼎盛 (张建国's supplier business), and four certified
 * suppliers of the company directory (two 钢结构, two 建材贸易; no member logs into them).
 */
const BIDDERS = ["huaxin", "antai", "tongda", "dingsheng", "steelA", "steelB", "tradeA", "tradeB"] as const;
type Bidder = (typeof BIDDERS)[number];
/** Who tenders: 吉林宏远 (张建国), 长春华信 (李晓梅) or 通达 (赵国栋). */
type Tenderer = "hongyuan" | "huaxin" | "tongda";

/** The keys of a domain label table, as a zod enum (the labels name every state there is). */
const keysOf = <K extends string>(labels: Readonly<Record<K, string>>) => z.enum(Object.keys(labels) as [K, ...K[]]);

const bidderPlanSchema = z.strictObject({
  who: z.enum(BIDDERS),
  state: keysOf(BIDDER_STATE_LABELS),
  deposit: keysOf(DEPOSIT_STATE_LABELS),
  method: keysOf(DEPOSIT_METHOD_LABELS).optional(),
  /** Section prices in fen; sealed, and written in the clear only once the tender has opened. */
  prices: z.array(z.number().int()).optional(),
});

const tenderPlanSchema = z.strictObject({
  tenderNo: z.string(),
  /** 吉林宏远 unless said. */
  tenderer: z.enum(["hongyuan", "huaxin", "tongda"] satisfies Tenderer[]).optional(),
  title: z.string(),
  projectName: z.string(),
  location: z.string(),
  state: keysOf(TENDER_STATE_LABELS),
  method: keysOf(EVALUATION_METHOD_LABELS),
  sections: z.array(z.strictObject({ name: z.string(), estimateFen: z.number().int() })),
  depositFen: z.number().int(),
  /** Bid deadline relative to the seeding time. */
  deadlineInDays: z.number(),
  bidders: z.array(bidderPlanSchema),
  /** When the candidate publicity ended, days before the seeding (negative: it is still running). */
  publicityEndedDaysAgo: z.number().optional(),
  winner: z.enum(BIDDERS).optional(),
  failReason: z.string().optional(),
  /** "supply": a material supply tender, asking SUPPLY_QUALIFICATIONS instead of the construction ones. */
  qualifications: z.literal("supply").optional(),
  /** A clarification (澄清) issued five days after publishing. */
  clarification: z.string().optional(),
});
type TenderPlan = z.infer<typeof tenderPlanSchema>;

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

/**
 * The demo tenders, as data (tender-plans.json). 长春鼎盛 (张建国's supplier business) takes part in
 * a tender in every state of 我的投标: 通达's material tenders before their opening (鼎盛 shares
 * 宏远's administrator, so never 宏远's; and never a sealed one of 华信, which would close the two
 * demo members' chat), 华信's after it.
 */
const plans: TenderPlan[] = z.array(tenderPlanSchema).parse(tenderPlans);

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
      qualifications: plan.qualifications === "supply" ? SUPPLY_QUALIFICATIONS : QUALIFICATIONS,
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
  await seedTenderDocument(tx, tender, tenderer.creator, publishedAt);
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
 * with the sealing keys, as the procurement seed.
 */
export async function seedDemoTenders(db: Database, keys: SealingKeys, now = new Date()): Promise<void> {
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
  const seal = createSealedEnvelopes(keys, TENDER_SEAL_SCOPE);
  for (const plan of await notYetStored(db, tenders.tenderNo, plans, (p) => p.tenderNo)) {
    const found = partiesOf(parties, plan);
    if (!found) continue;
    await db.transaction((tx) => seedTender(tx, seal, found, plan, now));
  }
}
