import { pictureUrl } from "../../platform/media/media-catalogue.ts";
import { lawyerPortrait } from "./lawyer-portrait.ts";

// The seeded 法律服务: law firms of the province (businesses of the platform) and their lawyers
// (member accounts that log in with the demo password, so a member can chat with one).

const CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A 统一社会信用代码 with its GB 32100 check character: 31 = 律师事务所 (司法行政机关登记). */
function firmCreditCode(regionCode: string, serial: number): string {
  const body = `31${regionCode}MD${String(serial).padStart(6, "0")}X`.slice(0, 17);
  const sum = [...body].reduce((acc, char, i) => acc + CHARS.indexOf(char) * (WEIGHTS[i] as number), 0);
  return body + CHARS[(31 - (sum % 31)) % 31];
}

/** The law firms; each lawyer belongs to one. */
export const lawFirms = [
  { key: "jfzh", name: "吉林法正律师事务所", regionCode: "220100" },
  { key: "csjy", name: "长春建衡律师事务所", regionCode: "220100" },
  { key: "jlbs", name: "吉林北山律师事务所", regionCode: "220200" },
  { key: "spzx", name: "四平正信律师事务所", regionCode: "220300" },
  { key: "thdm", name: "通化鼎铭律师事务所", regionCode: "220500" },
  { key: "ybhy", name: "延边海源律师事务所", regionCode: "222400" },
  { key: "syhd", name: "松原恒达律师事务所", regionCode: "220700" },
].map((firm, i) => ({ ...firm, creditCode: firmCreditCode(firm.regionCode, 240 + i) }));

type FirmKey = (typeof lawFirms)[number]["key"];

interface LawyerSeed {
  slug: string;
  name: string;
  female: boolean;
  firm: FirmKey;
  since: number;
  specialties: string[];
  caseCount: number;
  rating: number;
  featured: boolean;
  fee: string;
  intro: string;
  cases: string[];
}

const lawyerSeeds: LawyerSeed[] = [
  {
    slug: "wang-hongbin",
    name: "王洪斌",
    female: false,
    firm: "jfzh",
    since: 2004,
    specialties: ["建设工程施工合同纠纷", "工程款结算与追索"],
    caseCount: 312,
    rating: 49,
    featured: true,
    fee: "首次咨询30分钟免费；诉讼代理按标的额3%–6%收费，可风险代理",
    intro: "吉林法正律师事务所高级合伙人，省律师协会建设工程专业委员会委员，长期为省内施工总承包企业提供诉讼与非诉服务。",
    cases: ["代理某建工集团追索住宅项目工程款4200万元，二审全额支持", "代理总包单位应对发包方工期延误索赔，反诉获赔860万元"],
  },
  {
    slug: "liu-yajing",
    name: "刘雅静",
    female: true,
    firm: "jfzh",
    since: 2010,
    specialties: ["招投标", "政府采购与PPP"],
    caseCount: 168,
    rating: 48,
    featured: true,
    fee: "招标文件合规审查每份2000元起；投标异议与投诉代理另议",
    intro: "专注招投标与政府采购领域，为多个市县公共资源交易项目提供全过程法律服务。",
    cases: ["为某市政道路PPP项目提供全过程法律顾问服务", "代理投标人就废标决定提起投诉，责令重新评审"],
  },
  {
    slug: "zhao-guoqiang",
    name: "赵国强",
    female: false,
    firm: "csjy",
    since: 2008,
    specialties: ["劳务纠纷", "工程质量与安全事故"],
    caseCount: 245,
    rating: 47,
    featured: true,
    fee: "劳务纠纷调解包干价3000元起；安全事故应急法律服务按次计费",
    intro: "曾任企业法务负责人，熟悉农民工工资支付、实名制管理及安全生产事故处置。",
    cases: ["协助总包单位处置一起高处坠落事故的赔偿与行政调查", "代理劳务公司化解百人欠薪群体纠纷"],
  },
  {
    slug: "sun-limei",
    name: "孙丽梅",
    female: true,
    firm: "csjy",
    since: 2012,
    specialties: ["公司法务", "建设工程施工合同纠纷"],
    caseCount: 136,
    rating: 48,
    featured: true,
    fee: "常年法律顾问每年3万元起；合同审查每份500元起",
    intro: "为二十余家建筑企业担任常年法律顾问，擅长合同体系搭建与风险排查。",
    cases: ["为某钢结构企业搭建分包、采购合同范本体系", "代理公司股权纠纷，促成和解并完成股权回购"],
  },
  {
    slug: "chen-zhiyuan",
    name: "陈志远",
    female: false,
    firm: "jlbs",
    since: 2006,
    specialties: ["工程款结算与追索", "房地产开发"],
    caseCount: 289,
    rating: 48,
    featured: false,
    fee: "律师函每份800元；诉讼按标的额分段收费",
    intro: "吉林北山律师事务所主任，代理大量工程价款优先受偿权及房地产开发纠纷案件。",
    cases: ["代理施工单位行使建设工程价款优先受偿权，拍卖款优先受偿2300万元", "代理开发商应对购房人群诉，达成整体调解"],
  },
  {
    slug: "li-shuang",
    name: "李爽",
    female: true,
    firm: "jlbs",
    since: 2015,
    specialties: ["劳务纠纷", "公司法务"],
    caseCount: 97,
    rating: 46,
    featured: false,
    fee: "劳动仲裁代理每件4000元起",
    intro: "专注建筑业用工合规，熟悉劳务分包与劳动关系认定。",
    cases: ["代理分包企业应对工伤认定行政诉讼，一审胜诉", "为劳务企业设计实名制用工管理制度"],
  },
  {
    slug: "zhang-tiejun",
    name: "张铁军",
    female: false,
    firm: "spzx",
    since: 2002,
    specialties: ["建设工程施工合同纠纷", "工程质量与安全事故"],
    caseCount: 356,
    rating: 49,
    featured: true,
    fee: "首次咨询免费；质量鉴定类案件可按阶段收费",
    intro: "执业二十余年，擅长工程质量鉴定、造价鉴定程序中的证据组织与质证。",
    cases: ["代理承包人应对质量缺陷索赔，通过重新鉴定减少赔偿1100万元", "代理监理单位安全事故责任纠纷"],
  },
  {
    slug: "gao-wenjing",
    name: "高文静",
    female: true,
    firm: "spzx",
    since: 2016,
    specialties: ["招投标", "工程款结算与追索"],
    caseCount: 84,
    rating: 46,
    featured: false,
    fee: "投标文件法律审查每份1500元",
    intro: "熟悉电子招投标规则，为中小施工企业提供投标合规与合同谈判支持。",
    cases: ["代理中标人追索质保金及利息", "协助投标人就资格预审结果提出异议并获支持"],
  },
  {
    slug: "ma-chunlin",
    name: "马春林",
    female: false,
    firm: "thdm",
    since: 2009,
    specialties: ["工程款结算与追索", "劳务纠纷"],
    caseCount: 203,
    rating: 47,
    featured: false,
    fee: "工程款催收可风险代理，回款后按比例收费",
    intro: "通化鼎铭律师事务所合伙人，擅长工程款催收与执行。",
    cases: ["代理分包人向总包及发包人追索工程款，执行到位680万元", "代理农民工工资支付纠纷集体诉讼"],
  },
  {
    slug: "jin-meihua",
    name: "金美花",
    female: true,
    firm: "ybhy",
    since: 2011,
    specialties: ["公司法务", "房地产开发"],
    caseCount: 122,
    rating: 47,
    featured: false,
    fee: "中韩双语法律服务；常年顾问每年2.5万元起",
    intro: "延边海源律师事务所合伙人，可提供中朝（韩）双语服务，熟悉跨境建设项目合规。",
    cases: ["为延吉某商业综合体项目提供开发全流程法律服务", "代理外资企业工程合同争议仲裁"],
  },
  {
    slug: "park-zhehao",
    name: "朴哲浩",
    female: false,
    firm: "ybhy",
    since: 2013,
    specialties: ["建设工程施工合同纠纷", "政府采购与PPP"],
    caseCount: 110,
    rating: 46,
    featured: false,
    fee: "首次咨询30分钟免费",
    intro: "专注边境口岸及基础设施建设项目的合同与采购纠纷。",
    cases: ["代理口岸道路改造项目承包人工程变更索赔", "为县级政府采购项目提供合规审查"],
  },
  {
    slug: "yu-haitao",
    name: "于海涛",
    female: false,
    firm: "syhd",
    since: 2007,
    specialties: ["工程质量与安全事故", "劳务纠纷"],
    caseCount: 176,
    rating: 47,
    featured: false,
    fee: "事故应急处置服务按次收费，24小时响应",
    intro: "曾在应急管理系统工作，熟悉生产安全事故调查程序和企业应对。",
    cases: ["协助施工企业应对较大事故调查，依法减轻行政处罚", "代理事故伤亡人员赔偿协商"],
  },
  {
    slug: "wu-xiaohong",
    name: "吴晓红",
    female: true,
    firm: "syhd",
    since: 2018,
    specialties: ["招投标", "公司法务"],
    caseCount: 58,
    rating: 45,
    featured: false,
    fee: "合同审查每份300元起，小微企业优惠",
    intro: "服务中小建筑企业，提供投标、合同与日常法务支持。",
    cases: ["为本地建材企业完成合同范本与应收账款管理制度", "代理投标保证金返还纠纷"],
  },
  {
    slug: "tian-dongsheng",
    name: "田东升",
    female: false,
    firm: "csjy",
    since: 2005,
    specialties: ["建设工程施工合同纠纷", "工程款结算与追索", "房地产开发"],
    caseCount: 298,
    rating: 48,
    featured: false,
    fee: "诉讼代理按标的额分段收费；重大案件组建团队",
    intro: "长春建衡律师事务所创始合伙人，擅长复杂工程总承包（EPC）纠纷。",
    cases: ["代理EPC总承包人与业主结算纠纷，获赔设计变更价款5600万元", "代理烂尾项目续建中的多方权益协调"],
  },
];

/** The seed's lawyers with their phone (log-in), firm, city and portrait. */
export const seededLawyers = lawyerSeeds.map((lawyer, i) => {
  const firm = lawFirms.find((f) => f.key === lawyer.firm) as (typeof lawFirms)[number];
  const portrait = lawyerPortrait(lawyer.slug, i + 1, lawyer.female, lawyer.name);
  return {
    ...lawyer,
    phone: `136431001${String(i + 1).padStart(2, "0")}`,
    firmCreditCode: firm.creditCode,
    regionCode: firm.regionCode,
    // 执业证号 (17 digits): 1 (专职律师) + the firm's area + the first licence year + sex + a serial.
    licenseNo: `1${firm.regionCode}${lawyer.since}${lawyer.female ? "2" : "1"}${String(10_000 + (i + 1) * 37).slice(-5)}`,
    portrait,
    photoUrl: pictureUrl(portrait),
  };
});

/** The portraits the media seed stores. */
export function lawyerPortraits() {
  return seededLawyers.map((lawyer) => lawyer.portrait);
}
