import { AWARD_WINDOW_DAYS, type SheetState } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { notYetStored } from "../../db/not-yet-stored.ts";
import { formatDateTime } from "../../http/format.ts";
import { businessIdsByCreditCode, directoryMaterialSuppliers, memberIdsByPhone } from "../../platform/company/seeded-ids.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { createSealedEnvelopes, INQUIRY_SEAL_SCOPE, type SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import type { SealingKeys } from "../../security/sealing-keys.ts";
import { seedDemoAddresses } from "./address-seed.ts";
import inquiryLineSeeds from "./inquiry-line-seeds.json" with { type: "json" };
import { scheduleJob } from "./procurement-jobs.ts";
import { priceQuotation, type QuotationContent } from "./quotation-records.ts";
import { inquiryEvents, inquiryInvitations, inquiryLines, inquiryQuotations, inquirySheets } from "./schema.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const HONGYUAN = "91220101MA14XKQ355";
const DINGSHENG = "91220104MA17B8RT2H";
const HUAXIN = "91220106MA152W4H0D";

/** 华信, 鼎盛, or the n-th supplier of the company directory (by tenant id). */
type SupplierKey = "huaxin" | "dingsheng" | 0 | 1 | 2 | 3 | 4 | 5;

interface LineSeed {
  name: string;
  spec: string;
  brand?: string;
  unit: string;
  quantity: number;
  /** A realistic 含税单价 in fen: the suppliers quote around it. */
  marketFen: number;
  taxRate: number;
  controlPriceFen?: number;
  infoPriceFen?: number;
}

/**
 * The goods the demo sheets ask for, as data (inquiry-line-seeds.json), checked against LineSeed
 * by the type checker: a missing field or one of the wrong type fails the build.
 */
const lineSeeds: Record<keyof typeof inquiryLineSeeds, LineSeed> = inquiryLineSeeds;
const { steel, cement, concrete, concreteC40, pipe, scaffold, membrane, coating, hBeam, bolt, block, mortar, plate, fireCoating } = lineSeeds;

interface SheetSeed {
  /** Fixed 询价单号: the seed's key, so a restart finds the sheet and adds nothing. */
  sheetNo: string;
  buyer: "hongyuan" | "huaxin";
  title: string;
  projectName: string;
  location: string;
  mode: "public" | "invited";
  state: Extract<SheetState, "draft" | "quoting" | "comparing" | "round_quoting" | "awarded" | "failed" | "cancelled" | "withdrawn">;
  /** When it was created, days before the seeding. */
  ageDays: number;
  /** An open first round's deadline, days after the seeding (3¼ unless said). */
  deadlineInDays?: number;
  /** An open second round's deadline, days after the seeding (1⅙ unless said). */
  roundDeadlineInDays?: number;
  lines: readonly LineSeed[];
  invited: readonly SupplierKey[];
  /** Suppliers that opened the invitation without answering yet. */
  viewed?: readonly SupplierKey[];
  declined?: readonly SupplierKey[];
  /** Round 1 quotations, with the supplier's price level against the market (1 = market). */
  quoted?: readonly (readonly [SupplierKey, number])[];
  /** A supplier that revised its quotation (version 2) before the deadline. */
  revised?: SupplierKey;
  /** Second round: shortlisted suppliers, with the new level of those that quoted it already. */
  shortlist?: readonly (readonly [SupplierKey, number | null])[];
  winner?: SupplierKey;
  reason?: string;
}

/** The sheets: 宏远 buys in every state, 华信 buys from 鼎盛 so each demo member sees both sides. */
const sheets: readonly SheetSeed[] = [
  {
    sheetNo: "XJ20261102HY0001",
    buyer: "hongyuan",
    title: "长春新区安置房二期主体结构钢筋采购（草稿）",
    projectName: "长春新区安置房二期",
    location: "吉林省长春市长春新区北湖大街 1688 号",
    mode: "invited",
    state: "draft",
    ageDays: 1,
    lines: [steel, { ...steel, spec: "Φ8–Φ10 盘螺", quantity: 90, marketFen: 405_000, controlPriceFen: 418_000, infoPriceFen: undefined }],
    invited: ["huaxin", 0],
  },
  {
    sheetNo: "XJ20261118HY0002",
    buyer: "hongyuan",
    title: "净月高新区综合楼项目钢结构及钢材询价",
    projectName: "净月高新区综合服务楼",
    location: "吉林省长春市净月高新区福祉大路 5799 号",
    mode: "invited",
    state: "quoting",
    ageDays: 3,
    lines: [hBeam, steel, bolt],
    invited: ["huaxin", 0, 1, 2],
    viewed: [1],
    quoted: [[0, 0.985]],
    revised: 0,
  },
  {
    sheetNo: "XJ20261105HY0003",
    buyer: "hongyuan",
    title: "吉林大学南岭校区实验楼混凝土及水泥采购",
    projectName: "吉林大学南岭校区实验楼",
    location: "吉林省长春市南关区人民大街 5988 号",
    mode: "invited",
    state: "comparing",
    ageDays: 14,
    lines: [concrete, concreteC40, cement],
    invited: [0, 1, 2, 3],
    quoted: [
      [0, 0.992],
      [1, 0.968],
      [2, 1.015],
      [3, 0.981],
    ],
  },
  {
    sheetNo: "XJ20261109HY0004",
    buyer: "hongyuan",
    title: "一汽配套产业园厂房钢管及脚手架材料二次报价",
    projectName: "一汽配套产业园 3# 厂房",
    location: "吉林省长春市绿园区西新工业集中区",
    mode: "invited",
    state: "round_quoting",
    ageDays: 10,
    lines: [pipe, scaffold],
    invited: [1, 2, 3, 4],
    quoted: [
      [1, 1.01],
      [2, 0.975],
      [3, 0.99],
    ],
    shortlist: [
      [2, 0.962],
      [3, null],
    ],
  },
  {
    sheetNo: "XJ20261020HY0005",
    buyer: "hongyuan",
    title: "长春市第二实验中学改扩建屋面防水材料采购",
    projectName: "长春市第二实验中学改扩建",
    location: "吉林省长春市朝阳区西安大路 1717 号",
    mode: "invited",
    state: "awarded",
    ageDays: 34,
    lines: [membrane, coating],
    invited: ["huaxin", 1, 4, 5],
    declined: [5],
    quoted: [
      ["huaxin", 0.958],
      [1, 0.99],
      [4, 1.02],
    ],
    winner: "huaxin",
    reason: "综合报价最低，供货及售后响应满足工期要求",
  },
  {
    sheetNo: "XJ20261012HY0006",
    buyer: "hongyuan",
    title: "伊通河沿岸景观工程水泥采购",
    projectName: "伊通河南段景观提升工程",
    location: "吉林省长春市二道区东环城路",
    mode: "public",
    state: "failed",
    ageDays: 40,
    lines: [cement],
    invited: [],
    reason: "报价截止时无供应商报价",
  },
  {
    sheetNo: "XJ20261026HY0007",
    buyer: "hongyuan",
    title: "宽城区老旧小区改造外墙保温及钢材采购",
    projectName: "宽城区老旧小区改造（2026）",
    location: "吉林省长春市宽城区青年路",
    mode: "invited",
    state: "cancelled",
    ageDays: 26,
    lines: [scaffold, { ...coating, name: "聚合物防水砂浆", spec: "JS Ⅱ型", marketFen: 980 }],
    invited: [0, 3],
    quoted: [[3, 1.0]],
    reason: "项目设计变更，采购需求调整后重新发布",
  },
  {
    sheetNo: "XJ20261030HY0008",
    buyer: "hongyuan",
    title: "南湖大路市政配套工程钢管采购",
    projectName: "南湖大路市政配套工程",
    location: "吉林省长春市朝阳区南湖大路",
    mode: "invited",
    state: "withdrawn",
    ageDays: 22,
    lines: [pipe],
    invited: [2, 4],
  },
  {
    sheetNo: "XJ20261119HX0001",
    buyer: "huaxin",
    title: "华信钢结构加工车间钢材及防水材料询价",
    projectName: "华信绿园钢结构加工基地扩建",
    location: "吉林省长春市绿园区锦程大街 2288 号",
    mode: "invited",
    state: "quoting",
    ageDays: 2,
    lines: [hBeam, membrane],
    invited: ["dingsheng", 0, 2],
    quoted: [[2, 1.005]],
  },
  {
    sheetNo: "XJ20261015HX0002",
    buyer: "huaxin",
    title: "华信二道区仓储中心基础工程混凝土及水泥采购",
    projectName: "华信二道区仓储中心",
    location: "吉林省长春市二道区临河街",
    mode: "invited",
    state: "awarded",
    ageDays: 36,
    lines: [concrete, cement],
    invited: ["dingsheng", 1, 3],
    quoted: [
      ["dingsheng", 0.972],
      [1, 0.995],
      [3, 0.986],
    ],
    winner: "dingsheng",
    reason: "报价最低，具备稳定供货能力",
  },
  // Open for inviting for days to come, with only two suppliers invited so far (the sheet warns of
  // too little competition): 张建国 invites more from its 邀请供应商 page.
  {
    sheetNo: "XJ20261122HY0009",
    buyer: "hongyuan",
    title: "净月区人才公寓项目砌体及抹灰材料询价",
    projectName: "净月区人才公寓项目",
    location: "吉林省长春市净月高新区生态大街 3366 号",
    mode: "invited",
    state: "quoting",
    ageDays: 1,
    deadlineInDays: 10,
    lines: [block, mortar, cement],
    invited: [5, 4],
    viewed: [4],
    quoted: [[5, 0.99]],
  },
  // 公开询价 open to every certified supplier of the category (no invitations): the one 宏远 and the
  // directory's suppliers meet among 我的报价's open inquiries and in the global search.
  {
    sheetNo: "XJ20261123HX0005",
    buyer: "huaxin",
    title: "华信绿园钢结构加工基地配套道路商品混凝土公开询价",
    projectName: "华信绿园钢结构加工基地扩建",
    location: "吉林省长春市绿园区锦程大街 2288 号",
    mode: "public",
    state: "quoting",
    ageDays: 1,
    deadlineInDays: 6,
    lines: [concrete, concreteC40],
    invited: [],
  },
  // 华信 compares 鼎盛's and two directory suppliers' quotations: 李晓梅 may award or ask for a second round.
  {
    sheetNo: "XJ20261110HX0003",
    buyer: "huaxin",
    title: "华信钢结构加工基地二期钢材及紧固件采购",
    projectName: "华信绿园钢结构加工基地二期",
    location: "吉林省长春市绿园区锦程大街 2288 号",
    mode: "invited",
    state: "comparing",
    ageDays: 12,
    lines: [hBeam, plate, bolt],
    invited: ["dingsheng", 1, 3],
    quoted: [
      ["dingsheng", 0.978],
      [1, 0.991],
      [3, 1.004],
    ],
  },
  // 华信's second round, open for three days, asked of 鼎盛 (not yet answered) and of a directory supplier (answered).
  {
    sheetNo: "XJ20261112HX0004",
    buyer: "huaxin",
    title: "华信二道区仓储中心钢结构防火涂料及螺栓二次报价",
    projectName: "华信二道区仓储中心",
    location: "吉林省长春市二道区临河街",
    mode: "invited",
    state: "round_quoting",
    ageDays: 9,
    roundDeadlineInDays: 3,
    lines: [fireCoating, bolt],
    invited: ["dingsheng", 0, 2, 4],
    quoted: [
      ["dingsheng", 0.985],
      [0, 1.012],
      [2, 0.979],
      [4, 1.03],
    ],
    shortlist: [
      ["dingsheng", null],
      [2, 0.965],
    ],
  },
];

/** A deterministic spread of the suppliers' prices per line, so no two lines rank alike. */
function unitPrice(line: LineSeed, level: number, supplierSalt: number, lineNo: number): number {
  const wobble = 1 + (((supplierSalt * 7 + lineNo * 3) % 5) - 2) / 200;
  const fen = Math.round(line.marketFen * level * wobble);
  return fen >= 10_000 ? Math.round(fen / 100) * 100 : fen;
}

function contentOf(lines: readonly LineSeed[], level: number, salt: number, validUntil: string): QuotationContent {
  const quantities = new Map(lines.map((line, i) => [i + 1, line.quantity * 1000]));
  return priceQuotation(
    lines.map((line, i) => ({
      lineNo: i + 1,
      unitPriceFen: unitPrice(line, level, salt, i + 1),
      taxRate: line.taxRate,
      brand: line.brand?.split(/[、或]/)[0] ?? "",
      deviation: false,
      deviationNote: "",
      deliveryDays: 3 + ((salt + i) % 5),
    })),
    quantities,
    { freightFen: 0, validUntil, acceptPaymentTerms: true, remark: "价格含税含运费，送货到现场" },
  );
}

interface Parties {
  hongyuan: { id: number; memberId: number };
  huaxin: { id: number; memberId: number };
  supplier: (key: SupplierKey) => number;
}

async function partiesOf(db: Database): Promise<Parties | null> {
  const codes = await businessIdsByCreditCode(db, [HONGYUAN, DINGSHENG, HUAXIN]);
  const idOf = (code: string) => codes.get(code);
  const people = await memberIdsByPhone(db, ["13800000001", "13800000002"]);
  const memberOf = (phone: string) => people.get(phone);
  const directory = (await directoryMaterialSuppliers(db)).slice(0, 6);
  const [hongyuan, dingsheng, huaxin, zhang, li] = [idOf(HONGYUAN), idOf(DINGSHENG), idOf(HUAXIN), memberOf("13800000001"), memberOf("13800000002")];
  if (!hongyuan || !dingsheng || !huaxin || !zhang || !li || directory.length < 6) return null;
  return {
    hongyuan: { id: hongyuan, memberId: zhang },
    huaxin: { id: huaxin, memberId: li },
    supplier: (key) => (key === "huaxin" ? huaxin : key === "dingsheng" ? dingsheng : (directory[key]?.id ?? 0)),
  };
}

type EventSeed = {
  eventKey: string;
  type: string;
  actorKind: "buyer" | "supplier" | "system";
  actorBusinessId: number | null;
  actorMemberId: number | null;
  note: string;
  at: Date;
};

/** Writes one sheet with its lines, invitations, sealed quotations, events, jobs and notices. */
async function seedSheet(tx: Database, seal: SealedEnvelopes, parties: Parties, plan: SheetSeed, now: Date): Promise<void> {
  const buyer = parties[plan.buyer];
  const createdAt = new Date(now.getTime() - plan.ageDays * DAY);
  const publishedAt = new Date(createdAt.getTime() + 2 * HOUR);
  const open = plan.state === "quoting" || plan.state === "round_quoting";
  // Open rounds end in the future; the others ended five days after publishing.
  const firstDeadline = plan.state === "quoting" ? new Date(now.getTime() + (plan.deadlineInDays ?? 3.25) * DAY) : new Date(publishedAt.getTime() + 5 * DAY);
  const secondDeadline = new Date(now.getTime() + (plan.roundDeadlineInDays ?? 1 + 4 / 24) * DAY);
  const round = plan.shortlist ? 2 : 1;
  const deadline = round === 2 ? secondDeadline : firstDeadline;
  const published = plan.state !== "draft";
  const opened = ["comparing", "round_quoting", "awarded", "failed"].includes(plan.state);
  const validUntil = formatDateTime(new Date(firstDeadline.getTime() + 30 * DAY)).slice(0, 10);
  const quoted = plan.quoted ?? [];
  const shortlist = plan.shortlist ?? [];
  const round2Submitted = shortlist.filter(([, level]) => level !== null).length;

  const [sheet] = await tx
    .insert(inquirySheets)
    .values({
      sheetNo: plan.sheetNo,
      buyerBusinessId: buyer.id,
      createdBy: buyer.memberId,
      title: plan.title,
      projectName: plan.projectName,
      location: plan.location,
      category: "物资",
      mode: plan.mode,
      deadline,
      validityDays: 30,
      deliveryDate: formatDateTime(new Date(firstDeadline.getTime() + 15 * DAY)).slice(0, 10),
      deliveryAddress: plan.location,
      paymentTerms: "货到验收合格后账期 60 天",
      invoiceRequirement: "增值税专用发票",
      qualifications: ["营业执照", "产品合格证及质量证明书"],
      contactName: plan.buyer === "hongyuan" ? "张建国" : "李晓梅",
      contactPhone: plan.buyer === "hongyuan" ? "13800000001" : "13800000002",
      remark: "请按清单逐项报价，价格含税含运费。",
      state: plan.state,
      round,
      quotations: round === 2 ? round2Submitted : quoted.length,
      ...seal.newSheetKeys(),
      openedRounds: opened ? 1 : 0,
      awardedBusinessId: plan.winner !== undefined ? parties.supplier(plan.winner) : null,
      closingReason: plan.reason ?? "",
      publishedAt: published ? publishedAt : null,
      createdAt,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: inquirySheets.sheetNo })
    .returning();
  if (!sheet) return;
  await tx.insert(inquiryLines).values(
    plan.lines.map((line, i) => ({
      sheetId: sheet.id,
      lineNo: i + 1,
      name: line.name,
      spec: line.spec,
      brand: line.brand ?? "",
      unit: line.unit,
      quantityMilli: line.quantity * 1000,
      remark: "",
      controlPriceFen: line.controlPriceFen ?? null,
      infoPriceFen: line.infoPriceFen ?? null,
    })),
  );

  const buyerActor = { actorKind: "buyer" as const, actorBusinessId: buyer.id, actorMemberId: buyer.memberId };
  const events: EventSeed[] = [];
  const at = (ms: number) => new Date(publishedAt.getTime() + ms);
  if (plan.invited.length > 0)
    events.push({
      eventKey: `invite:${createdAt.getTime()}:${plan.invited.length}`,
      type: "invite",
      ...buyerActor,
      note: `邀请供应商${plan.invited.length}家`,
      at: createdAt,
    });
  if (published) events.push({ eventKey: "publish", type: "submit", ...buyerActor, note: "发布询价单", at: publishedAt });

  // Invitations and their quotation rows, in the state the sheet's story left them.
  const levelOf = new Map(quoted.map(([key, level]) => [key, level]));
  const shortOf = new Map(shortlist.map(([key, level]) => [key, level]));
  const everyone = [...new Set([...plan.invited, ...quoted.map(([key]) => key)])];
  for (const [index, key] of everyone.entries()) {
    const supplierId = parties.supplier(key);
    const level = levelOf.get(key);
    const declined = plan.declined?.includes(key) ?? false;
    const viewed = level !== undefined || declined || (plan.viewed?.includes(key) ?? false);
    if (plan.invited.includes(key))
      await tx.insert(inquiryInvitations).values({
        sheetId: sheet.id,
        supplierBusinessId: supplierId,
        state: level !== undefined ? "quoted" : declined ? "declined" : viewed ? "viewed" : "invited",
        declineReason: declined ? "该批次产能已排满，无法按期供货" : "",
        invitedAt: createdAt,
        viewedAt: viewed ? at((index + 1) * 3 * HOUR) : null,
        respondedAt: level !== undefined || declined ? at((index + 1) * 5 * HOUR) : null,
      });
    if (!published) continue;
    const supplierActor = { actorKind: "supplier" as const, actorBusinessId: supplierId, actorMemberId: null };
    if (level === undefined) {
      const state = declined ? "declined" : plan.state === "quoting" ? "pending_response" : "expired";
      await tx
        .insert(inquiryQuotations)
        .values({ sheetId: sheet.id, supplierBusinessId: supplierId, state, declineReason: declined ? "该批次产能已排满，无法按期供货" : "" });
      continue;
    }
    const salt = index + sheet.id;
    const rounds: Record<string, QuotationContent> = { "1": contentOf(plan.lines, level, salt, validUntil) };
    const submittedAt = at((index + 1) * 6 * HOUR);
    let version = 1;
    events.push({ eventKey: `quote:${supplierId}:1`, type: "quotation-counted", ...supplierActor, note: "供应商提交报价（第1版）", at: submittedAt });
    if (plan.revised === key) {
      version = 2;
      rounds["1"] = contentOf(plan.lines, level - 0.006, salt, validUntil);
      events.push({
        eventKey: `quote:${supplierId}:2`,
        type: "quotation-counted",
        ...supplierActor,
        note: "供应商提交报价（第2版）",
        at: new Date(submittedAt.getTime() + 20 * HOUR),
      });
    }
    const second = shortOf.get(key);
    if (typeof second === "number") {
      version++;
      rounds["2"] = contentOf(plan.lines, Math.min(second, level), salt, validUntil);
      events.push({
        eventKey: `quote:${supplierId}:${version}`,
        type: "quotation-counted",
        ...supplierActor,
        note: `供应商提交报价（第${version}版）`,
        at: new Date(now.getTime() - 3 * HOUR),
      });
    }
    const state = {
      quoting: "submitted",
      comparing: "closed",
      round_quoting: shortOf.has(key) ? (second === null ? "awaiting_round" : "round_submitted") : "not_shortlisted",
      awarded: key === plan.winner ? "won" : "lost",
      cancelled: "expired",
      failed: "expired",
      withdrawn: "expired",
      draft: "expired",
    }[plan.state];
    const sealedRounds = Object.fromEntries(Object.entries(rounds).map(([r, content]) => [r, seal.sealForBuyer(sheet, content)]));
    await tx.insert(inquiryQuotations).values({
      sheetId: sheet.id,
      supplierBusinessId: supplierId,
      state,
      version,
      round: shortOf.has(key) ? 2 : 1,
      sealedForBuyer: sealedRounds[String(Object.keys(rounds).length)] ?? null,
      sealedForAuthor: seal.sealForAuthor(sheet.id, supplierId, rounds),
      sealedRounds,
      submittedAt: second ? new Date(now.getTime() - 3 * HOUR) : submittedAt,
    });
  }

  // The sheet's later story, with the notices each step sent.
  const buyerLink = `/user/building-materials/selecting?id=${sheet.id}`;
  const supplierLink = `/user/my-quotation/default?id=${sheet.id}`;
  if (published && plan.state !== "withdrawn" && plan.state !== "cancelled")
    for (const key of plan.invited)
      await noticeToBusiness(tx, parties.supplier(key), {
        title: "询价邀请",
        content: `您收到询价邀请《${plan.title}》，报价截止时间 ${formatDateTime(firstDeadline)}。`,
        jumpUrl: `/user/notice/invitationInfo?sheet=${sheet.id}`,
      });
  if (opened) {
    const note = quoted.length === 0 ? "报价截止，无供应商报价，询价流标" : `第1轮报价截止并开标，有效报价${quoted.length}家`;
    events.push({ eventKey: "deadline:1", type: "deadline-passed", actorKind: "system", actorBusinessId: null, actorMemberId: null, note, at: firstDeadline });
    await noticeToBusiness(tx, buyer.id, {
      title: quoted.length === 0 ? "询价单已流标" : "询价单已开标",
      content:
        quoted.length === 0
          ? `您的询价单《${plan.title}》截止时无人报价，已流标。`
          : `您的询价单《${plan.title}》第1轮已截止，收到有效报价${quoted.length}家，请比价定标。`,
      jumpUrl: buyerLink,
    });
  }
  if (plan.state === "round_quoting") {
    const roundAt = new Date(now.getTime() - 20 * HOUR);
    events.push({ eventKey: "round:2", type: "start-round", ...buyerActor, note: `发起第2轮报价，入围${shortlist.length}家：请给出最终优惠报价`, at: roundAt });
    for (const [key] of quoted)
      await noticeToBusiness(tx, parties.supplier(key), {
        title: shortOf.has(key) ? "请参加二次报价" : "未入围通知",
        content: shortOf.has(key)
          ? `询价单《${plan.title}》邀请您参加第2轮报价，截止时间 ${formatDateTime(secondDeadline)}。请给出最终优惠报价`
          : `询价单《${plan.title}》进入第2轮报价，贵司未入围。感谢参与。`,
        jumpUrl: supplierLink,
      });
  }
  if (plan.state === "awarded" && plan.winner !== undefined) {
    const awardAt = new Date(firstDeadline.getTime() + 2 * DAY);
    events.push({ eventKey: "propose:1", type: "propose-award", ...buyerActor, note: "确定成交候选", at: awardAt });
    events.push({ eventKey: "award", type: "award", ...buyerActor, note: `定标：${plan.reason ?? ""}`, at: new Date(awardAt.getTime() + 60_000) });
    for (const [key] of quoted) {
      const won = key === plan.winner;
      await noticeToBusiness(tx, parties.supplier(key), {
        title: won ? "成交通知" : "未成交通知",
        content: won ? `恭喜！贵司在询价单《${plan.title}》中成交，采购方将与您联系。` : `询价单《${plan.title}》已定标，贵司未成交。感谢参与。`,
        jumpUrl: supplierLink,
      });
    }
  }
  if (plan.state === "cancelled" || plan.state === "withdrawn") {
    const label = plan.state === "cancelled" ? "已取消" : "已撤回";
    const kind = plan.state === "cancelled" ? "cancel" : "withdraw";
    events.push({ eventKey: kind, type: kind, ...buyerActor, note: plan.reason ?? "撤回询价单", at: new Date(publishedAt.getTime() + 2 * DAY) });
    for (const key of plan.invited)
      await noticeToBusiness(tx, parties.supplier(key), {
        title: `询价单${label}`,
        content: `询价单《${plan.title}》${label}${plan.reason ? `，原因：${plan.reason}` : ""}。`,
        jumpUrl: supplierLink,
      });
  }
  if (events.length > 0) await tx.insert(inquiryEvents).values(events.map((event) => ({ ...event, sheetId: sheet.id })));

  // Open rounds close on their own at the deadline; an opened, unawarded sheet lapses in time.
  if (open) await scheduleJob(tx, "round-deadline", sheet.id, round, deadline);
  if (plan.state === "comparing") await scheduleJob(tx, "award-lapse", sheet.id, 1, new Date(firstDeadline.getTime() + AWARD_WINDOW_DAYS * DAY));
}

/**
 * Seeds the demo inquiry sheets in every state, once each (keyed by 询价单号), so both demo members
 * meet the procurement pages with history: 张建国 (吉林宏远) as a buyer, 李晓梅 (长春华信) with an
 * open invitation to answer, and the other way round through 长春鼎盛 (an open invitation, a won
 * sheet, a closed quotation and a second round asked of it). Quotations are sealed with the
 * real seal, hence run beside the app with the sealing keys rather than in the key-less `seed`.
 */
export async function seedDemoProcurement(db: Database, keys: SealingKeys, now = new Date()): Promise<void> {
  await seedDemoAddresses(db);
  const parties = await partiesOf(db);
  if (!parties) return;
  const seal = createSealedEnvelopes(keys, INQUIRY_SEAL_SCOPE);
  for (const plan of await notYetStored(db, inquirySheets.sheetNo, sheets, (s) => s.sheetNo)) {
    await db.transaction((tx) => seedSheet(tx, seal, parties, plan, now));
  }
}
