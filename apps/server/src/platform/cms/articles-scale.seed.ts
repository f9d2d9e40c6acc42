import { PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
import { count, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { hashOf, inBatches, pickOf } from "../../db/scale-sql.ts";
import { articles } from "./schema.ts";

// Realistic Chinese articles for the benchmarks at scale (see src/db/seed-scale.ts). Categories are
// skewed as a portal's are: news most, party building least.
const categories = ["news", "news", "news", "news", "industry", "industry", "industry", "policy", "policy", "salon", "party"];

const regions = ["吉林省", "长春市", "吉林市", "四平市", "延边州", "松原市", "白城市", "通化市", "辽源市", "白山市", "长春新区", "梅河口市"];

// Eight topics per category, so one hash picks a topic whatever the category.
const topics: Record<string, string[]> = {
  news: [
    "建筑业高质量发展推进会召开",
    "重点工程项目集中开工",
    "装配式建筑示范项目通过验收",
    "城市更新改造工程全面提速",
    "保障性住房建设进度过半",
    "冬季施工安全专项检查启动",
    "智慧工地建设现场观摩会举行",
    "建筑企业“走出去”签约仪式举行",
  ],
  industry: [
    "钢材市场价格周评",
    "商品混凝土行业运行分析",
    "水泥熟料产能调控动态",
    "工程机械租赁市场观察",
    "建材集采价格指数发布",
    "劳务分包市场用工情况分析",
    "绿色建材认证企业名单更新",
    "BIM技术应用情况调查",
  ],
  policy: [
    "关于进一步规范建设工程招标投标活动的通知",
    "建筑工程施工许可管理实施细则（修订）",
    "关于推进建筑业农民工实名制管理的意见",
    "工程建设项目审批制度改革工作方案",
    "关于加强预拌混凝土质量管理的通知",
    "建筑企业资质管理规定解读",
    "关于开展工程质量安全提升行动的通知",
    "建设工程价款结算暂行办法（征求意见稿）",
  ],
  salon: [
    "BIM正向设计应用沙龙",
    "装配式建筑技术交流会",
    "建筑企业数字化转型沙龙",
    "工程总承包项目管理研讨会",
    "供应链金融服务对接会",
    "绿色低碳建造专题沙龙",
    "建筑劳务用工合规讲座",
    "工程造价数字化交流会",
  ],
  party: [
    "党建引领工地一线",
    "“三会一课”走进项目部",
    "党员先锋岗助力重点工程",
    "主题党日活动走进施工现场",
    "党建共建签约仪式举行",
    "青年突击队攻坚纪实",
    "廉洁文化进工地活动启动",
    "党员志愿服务队慰问一线工人",
  ],
};

const sentences = [
  "会议强调，要坚持安全第一、质量为本，确保工程按期优质完成。",
  "据统计，今年以来全省新开工项目同比增长12.6%，完成投资超过计划进度。",
  "相关负责人表示，下一步将加快推进项目审批和要素保障工作。",
  "本周螺纹钢主流成交价小幅上涨，市场观望情绪有所缓解。",
  "项目采用装配式施工工艺，预制构件装配率达到65%以上。",
  "各施工企业应落实冬季施工防冻、防火、防煤气中毒措施。",
  "平台将持续提供招投标、集中采购和供应链金融等一站式服务。",
  "专家建议企业加强数字化管理，提升项目精细化管理水平。",
  "活动现场，参会代表围绕行业热点问题进行了深入交流。",
  "文件自发布之日起施行，原有相关规定同时废止。",
  "与会人员实地观摩了智慧工地管理平台和标准化施工现场。",
  "下阶段将重点做好农民工工资支付保障和劳务实名制管理。",
];

const sources = ["吉林日报", "中国建设报", "省住房和城乡建设厅", "平台资讯中心", "省建筑业协会", "新华网", "省建设工程造价管理站", "人民网"];

/** Tops the article table up to `target` rows of realistic articles (none when it holds that many). */
export async function seedScaleArticles(db: Database, target: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles);
  return inBatches((row?.n ?? 0) + 1, target, (from, to) => {
    const i = sql`g.i`;
    const category = pickOf(categories, hashOf(i, 1));
    const paragraphs = sql.join(
      [5, 6, 7].map((salt) => sql`'<p>' || ${pickOf(sentences, hashOf(i, salt))} || '</p>'`),
      sql` || `,
    );
    return db.execute(sql`
      insert into article (category, title, summary, content, source, view_count, published_at, module_code)
      select c.category,
        ${pickOf(regions, hashOf(i, 2))} || (${JSON.stringify(topics)}::jsonb -> c.category ->> (${hashOf(i, 3)} % 8)::int) || '（第' || g.i || '期）',
        ${pickOf(sentences, hashOf(i, 4))},
        ${paragraphs},
        ${pickOf(sources, hashOf(i, 8))},
        (${hashOf(i, 9)} % 5000)::int,
        -- Spread over three years, so the newest of a category is a small slice of its rows.
        now() - (${hashOf(i, 10)} % ${3 * 365 * 86_400}) * interval '1 second',
        -- 党建 articles in the menu's module (202408150001, which the migration creates).
        case when c.category = 'party' then ${PARTY_BUILDING_MODULE_CODE} end
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join lateral (select ${category} as category) as c
      on conflict (title) do nothing`);
  });
}
