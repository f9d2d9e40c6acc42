import type { BidderState, DepositState, ScoringCriterion, TenderState } from "@cidp/domain";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import { createSealedEnvelopes, type SealedEnvelopes, TENDER_SEAL_SCOPE } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import type { BidContent } from "./bid-content.ts";
import { seedFourthBidder, seedThirdBidder } from "./bidder-company-seed.ts";
import { tenderBidders, tenderClarifications, tenderEvents, tenderScores, tenders } from "./schema.ts";
import { scheduleOpening } from "./tender-opening.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Bidder = "huaxin" | "antai" | "tongda";
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
  publicityEndedDaysAgo?: number;
  winner?: Bidder;
  failReason?: string;
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
    bidders: [
      { who: "huaxin", state: "opened", deposit: "paid", method: "online", prices: [741_200_000] },
      { who: "antai", state: "opened", deposit: "paid", method: "voucher", prices: [748_800_000] },
      { who: "tongda", state: "opened", deposit: "paid", method: "guarantee", prices: [736_500_000] },
    ],
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
    bidders: [
      { who: "huaxin", state: "candidate", deposit: "paid", method: "voucher", prices: [271_300_000] },
      { who: "antai", state: "candidate", deposit: "paid", method: "online", prices: [279_900_000] },
      { who: "tongda", state: "candidate", deposit: "paid", method: "voucher", prices: [275_600_000] },
    ],
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
    bidders: [
      { who: "huaxin", state: "refunded", deposit: "refunded", method: "online", prices: [1_376_000_000] },
      { who: "antai", state: "refunded", deposit: "refunded", method: "voucher", prices: [1_398_000_000] },
      { who: "tongda", state: "refunded", deposit: "refunded", method: "guarantee", prices: [1_389_500_000] },
    ],
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
    bidders: [
      { who: "huaxin", state: "refunded", deposit: "refunded", method: "voucher", prices: [92_800_000] },
      { who: "tongda", state: "refunded", deposit: "refunded", method: "voucher", prices: [94_100_000] },
    ],
  },
];

const OPENED: readonly TenderState[] = ["opened", "evaluating", "publicity", "awarded", "notified", "refunding", "completed", "failed"];

async function seedTender(
  tx: Database,
  seal: SealedEnvelopes,
  parties: { tenderer: number; creator: number; bidders: Record<Bidder, number> },
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
      tendererBusinessId: parties.tenderer,
      createdBy: parties.creator,
      title: plan.title,
      projectName: plan.projectName,
      location: plan.location,
      mode: "public",
      sections: plan.sections,
      estimateFen,
      qualifications: QUALIFICATIONS,
      depositFen: plan.depositFen,
      method: plan.method,
      scoringSheet: plan.method === "comprehensive" ? SHEET : [],
      registrationEnd: new Date(deadline.getTime() - 12 * DAY),
      bidDeadline: deadline,
      contactName: "王立新",
      contactPhone: "0431-85896666",
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
            objectionContact: "对公示结果有异议的，请于公示期内以书面形式向招标人提出，电话 0431-85896666",
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
    const businessId = parties.bidders[b.who];
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
        submittedAt: content ? new Date(deadline.getTime() - 2 * DAY) : null,
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
        winnerBusinessId: plan.winner ? parties.bidders[plan.winner] : null,
      })
      .where(eq(tenders.id, tender.id));
  }
  if (plan.state === "evaluating") {
    // One evaluator has scored; the second evaluator's sheet is still open.
    const evaluator = parties.creator;
    const points: Record<Bidder, [number, number, number]> = { huaxin: [5800, 2200, 1300], antai: [5500, 2300, 1400], tongda: [5950, 2000, 1200] };
    await tx.insert(tenderScores).values(
      plan.bidders.flatMap((b) =>
        SHEET.map((c, i) => ({
          tenderId: tender.id,
          evaluatorMemberId: evaluator,
          bidderId: rowIds.get(b.who) ?? 0,
          criterionKey: c.key,
          hundredths: points[b.who][i] ?? 0,
        })),
      ),
    );
  }
  if (plan.state === "bidding") {
    await tx.insert(tenderClarifications).values({
      tenderId: tender.id,
      content: "招标文件第四章工程量清单中“钢结构防火涂料”的耐火极限统一为 2.0 小时，其余不变。",
      substantive: false,
      issuedAt: new Date(publishedAt.getTime() + 5 * DAY),
    });
  }
  const actor = { actorKind: "tenderer", actorBusinessId: parties.tenderer, actorMemberId: parties.creator };
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
  ]);
  if (!opened) await scheduleOpening(tx, tender.id, deadline);
}

/**
 * Seeds demo tenders of 吉林宏远 in each stage (keyed by 招标编号), with 长春华信, 安泰 and the third
 * bidder 通达 taking part. 长春华信 (李晓梅, the demo chat partner of 张建国) bids only in tenders
 * already opened, so the sealed-tender chat closure never stands between the two demo members. Bids are sealed with the real seal, hence beside the app with the server
 * secret, as the procurement seed.
 */
export async function seedDemoTenders(db: Database, tokenSecret: Uint8Array, now = new Date()): Promise<void> {
  const third = await seedThirdBidder(db);
  await seedFourthBidder(db);
  const codes = { hongyuan: "91220101MA14XKQ355", huaxin: "91220106MA152W4H0D", antai: "91220200MA0Y6C9P7R" };
  const rows = await db
    .select({ id: businesses.id, creditCode: businesses.creditCode })
    .from(businesses)
    .where(inArray(businesses.creditCode, Object.values(codes)));
  const id = (code: string) => rows.find((r) => r.creditCode === code)?.id;
  const [creator] = await db.select({ id: members.id }).from(members).where(eq(members.phone, "13800000001"));
  const tenderer = id(codes.hongyuan);
  const huaxin = id(codes.huaxin);
  const antai = id(codes.antai);
  if (!creator || !tenderer || !huaxin || !antai) return;
  const parties = { tenderer, creator: creator.id, bidders: { huaxin, antai, tongda: third.businessId } };
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
    if (done.has(plan.tenderNo)) continue;
    await db.transaction((tx) => seedTender(tx, seal, parties, plan, now));
  }
}
