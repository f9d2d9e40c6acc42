import { JILIN_CITIES, type ServiceNeedCategory, type ServiceNeedStatus } from "@cidp/domain";
import { randomFrom } from "../../platform/media/svg-shapes.ts";

// The seeded 服务需求: what construction companies and workers of the province asked for. Most are
// approved (the public case list), a few wait for the operator.

const templates: [ServiceNeedCategory, string, string][] = [
  [
    "工程款追索",
    "住宅项目竣工后工程款拖欠催收",
    "我司承建的住宅小区项目已于去年竣工验收并交付，发包方以资金紧张为由拖欠工程款约380万元，多次催要无果，需要律师出具律师函并评估诉讼方案。",
  ],
  [
    "工程款追索",
    "分包工程款被总包长期扣留",
    "我方作为钢结构专业分包，完成全部工程量并经监理确认，总包以业主未付款为由拒付剩余款项120万元，希望了解“背靠背”条款效力及追索途径。",
  ],
  ["合同审查", "EPC总承包合同条款审查", "拟签订一份产业园区EPC总承包合同，合同金额约1.2亿元，需要律师重点审查工期、变更、价款调整与违约责任条款。"],
  ["合同审查", "设备租赁合同范本修订", "公司主营塔吊及施工升降机租赁，现有合同范本较旧，希望律师结合近年纠纷情况修订，增加安全责任划分与租金逾期条款。"],
  ["招投标法律服务", "投标被否决后的异议与投诉", "我司参加某市政道路项目投标，因业绩证明材料被评标委员会否决，认为评审有误，需要律师协助准备异议及投诉材料。"],
  ["招投标法律服务", "招标文件合规审查", "我单位作为招标人即将发布一批农村公路改造项目招标文件，需律师审查资格条件设置是否存在排斥潜在投标人的情形。"],
  ["劳务纠纷处理", "班组工人工资争议调解", "项目部与木工班组就完工量计算存在争议，班组二十余名工人要求结清工资，希望律师介入协调并规范结算手续。"],
  ["劳务纠纷处理", "工地工伤认定与赔偿咨询", "一名钢筋工在施工中受伤，劳务公司未为其缴纳工伤保险，想了解工伤认定流程及总包、劳务公司各自责任。"],
  ["法律咨询", "挂靠施工的法律风险咨询", "有个人希望以我公司资质承接项目，想了解挂靠施工在合同效力、质量责任和税务方面的法律风险。"],
  ["法律咨询", "工程质保金返还期限咨询", "项目竣工已满两年，发包方仍未返还5%质保金，想咨询质保金返还期限的法律规定及主张方式。"],
  ["企业合规与常年顾问", "建筑企业常年法律顾问", "公司为二级施工总承包企业，年产值约3亿元，寻求常年法律顾问，提供合同审查、诉讼支持及员工法律培训。"],
  ["企业合规与常年顾问", "安全生产合规体系梳理", "集团下属多个项目部，希望律师协助梳理安全生产责任制度及应急预案，对照最新法规查漏补缺。"],
  ["工程质量与安全事故处理", "屋面渗漏质量纠纷", "业主以屋面渗漏为由要求我司承担维修及损失赔偿，我司认为系使用不当所致，需要律师协助申请质量鉴定。"],
  ["工程质量与安全事故处理", "高处坠落事故后续处置", "项目发生一起高处坠落事故，一人受伤，需要律师协助与伤者家属协商并应对安监部门调查。"],
  ["工程款追索", "政府投资项目审计结算争议", "我司承建的学校改扩建工程，发包方以审计未完成为由迟迟不结算，想了解审计结论对结算的约束力。"],
  ["合同审查", "商品混凝土采购合同审查", "拟与搅拌站签订年度混凝土采购合同，需审查质量标准、供货延误及价格调整条款。"],
  ["招投标法律服务", "联合体投标协议起草", "我司拟与设计院组成联合体参加设计施工总承包项目投标，需要律师起草联合体协议，明确分工与责任。"],
  ["劳务纠纷处理", "劳务分包合同与实名制管理", "新成立劳务公司，希望律师协助制定劳务分包合同模板及农民工实名制、工资专户管理制度。"],
  ["法律咨询", "工期延误索赔可行性评估", "因发包方图纸迟延及多次变更，项目工期延误近半年，想评估向发包方索赔停窝工损失的可行性。"],
  ["企业合规与常年顾问", "企业资质转让中的法律问题", "公司拟通过收购方式取得一家具有市政二级资质的企业，需要律师做尽职调查并设计交易结构。"],
  ["工程款追索", "装修工程尾款追讨", "为某酒店完成装修工程，结算款已确认，尚有65万元尾款逾期一年未付，需要律师协助起诉并申请财产保全。"],
  ["工程质量与安全事故处理", "基坑坍塌责任划分咨询", "相邻项目基坑坍塌导致我方临时设施受损，想了解责任划分及向施工方、建设方索赔的路径。"],
  ["合同审查", "装配式构件供货合同审查", "我司向多个项目供应预制构件，需要律师审查供货合同中的验收、安装配合及质量责任条款。"],
  ["招投标法律服务", "中标后拒签合同的应对", "我司已中标某厂房项目，招标人以预算调整为由拒绝签订合同，想了解权利救济方式。"],
  ["劳务纠纷处理", "冬季停工期间工人安置争议", "冬季停工期间部分工人要求支付停工工资，想咨询停工期间工资支付标准及协商方案。"],
];

const contacts = ["王经理", "李女士", "张先生", "刘工", "陈总", "杨女士", "赵先生", "孙经理", "周女士", "吴工", "郑先生", "冯经理"];
/** The first 21 are public (approved, spread over the statuses), the rest wait for review. */
const APPROVED = 21;

/** Every seeded need with a stable key, the city, a budget (or none), contact, phone and time. */
export function seededNeeds(now: Date = new Date(Date.UTC(2026, 10, 20, 2))) {
  const random = randomFrom(20_261_120);
  return templates.map(([category, title, description], i) => {
    const city = JILIN_CITIES[Math.floor(random() * JILIN_CITIES.length)] as (typeof JILIN_CITIES)[number];
    const budgetRoll = random();
    const budgetYuan = budgetRoll < 0.3 ? null : Math.round((2 + budgetRoll * 98) * 10) * 100;
    const approved = i < APPROVED;
    const status: ServiceNeedStatus = !approved ? "open" : i % 5 === 0 ? "resolved" : i % 3 === 0 ? "matched" : "open";
    const submittedAt = new Date(now.getTime() - (templates.length - i) * 26 * 3_600_000 - Math.floor(random() * 3_600_000));
    return {
      seedKey: `need-${String(i + 1).padStart(3, "0")}`,
      title,
      category,
      description,
      regionCode: city.code,
      budgetYuan,
      contactName: contacts[i % contacts.length] as string,
      phone: `1390431${String(1000 + i * 7).padStart(4, "0")}`,
      state: approved ? ("approved" as const) : ("pending" as const),
      status,
      submittedAt,
      reviewedAt: approved ? new Date(submittedAt.getTime() + 5 * 3_600_000) : null,
    };
  });
}
