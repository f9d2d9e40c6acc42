import { JILIN_CITIES, QUALIFICATION_CATEGORIES } from "@cidp/domain";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { demoParties } from "../../platform/member/demo-parties.ts";
import { businesses } from "../../platform/member/schema.ts";
import { marketProjects, projectAlertSubscriptions, projectRegistrations } from "./schema.ts";

const DAY_MS = 86_400_000;
const WAN = 1_000_000; // fen in 1 万元

/** Real-sounding needs across the province: what, where (city index), budget in 万元, grade, days open. */
/** A seeded need as written here: its title, trade (an index of QUALIFICATION_CATEGORIES), city (of JILIN_CITIES), budget in 万元, grade, days left and scope. */
type NeedSeed = { title: string; category: number; city: number; budget: [number, number]; grade: string; days: number; scope: string };

const needs: readonly NeedSeed[] = [
  {
    title: "长春新区北湖科技园三期厂房总承包",
    category: 0,
    city: 0,
    budget: [8_000, 12_000],
    grade: "一级",
    days: 20,
    scope: "三栋多层标准厂房及配套办公楼，总建筑面积约 6.8 万平方米，含土建、安装及室外总体工程。",
  },
  {
    title: "吉林市江南片区雨污分流改造工程",
    category: 1,
    city: 1,
    budget: [3_500, 4_200],
    grade: "二级",
    days: 15,
    scope: "江南片区 12 条道路雨污分流管网改造，管径 DN300–DN1200，含路面恢复及交通疏导。",
  },
  {
    title: "四平市铁东区老旧小区综合整治",
    category: 6,
    city: 2,
    budget: [1_200, 1_800],
    grade: "二级",
    days: 12,
    scope: "28 栋住宅外墙保温、屋面防水、楼道粉刷及单元门更换，涉及居民 1,960 户。",
  },
  {
    title: "辽源市东辽河堤防加固工程（二标段）",
    category: 3,
    city: 3,
    budget: [2_600, 3_000],
    grade: "二级",
    days: 18,
    scope: "堤防加固 6.2 公里，含堤身培厚、穿堤建筑物改建及堤顶道路。",
  },
  {
    title: "通化市医药高新区污水处理厂扩建",
    category: 8,
    city: 4,
    budget: [5_200, 6_000],
    grade: "一级",
    days: 25,
    scope: "新增处理规模 2 万吨/日，含生化池、二沉池、深度处理车间及设备安装调试。",
  },
  {
    title: "白山市长白山大街道路提升改造",
    category: 1,
    city: 5,
    budget: [2_100, 2_500],
    grade: "二级",
    days: 10,
    scope: "道路全长 3.4 公里，含路面铣刨罩面、人行道铺装、路灯及绿化提升。",
  },
  {
    title: "松原市宁江区物流园钢结构仓储库",
    category: 5,
    city: 6,
    budget: [3_800, 4_600],
    grade: "一级",
    days: 22,
    scope: "两栋单层门式钢架仓库，单跨 36 米，用钢量约 3,200 吨，含围护及屋面系统。",
  },
  {
    title: "白城市洮北区供热管网改造",
    category: 4,
    city: 7,
    budget: [1_500, 1_900],
    grade: "三级",
    days: 14,
    scope: "一次网改造 8.6 公里及 14 座换热站设备更新，采暖期前完工。",
  },
  {
    title: "延吉市朝阳川镇乡村道路硬化",
    category: 2,
    city: 8,
    budget: [900, 1_200],
    grade: "三级",
    days: 9,
    scope: "村屯道路硬化 18 公里，水泥混凝土路面，含边沟及涵洞。",
  },
  {
    title: "长春市南关区学校体育馆新建工程",
    category: 0,
    city: 0,
    budget: [6_500, 7_200],
    grade: "一级",
    days: 30,
    scope: "体育馆建筑面积 1.2 万平方米，钢网架屋盖，含看台、场馆设备及室外配套。",
  },
  {
    title: "长春市绿园区商业综合体精装修",
    category: 6,
    city: 0,
    budget: [2_800, 3_300],
    grade: "一级",
    days: 16,
    scope: "商业综合体公共区域精装修约 3.5 万平方米，含吊顶、地面石材、幕墙内装。",
  },
  {
    title: "吉林市化工园区深基坑支护工程",
    category: 7,
    city: 1,
    budget: [1_600, 2_000],
    grade: "一级",
    days: 11,
    scope: "基坑深 14 米，采用钻孔灌注桩加锚索支护，含降水及监测。",
  },
  {
    title: "长春市二道区塔吊及施工升降机安装",
    category: 9,
    city: 0,
    budget: [300, 450],
    grade: "二级",
    days: 8,
    scope: "6 台塔式起重机及 8 台施工升降机安装、顶升、拆除，含安全检测。",
  },
  {
    title: "公主岭至长春快速路跨线桥工程",
    category: 2,
    city: 0,
    budget: [15_000, 18_000],
    grade: "特级",
    days: 35,
    scope: "跨线桥 2 座，主桥为预应力混凝土连续箱梁，全长 1.6 公里，含引道工程。",
  },
  {
    title: "吉林市丰满区水厂清水池改造",
    category: 3,
    city: 1,
    budget: [700, 900],
    grade: "三级",
    days: 13,
    scope: "清水池结构加固、防渗处理及配套管道阀门更换。",
  },
  {
    title: "通化市人民医院门诊楼机电安装",
    category: 4,
    city: 4,
    budget: [2_300, 2_800],
    grade: "二级",
    days: 19,
    scope: "门诊楼给排水、暖通空调、电气、智能化及医用气体系统安装。",
  },
  {
    title: "四平市红嘴经济开发区标准化厂房",
    category: 0,
    city: 2,
    budget: [4_500, 5_500],
    grade: "二级",
    days: 24,
    scope: "六栋标准化厂房及配套道路管网，建筑面积约 4.2 万平方米。",
  },
  {
    title: "延边州图们江流域生态修复工程",
    category: 8,
    city: 8,
    budget: [3_000, 3_600],
    grade: "二级",
    days: 28,
    scope: "河道清淤、生态护岸及湿地修复，治理河长 11 公里。",
  },
  {
    title: "松原市查干湖旅游区游客中心钢结构",
    category: 5,
    city: 6,
    budget: [1_100, 1_400],
    grade: "二级",
    days: 17,
    scope: "游客中心钢结构主体及玻璃幕墙，用钢量约 900 吨。",
  },
  {
    title: "白山市抚松县人参产业园道路管网",
    category: 1,
    city: 5,
    budget: [1_800, 2_200],
    grade: "二级",
    days: 21,
    scope: "园区道路 4.1 公里及给水、雨污、燃气管网同步敷设。",
  },
  {
    title: "长春市朝阳区保障性住房项目",
    category: 0,
    city: 0,
    budget: [20_000, 24_000],
    grade: "特级",
    days: 40,
    scope: "保障性住房 12 栋，总建筑面积约 18 万平方米，装配式建筑比例不低于 50%。",
  },
  {
    title: "吉林市船营区桥梁检测与加固",
    category: 2,
    city: 1,
    budget: [500, 650],
    grade: "三级",
    days: 7,
    scope: "城区 5 座桥梁定期检测、承载力评定及粘贴钢板加固。",
  },
];

/** Needs the demo business publishes itself, so 张建国 sees registrations and a draft. */
const demoNeeds = [
  {
    title: "宏远·长春净月区安置房项目钢结构分包",
    category: 5,
    city: 0,
    budget: [2_200, 2_600] as [number, number],
    grade: "二级",
    days: 14,
    scope: "安置房项目 4 栋钢结构连廊及屋面钢结构分包，用钢量约 1,100 吨，含深化设计、制作、安装。",
    state: "published" as const,
  },
  {
    title: "宏远·吉林市丰满区道路配套市政分包",
    category: 1,
    city: 1,
    budget: [900, 1_100] as [number, number],
    grade: "三级",
    days: 21,
    scope: "住宅小区外围道路 2.3 公里及雨污管网、路灯配套，计划明年三月开工。",
    state: "draft" as const,
  },
];

/**
 * The project needs of the marketplace: published ones across every city and category, one past its
 * deadline, one completed, one withdrawn, and the demo businesses' own with registrations; once.
 */
export async function seedProjects(db: Database, now = Date.now()): Promise<void> {
  const [held] = await db.select({ n: count() }).from(marketProjects);
  if ((held?.n ?? 0) > 0) return;
  const publishers = await db
    .select({ id: businesses.id, creditCode: businesses.creditCode })
    .from(businesses)
    .where(eq(businesses.certificationState, "certified"))
    .orderBy(asc(businesses.id));
  const demoIds = await demoParties(db);
  if (!demoIds) return;
  // The directory's companies publish; the demo members' own businesses take part as registrants.
  const others = publishers.filter((p) => !Object.values(demoIds).includes(p.id));
  if (others.length === 0) return;
  const city = (i: number) => JILIN_CITIES[i % JILIN_CITIES.length]?.code ?? "220100";
  /** What the directory's needs and the demo member's own write alike: the need itself, as published. */
  const described = (need: Omit<NeedSeed, "days">) => ({
    title: need.title,
    category: QUALIFICATION_CATEGORIES[need.category] ?? QUALIFICATION_CATEGORIES[0],
    regionCode: city(need.city),
    budgetMinFen: need.budget[0] * WAN,
    budgetMaxFen: need.budget[1] * WAN,
    requiredGrade: need.grade,
    scope: need.scope,
  });
  const rows: (typeof marketProjects.$inferInsert)[] = needs.map((need, i) => {
    // A few in other states: the 3rd past its deadline, the 6th completed, the 9th withdrawn.
    const state = i === 5 ? "completed" : i === 8 ? "withdrawn" : "published";
    const deadline = new Date(now + (i === 2 || i === 5 ? -3 : need.days) * DAY_MS);
    return {
      publisherBusinessId: others[(i * 5) % others.length]?.id ?? others[0]?.id ?? 0,
      publisherMemberId: null,
      ...described(need),
      deadline,
      contactName: ["王工", "刘经理", "陈工", "赵主任", "孙经理"][i % 5] ?? "王工",
      state,
      publishedAt: new Date(now - (i + 2) * DAY_MS),
      createdAt: new Date(now - (i + 3) * DAY_MS),
      updatedAt: new Date(now - (i + 2) * DAY_MS),
    };
  });
  for (const need of demoNeeds)
    rows.push({
      publisherBusinessId: demoIds.hongyuan,
      publisherMemberId: demoIds.zhang,
      ...described(need),
      deadline: new Date(now + need.days * DAY_MS),
      contactName: "张建国",
      state: need.state,
      publishedAt: need.state === "published" ? new Date(now - DAY_MS) : null,
      createdAt: new Date(now - 2 * DAY_MS),
      updatedAt: new Date(now - DAY_MS),
    });
  const inserted = await db
    .insert(marketProjects)
    .values(rows)
    .returning({ id: marketProjects.id, title: marketProjects.title, publisher: marketProjects.publisherBusinessId });
  const idOf = (title: string) => inserted.find((r) => r.title === title)?.id ?? 0;
  const own = idOf(demoNeeds[0]?.title ?? "");
  const registrations: (typeof projectRegistrations.$inferInsert)[] = [
    // 李晓梅's steel company registers on 宏远's steel need, and two directory companies too.
    {
      projectId: own,
      businessId: demoIds.huaxin,
      memberId: demoIds.li,
      contactName: "李晓梅",
      message: "我司具备钢结构工程专业承包一级资质，近三年完成类似连廊工程 6 项。",
      createdAt: new Date(now - 12 * 3_600_000),
    },
    ...others.slice(0, 2).map((b, k) => ({
      projectId: own,
      businessId: b.id,
      memberId: null,
      contactName: ["周经理", "吴工"][k] ?? "周经理",
      message: "有意承接，可提供业绩证明及项目团队。",
      state: k === 0 ? "shortlisted" : "registered",
      createdAt: new Date(now - (20 + k) * 3_600_000),
    })),
    // 宏远 registered on two open needs of the directory.
    {
      projectId: idOf(needs[0]?.title ?? ""),
      businessId: demoIds.hongyuan,
      memberId: demoIds.zhang,
      contactName: "张建国",
      message: "我司具备建筑工程施工总承包特级资质。",
      createdAt: new Date(now - DAY_MS),
    },
    {
      projectId: idOf(needs[9]?.title ?? ""),
      businessId: demoIds.hongyuan,
      memberId: demoIds.zhang,
      contactName: "张建国",
      message: "",
      state: "shortlisted",
      createdAt: new Date(now - DAY_MS),
    },
  ];
  await db
    .insert(projectRegistrations)
    .values(registrations.filter((r) => r.projectId > 0))
    .onConflictDoNothing();
  // 宏远 hears of matching needs.
  await db.insert(projectAlertSubscriptions).values({ businessId: demoIds.hongyuan, memberId: demoIds.zhang }).onConflictDoNothing();
}
