import type { ShopServiceCategory, ShopServiceUnit } from "@cidp/domain";
import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { richContentOf } from "../../http/rich-text.ts";
import { articles } from "../../platform/cms/schema.ts";
import { businessIdsByCreditCode } from "../../platform/company/seeded-ids.ts";
import { invoices } from "../../platform/invoice/schema.ts";
import { knowledgeSubmissions } from "../../platform/knowledge/schema.ts";
import { businesses, members, memberships } from "../../platform/member/schema.ts";
import { serviceOrderEvents, serviceOrders } from "../../platform/order/schema.ts";
import { insertSeededOrder, type SeededOrderStep, seededStep } from "../../platform/payment/seeded-order.ts";
import { scheduleAutoAccept } from "./auto-accept.ts";
import { shopServices } from "./schema.ts";

/** The demo companies by credit code: 吉林宏远 (张建国) sells, 长春华信 (李晓梅) buys. */
const HONGYUAN = "91220101MA14XKQ355";
const DINGSHENG = "91220104MA17B8RT2H";
const HUAXIN = "91220106MA152W4H0D";

interface SeedService {
  /** A demo company's credit code, or the n-th certified directory company. */
  seller: string | number;
  title: string;
  category: ShopServiceCategory;
  yuan: number;
  unit: ShopServiceUnit;
  days: number;
  area: string;
  content: string;
  afterSales: string;
  state?: "listed" | "draft" | "reviewing" | "delisted" | "rejected";
  rejectReason?: string;
}

const services: readonly SeedService[] = [
  {
    seller: HONGYUAN,
    title: "工程造价咨询（全过程造价控制）",
    category: "costing",
    yuan: 38_000,
    unit: "项",
    days: 30,
    area: "吉林省内，驻场与线上结合",
    content:
      "编制投资估算与招标控制价；施工阶段计量支付审核、设计变更与签证费用审核；竣工结算审核并出具正式报告。\n\n团队由一级造价工程师带队，熟悉吉林省计价依据与材料信息价。",
    afterSales: "报告出具后90天内免费答疑，结算争议可协助解释。",
  },
  {
    seller: HONGYUAN,
    title: "施工组织设计与专项方案编制",
    category: "consulting",
    yuan: 6_800,
    unit: "份",
    days: 10,
    area: "全国，线上交付电子版并盖章",
    content:
      "按项目特点编制施工组织设计、深基坑、高支模、起重吊装等危大工程专项方案，满足专家论证要求。\n\n交付 Word 与盖章 PDF 各一份，含计算书与平面布置图。",
    afterSales: "论证未通过的，按专家意见免费修改至通过。",
  },
  {
    seller: HONGYUAN,
    title: "建筑施工安全评价",
    category: "consulting",
    yuan: 12_000,
    unit: "次",
    days: 15,
    area: "长春市及周边现场评价",
    content: "依据 JGJ 59 对在建项目开展安全检查评分与风险辨识，出具安全评价报告与整改清单，跟踪整改闭环。",
    afterSales: "出具报告后一个月内免费复查一次。",
  },
  {
    seller: HONGYUAN,
    title: "招标代理（施工总承包）",
    category: "consulting",
    yuan: 25_000,
    unit: "项",
    days: 45,
    area: "吉林省内公共资源交易平台",
    content: "编制招标文件与工程量清单审核，组织发布公告、开标、评标，编写评标报告并协助定标与合同签订。",
    afterSales: "中标通知书发出后协助处理质疑与投诉。",
  },
  {
    seller: HONGYUAN,
    title: "BIM 施工深化与碰撞检查",
    category: "design",
    yuan: 15,
    unit: "平方米",
    days: 20,
    area: "全国，线上交付模型",
    content: "基于 Revit 建立土建与机电模型，完成管线综合、碰撞检查与净高分析，输出深化图纸与碰撞报告。",
    afterSales: "竣工前模型随设计变更免费更新两次。",
    state: "draft",
  },
  {
    seller: DINGSHENG,
    title: "钢筋原材检测（力学与重量偏差）",
    category: "testing",
    yuan: 450,
    unit: "组",
    days: 3,
    area: "长春市内上门取样",
    content: "按 GB/T 28900 与 GB/T 1499.2 检测屈服强度、抗拉强度、断后伸长率、弯曲性能与重量偏差，出具 CMA 检测报告。",
    afterSales: "对结果有异议的可申请复检一次。",
  },
  {
    seller: DINGSHENG,
    title: "商品混凝土配合比设计",
    category: "testing",
    yuan: 2_800,
    unit: "次",
    days: 7,
    area: "吉林省内",
    content: "根据设计强度等级、施工工艺与原材料情况进行配合比设计与试配，提供 7 天、28 天强度试验结果。",
    afterSales: "原材料变化时免费调整配合比一次。",
  },
  {
    seller: DINGSHENG,
    title: "建材供应链金融咨询",
    category: "consulting",
    yuan: 3_000,
    unit: "次",
    days: 5,
    area: "线上咨询",
    content: "为施工企业梳理应收账款与保理、供应链票据等融资方式，结合项目回款情况给出融资方案建议。",
    afterSales: "方案出具后两周内免费答疑。",
    state: "delisted",
  },
  {
    seller: HUAXIN,
    title: "钢结构深化设计",
    category: "design",
    yuan: 35,
    unit: "平方米",
    days: 25,
    area: "全国，线上交付",
    content: "基于 Tekla 完成钢结构节点深化、构件加工详图与材料清单，满足工厂加工与现场安装要求。",
    afterSales: "安装阶段图纸问题免费修改。",
  },
  {
    seller: HUAXIN,
    title: "钢结构焊缝超声波探伤",
    category: "testing",
    yuan: 18,
    unit: "米",
    days: 5,
    area: "吉林省内现场检测",
    content: "按 GB/T 11345 对一、二级焊缝进行超声波探伤，出具检测报告并标注缺陷位置与等级。",
    afterSales: "返修后复检不另收费。",
  },
  {
    seller: 0,
    title: "桩基低应变完整性检测",
    category: "testing",
    yuan: 120,
    unit: "个",
    days: 5,
    area: "长春市、吉林市现场检测",
    content: "采用低应变反射波法检测桩身完整性，判定桩身缺陷类别，出具 CMA 检测报告与波形曲线。",
    afterSales: "报告出具后可免费解释检测结论。",
  },
  {
    seller: 0,
    title: "单桩竖向抗压静载试验",
    category: "testing",
    yuan: 9_800,
    unit: "个",
    days: 10,
    area: "吉林省内",
    content: "按 JGJ 106 进行慢速维持荷载法静载试验，提供 Q-s、s-lgt 曲线与单桩竖向抗压承载力特征值。",
    afterSales: "试验异常时免费复核数据。",
  },
  {
    seller: 1,
    title: "施工图审查（房屋建筑）",
    category: "design",
    yuan: 2,
    unit: "平方米",
    days: 15,
    area: "吉林省内，线上报审",
    content: "对建筑、结构、给排水、暖通、电气专业施工图进行强制性条文与安全性审查，出具审查意见与合格书。",
    afterSales: "回复意见的复审不另收费。",
  },
  {
    seller: 1,
    title: "结构安全性鉴定",
    category: "testing",
    yuan: 20_000,
    unit: "项",
    days: 30,
    area: "吉林省内",
    content: "对既有建筑进行现场检测、结构验算与安全性评级，出具鉴定报告与加固建议。",
    afterSales: "报告出具后提供加固方案咨询。",
  },
  {
    seller: 2,
    title: "房屋建筑工程监理",
    category: "supervision",
    yuan: 28_000,
    unit: "月",
    days: 30,
    area: "长春市项目驻场",
    content: "派驻总监理工程师与专业监理工程师，开展质量、进度、投资控制与安全管理，编制监理规划与细则。",
    afterSales: "竣工验收后配合处理质量保修事宜。",
  },
  {
    seller: 2,
    title: "市政道路工程监理",
    category: "supervision",
    yuan: 22_000,
    unit: "月",
    days: 30,
    area: "吉林省内项目驻场",
    content: "对路基、路面、排水与附属工程实施旁站与平行检验，审核施工方案与计量，组织分部工程验收。",
    afterSales: "缺陷责任期内配合回访。",
  },
  {
    seller: 3,
    title: "建设工程合同审查",
    category: "legal",
    yuan: 1_500,
    unit: "份",
    days: 3,
    area: "线上",
    content: "审查施工总承包、专业分包、采购合同的付款、工期、变更、索赔与违约条款，出具修改意见。",
    afterSales: "修改稿免费复审一次。",
  },
  {
    seller: 3,
    title: "工程款催收法律服务",
    category: "legal",
    yuan: 8_000,
    unit: "项",
    days: 60,
    area: "吉林省内",
    content: "梳理结算与签证证据，发送律师函，代理诉前调解与诉讼，申请工程价款优先受偿。",
    afterSales: "结案后提供执行阶段咨询。",
  },
  {
    seller: 4,
    title: "安全生产管理人员培训（三类人员）",
    category: "training",
    yuan: 680,
    unit: "人",
    days: 7,
    area: "长春市线下集中授课",
    content: "面向企业主要负责人、项目负责人与专职安全员，讲授安全生产法规、危大工程管理与事故案例，含模拟考试。",
    afterSales: "考试未通过的可免费重修一次。",
  },
  {
    seller: 4,
    title: "特种作业人员复审培训",
    category: "training",
    yuan: 380,
    unit: "人",
    days: 5,
    area: "吉林省内",
    content: "建筑电工、架子工、起重信号工等特种作业人员复审培训与继续教育，协助办理复审手续。",
    afterSales: "证书问题免费咨询。",
  },
  {
    seller: 5,
    title: "建筑节能检测",
    category: "testing",
    yuan: 6_500,
    unit: "项",
    days: 10,
    area: "吉林省内",
    content: "外墙保温材料、门窗气密性与传热系数现场检测，出具节能专项验收所需检测报告。",
    afterSales: "验收时提供检测结论说明。",
  },
  {
    seller: 6,
    title: "工程结算审计",
    category: "costing",
    yuan: 0.5,
    unit: "平方米",
    days: 20,
    area: "吉林省内",
    content: "对施工单位报送的结算进行全面审核，核对工程量、单价、变更与签证，出具审计报告并参与三方核对。",
    afterSales: "审定后一个月内配合解释。",
  },
  {
    seller: 7,
    title: "绿色建筑设计咨询",
    category: "design",
    yuan: 18_000,
    unit: "项",
    days: 30,
    area: "全国，线上",
    content: "对照 GB/T 50378 进行绿色建筑星级预评估，提出节能、节水、室内环境优化方案并编制评价报告。",
    afterSales: "标识申报阶段免费答疑。",
  },
  {
    seller: 8,
    title: "工程测量放线",
    category: "other",
    yuan: 1_200,
    unit: "天",
    days: 2,
    area: "长春市内",
    content: "使用全站仪与 GNSS 进行控制网复测、建筑物定位放线与沉降观测，提供测量成果表。",
    afterSales: "放线复核一次不收费。",
  },
  {
    seller: 8,
    title: "基坑监测",
    category: "testing",
    yuan: 15_000,
    unit: "项",
    days: 60,
    area: "吉林省内",
    content: "对深基坑支护结构顶部位移、深层水平位移、周边建筑沉降与地下水位进行监测，及时预警。",
    afterSales: "监测结束后提交总结报告。",
    state: "reviewing",
  },
  {
    seller: 9,
    title: "项目管理咨询（EPC）",
    category: "consulting",
    yuan: 50_000,
    unit: "项",
    days: 90,
    area: "全国",
    content: "为 EPC 项目提供设计管理、采购管理与施工管理咨询，建立进度与成本管控体系。",
    afterSales: "项目结束后提供复盘报告。",
    state: "rejected",
    rejectReason: "服务内容过于笼统，请补充交付成果与人员配置",
  },
];

const articlesSeed = [
  {
    seller: HONGYUAN,
    title: "深基坑专项方案专家论证的常见问题",
    summary: "支护设计、监测方案与应急预案是论证被退回的高发点",
    body: "深基坑专项施工方案提交专家论证时，最常见的问题是支护结构计算书与现场地质条件不符、监测点布置缺少周边建筑物沉降观测、应急预案没有明确抢险物资和联系人。\n\n建议编制单位在论证前组织内部审查，逐条对照住建部门危大工程管理规定核对，必要时补充地勘资料。",
    state: "published" as const,
  },
  {
    seller: DINGSHENG,
    title: "钢筋进场复验的取样数量与判定",
    summary: "每批不大于60吨取一组，重量偏差不合格不得使用",
    body: "热轧带肋钢筋进场时应按同一牌号、同一炉罐号、同一规格的钢筋，每批重量不大于60吨取一组试样，检测屈服强度、抗拉强度、伸长率、弯曲性能和重量偏差。\n\n重量偏差不符合标准要求的钢筋不得使用，其他项目不合格时应加倍取样复检。",
    state: "published" as const,
  },
  {
    seller: HONGYUAN,
    title: "工程结算中签证单的证据效力",
    summary: "签证单的签字主体、时间与内容要素决定其能否作为结算依据",
    body: "施工过程中形成的签证单，是结算时认定工程量和价款调整的重要证据。签证单应由建设单位授权代表签字，写明发生的原因、时间、部位、工程量与计价方式。\n\n缺少授权或内容不完整的签证，在结算审核中往往不被认可，施工单位应在发生时及时办理。",
    state: "pending" as const,
  },
  {
    seller: HUAXIN,
    title: "钢结构高强螺栓终拧检查要点",
    summary: "扭矩法与转角法的检查比例和合格标准",
    body: "高强度螺栓连接副终拧完成1小时后、48小时内应进行终拧质量检查，检查数量为节点数的10%，且不少于10个节点；每个被抽查节点按螺栓数抽查10%，且不少于2个。\n\n扭剪型高强螺栓以梅花头拧掉为合格，未拧掉的应采用扭矩法或转角法检查。",
    state: "draft" as const,
  },
];

/** Orders 长春华信 (李晓梅) placed for 吉林宏远's services, one in each state the seller acts on. */
/** The steps of 验收 and 售后, as the live calls record them. */
const acceptanceStep = {
  delivered: (hoursAfter: number, note: string): SeededOrderStep => ({ type: "deliver", actorKind: "seller", to: "awaiting_acceptance", hoursAfter, note }),
  accepted: (hoursAfter: number): SeededOrderStep => ({ type: "accept", actorKind: "buyer", to: "completed", hoursAfter, note: "买家确认验收" }),
  afterSale: (hoursAfter: number, note: string): SeededOrderStep => ({ type: "request-after-sale", actorKind: "buyer", to: "after_sale", hoursAfter, note }),
};

const soldOrders: ReadonlyArray<{
  serviceIndex: number;
  suffix: string;
  daysAgo: number;
  steps: SeededOrderStep[];
  /** The buyer asked the seller for an invoice (申请中). */
  invoiceRequested?: boolean;
}> = [
  { serviceIndex: 1, suffix: "S8V3K6PQ", daysAgo: 1, steps: [seededStep.paid()] },
  {
    serviceIndex: 2,
    suffix: "S4M7C2XD",
    daysAgo: 6,
    steps: [seededStep.paid(), seededStep.started(8, "已安排安全工程师周海峰进场评价")],
  },
  {
    serviceIndex: 0,
    suffix: "S2T9H5LB",
    daysAgo: 40,
    steps: [seededStep.paid(), seededStep.started(24, "造价工程师已驻场"), seededStep.completed(700, "已出具结算审核报告")],
    invoiceRequested: true,
  },
  {
    serviceIndex: 3,
    suffix: "S3A8K4PM",
    daysAgo: 4,
    steps: [seededStep.paid(), seededStep.started(6, "招标工作组已组建"), acceptanceStep.delivered(72, "招标文件与评标报告已交付，请查收")],
  },
  {
    serviceIndex: 0,
    suffix: "S7D5E9QW",
    daysAgo: 3,
    steps: [seededStep.paid(), seededStep.started(4, "造价工程师已驻场"), acceptanceStep.delivered(48, "结算审核报告已交付")],
  },
  {
    serviceIndex: 1,
    suffix: "S5F2N7QT",
    daysAgo: 9,
    steps: [
      seededStep.paid(),
      seededStep.started(10, "检测人员已进场"),
      acceptanceStep.delivered(120, "检测报告已出具"),
      acceptanceStep.afterSale(150, "报告缺少第3号桩的检测数据，请补测"),
    ],
  },
  {
    serviceIndex: 1,
    suffix: "S9K4B6HV",
    daysAgo: 20,
    steps: [seededStep.paid(), seededStep.started(10, "检测人员已进场"), acceptanceStep.delivered(96, "检测报告已出具"), acceptanceStep.accepted(130)],
  },
  {
    serviceIndex: 3,
    suffix: "S6R2W8NJ",
    daysAgo: 3,
    steps: [seededStep.paid(), seededStep.refundRequested(30, "项目暂缓招标，申请退款")],
  },
];

/** The seller companies: the demo ones, then certified directory companies in a fixed order. */
async function sellerIds(db: Database) {
  const demo = await businessIdsByCreditCode(db, [HONGYUAN, DINGSHENG, HUAXIN]);
  const directory = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.certificationState, "certified"), gte(businesses.tenantId, "100100")))
    .orderBy(asc(businesses.tenantId))
    .limit(10);
  return (seller: string | number) => (typeof seller === "string" ? demo.get(seller) : directory[seller]?.id);
}

/** An administrator of the business, who is told of its reviews and orders (none for most directory companies). */
async function adminOf(db: Database, businessId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: memberships.memberId })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.role, "admin")))
    .orderBy(asc(memberships.memberId))
    .limit(1);
  return row?.id ?? null;
}

/** Services across a dozen companies, their knowledge articles, and 吉林宏远's sold orders; once. */
export async function seedShopServices(db: Database): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(shopServices);
  if ((existing?.n ?? 0) > 0) return;
  const sellerOf = await sellerIds(db);
  const now = Date.now();
  const ids: number[] = [];
  await db.transaction(async (tx) => {
    for (const [index, s] of services.entries()) {
      const sellerBusinessId = sellerOf(s.seller);
      if (!sellerBusinessId) continue;
      const at = new Date(now - (services.length - index) * 86_400_000);
      const [row] = await tx
        .insert(shopServices)
        .values({
          sellerBusinessId,
          createdBy: await adminOf(tx, sellerBusinessId),
          title: s.title,
          category: s.category,
          priceFen: Math.round(s.yuan * 100),
          unit: s.unit,
          deliveryDays: s.days,
          serviceArea: s.area,
          content: richContentOf(s.content),
          afterSales: s.afterSales,
          state: s.state ?? "listed",
          rejectReason: s.rejectReason ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: shopServices.id });
      if (row && index < 4) ids[index] = row.id;
    }
    for (const [index, a] of articlesSeed.entries()) {
      const businessId = sellerOf(a.seller);
      if (!businessId) continue;
      const memberId = await adminOf(tx, businessId);
      const [business] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
      if (!memberId || !business) continue;
      // Weeks old: the knowledge base keeps opening with the platform's own newest articles.
      const submittedAt = new Date(now - (40 + index * 7) * 86_400_000);
      const content = richContentOf(a.body);
      let articleId: number | null = null;
      if (a.state === "published") {
        const [author] = await tx.select({ name: members.realName }).from(members).where(eq(members.id, memberId));
        const [article] = await tx
          .insert(articles)
          .values({
            category: "knowledge",
            title: a.title,
            summary: a.summary,
            content,
            source: business.name,
            author: author?.name ?? "",
            publishedAt: submittedAt,
          })
          .onConflictDoNothing({ target: articles.title })
          .returning({ id: articles.id });
        articleId = article?.id ?? null;
      }
      await tx.insert(knowledgeSubmissions).values({
        memberId,
        businessId,
        businessName: business.name,
        title: a.title,
        summary: a.summary,
        content,
        state: a.state,
        articleId,
        submittedAt,
        ...(a.state === "published" ? { reviewedAt: new Date(submittedAt.getTime() + 86_400_000), reviewedBy: 1 } : {}),
      });
    }
  });
  await seedSoldOrders(db, ids, now);
}

async function seedSoldOrders(db: Database, serviceIds: readonly number[], now: number) {
  const [buyer] = await db.select({ id: members.id }).from(members).where(eq(members.phone, "13800000002"));
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, HUAXIN));
  if (!buyer || !business) return;
  await db.transaction(async (tx) => {
    for (const demo of soldOrders) {
      const serviceId = serviceIds[demo.serviceIndex];
      const [service] = serviceId ? await tx.select().from(shopServices).where(eq(shopServices.id, serviceId)) : [];
      if (!service) continue;
      const item = { kind: "shop_service", id: service.id, title: service.title, priceFen: service.priceFen, sellerBusinessId: service.sellerBusinessId };
      await insertSeededOrder(tx, { ...demo, buyerMemberId: buyer.id, buyerBusinessId: business.id, item, method: "bank_card" }, now);
      await followUp(tx, demo.suffix, demo.invoiceRequested ?? false, buyer.id);
    }
  });
}

/** What a seeded order waits for beyond its row: its 自动确认验收 when 待验收, the seller's invoice when asked for. */
async function followUp(tx: Database, suffix: string, invoiceRequested: boolean, buyerId: number) {
  const [order] = await tx
    .select()
    .from(serviceOrders)
    .where(sql`${serviceOrders.orderNo} like ${`%${suffix}`}`)
    .limit(1);
  if (!order) return;
  if (order.state === "awaiting_acceptance") {
    const [delivered] = await tx
      .select({ at: serviceOrderEvents.at })
      .from(serviceOrderEvents)
      .where(and(eq(serviceOrderEvents.orderId, order.id), eq(serviceOrderEvents.type, "deliver")));
    if (delivered) await scheduleAutoAccept(tx, order.id, delivered.at);
  }
  if (invoiceRequested) {
    const [buyerBusiness] = await tx
      .select({ name: businesses.name, creditCode: businesses.creditCode })
      .from(businesses)
      .where(eq(businesses.id, order.buyerBusinessId));
    await tx.insert(invoices).values({
      orderId: order.id,
      businessId: order.buyerBusinessId,
      requestedBy: buyerId,
      invoiceNo: `INV${order.orderNo}`,
      kind: "normal",
      title: buyerBusiness?.name ?? "长春华信钢结构工程有限公司",
      taxNo: buyerBusiness?.creditCode ?? HUAXIN,
      amountFen: order.paidFen,
      requestedAt: new Date(order.updatedAt.getTime() + 3_600_000),
    });
  }
}
