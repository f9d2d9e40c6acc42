/** The demo home content in Chinese: footer, dictionaries, banners, districts and the rest. */
import { bannerPictures, partnerMarks, pictureUrl, platformCovers, popupPicture } from "../media/media-catalogue.ts";
import homeDictionaries from "./home-dictionaries.json" with { type: "json" };

/** A footer column or link; `content` makes it a help page. */
export interface NavSeed {
  articleTitle: string;
  url?: string;
  content?: string;
  children?: NavSeed[];
}

const help = (title: string, body: string[]) => `<h2>${title}</h2>${body.map((p) => `<p>${p}</p>`).join("")}`;

export const footerSeed: NavSeed[] = [
  {
    articleTitle: "关于我们",
    children: [
      {
        articleTitle: "平台简介",
        content: help("平台简介", [
          "建筑产业互联网平台由省级国有企业投资建设运营，面向建筑施工企业、建材供应商、设备租赁商和从业人员提供数字化服务。",
          "平台提供建材集采、设备租赁、劳务用工、项目撮合、供应链金融和法律服务等功能，助力建筑业转型升级。",
        ]),
      },
      {
        articleTitle: "运营单位",
        content: help("运营单位", ["平台运营单位：省建筑产业数字科技有限公司。", "地址：长春市南关区人民大街 1000 号建设大厦 18 层。"]),
      },
      { articleTitle: "联系我们", content: help("联系我们", ["客服热线：400-000-0000（工作日 9:30-18:30）。", "商务合作：bd@cidp.example.cn。"]) },
    ],
  },
  {
    articleTitle: "服务指南",
    children: [
      {
        articleTitle: "注册指南",
        content: help("注册指南", [
          "使用手机号获取短信验证码即可注册个人账号。",
          "注册后可创建或加入企业，一个账号可同时属于多家企业。",
          '会员权益与注册步骤见<a href="/sign-up2">注册成为平台会员</a>。',
        ]),
      },
      {
        articleTitle: "企业认证",
        content: help("企业认证", ["在会员中心“账户认证”上传营业执照并填写统一社会信用代码。", "审核一般在 1 个工作日内完成，认证后可发布招标和询价信息。"]),
      },
      { articleTitle: "发布需求", content: help("发布需求", ["需求方可发布询价单、招标公告和设备求租信息。", "供应方可发布产品、服务并参与报价和投标。"]) },
      {
        articleTitle: "常见问题",
        content: help("常见问题", ["忘记密码怎么办？请在登录页点击“忘记密码”，通过短信验证码重置。", "如何切换企业？登录后在页面顶部的企业选择框中切换。"]),
      },
    ],
  },
  {
    articleTitle: "政策条款",
    children: [
      { articleTitle: "用户协议", url: "/default/global-search/user-agreement" },
      { articleTitle: "隐私政策", url: "/default/global-search/privacy-policy" },
      { articleTitle: "版权声明", url: "/default/global-search/copyright-notice" },
    ],
  },
  {
    articleTitle: "友情链接",
    children: [
      { articleTitle: "中华人民共和国住房和城乡建设部", url: "https://www.mohurd.gov.cn/" },
      { articleTitle: "全国建筑市场监管公共服务平台", url: "https://jzsc.mohurd.gov.cn/" },
      { articleTitle: "中国建筑业协会", url: "http://www.zgjzy.org.cn/" },
      { articleTitle: "吉林省住房和城乡建设厅", url: "http://jst.jl.gov.cn/" },
    ],
  },
];

/** A dictionary entry seed; children are one level deep. */
export interface DictSeed {
  dictKey: string;
  dictValue: string;
  children?: { dictKey: string; dictValue: string }[];
}

/**
 * The home page's dictionaries by code, as data (home-dictionaries.json): the top line, the rolling
 * texts, the activities and member-area links, the 热门搜索 words under the search box (offered
 * too when a keyword finds nothing; editors change them in 热门搜索与顶部文字), the business labels,
 * and the front-end style switch (its first child's dictKey: 0 default style; 1 generic platform,
 * 2 CHANGCHUN, 3 both, spec §4).
 */
export const dictionarySeed: Record<string, DictSeed[]> = homeDictionaries;

export const bannerSeed = [
  { position: "100", title: "建筑产业互联网平台", imgUrl: pictureUrl(bannerPictures.homePlatform), linkUrl: "/default/digital-platform/dg-platform", sort: 1 },
  { position: "100", title: "建材集采 降本增效", imgUrl: pictureUrl(bannerPictures.homeMaterials), linkUrl: "/default/home?params=supply", sort: 2 },
  { position: "100", title: "智慧监管 安全施工", imgUrl: pictureUrl(bannerPictures.homeSupervise), linkUrl: "/default/home?params=supervise", sort: 3 },
  { position: "101", title: "新闻资讯", imgUrl: pictureUrl(bannerPictures.innerNews), linkUrl: "/default/news/news-list", sort: 1 },
  { position: "101", title: "企业风采", imgUrl: pictureUrl(bannerPictures.innerCompany), linkUrl: "/default/company/more", sort: 2 },
];

export const homeDistrictSeed = [
  { name: "供需对接", code: "supply", subTitle: "建材集采 · 询价报价 · 招标投标", sort: 1, isShow: 1 },
  { name: "数字平台", code: "digital", subTitle: "五大产业平台一站通达", sort: 2, isShow: 1 },
  { name: "综合服务", code: "service", subTitle: "法律服务 · 在线客服 · 需求案例", sort: 3, isShow: 1 },
  { name: "智慧监管", code: "supervise", subTitle: "项目、质量、安全、劳务实时数据", sort: 4, isShow: 1 },
  { name: "新闻资讯", code: "news", subTitle: "行业新闻与政策解读", sort: 5, isShow: 1 },
  { name: "企业风采", code: "company", subTitle: "优秀企业展示", sort: 6, isShow: 1 },
  { name: "研究创新", code: "research", subTitle: "科研创新 · 技术推广", sort: 7, isShow: 1 },
  { name: "党建引领", code: "party", subTitle: "党建工作动态", sort: 8, isShow: 1 },
  { name: "招商引资", code: "invest", subTitle: "筹备中", sort: 9, isShow: 0 },
];

export const servicePackageSeed = [
  {
    name: "企业常年法律顾问（基础版）",
    category: "法律服务",
    priceFen: 1_280_000,
    period: "1年",
    description: "适合中小建筑企业的常年法律顾问服务。",
    features: ["合同审查 20 份/年", "电话及在线咨询不限次", "律师函 2 份"],
  },
  {
    name: "企业常年法律顾问（专业版）",
    category: "法律服务",
    priceFen: 2_980_000,
    period: "1年",
    description: "覆盖招投标、工程款结算和劳务纠纷的全程法律服务。",
    features: ["合同审查不限份数", "招投标文件合规审查", "诉讼仲裁代理 1 件"],
  },
  {
    name: "工程款催收专项服务",
    category: "法律服务",
    priceFen: 500_000,
    period: "单次",
    description: "专业律师团队协助追讨拖欠工程款。",
    features: ["欠款证据梳理", "律师函与谈判", "诉讼方案"],
  },
  {
    name: "企业资质代办咨询",
    category: "企业服务",
    priceFen: 300_000,
    period: "单次",
    description: "建筑业企业资质新办、升级和延续咨询。",
    features: ["资质条件评估", "申报材料清单", "进度跟踪"],
  },
];

/** What each kind of 智慧监管 panel shows: its title, and its figures' names and units in order. */
const supervisePanels = {
  project: {
    title: "在建项目",
    figures: [
      ["在建项目", "个"],
      ["总投资额", "亿元"],
      ["本月新开工", "个"],
    ],
  },
  quality: {
    title: "质量监督",
    figures: [
      ["质量检查", "次"],
      ["整改完成率", "%"],
      ["优质工程", "项"],
    ],
  },
  safety: {
    title: "安全生产",
    figures: [
      ["安全巡查", "次"],
      ["隐患整改率", "%"],
      ["安全生产天数", "天"],
    ],
  },
  labor: {
    title: "劳务实名制",
    figures: [
      ["实名登记工人", "人"],
      ["今日在岗", "人"],
      ["工资代发", "亿元"],
    ],
  },
} as const;

/** A region's panel of a kind, its figures' values in the kind's order. */
function supervisePanel(type: keyof typeof supervisePanels, regionCode: string, regionName: string, values: readonly number[]) {
  const { title, figures } = supervisePanels[type];
  return { type, regionCode, regionName, title, figures: figures.map(([name, unit], i) => ({ name, value: values[i] ?? 0, unit })) };
}

export const superviseSeed = [
  supervisePanel("project", "220000", "吉林省", [3862, 2856.4, 214]),
  supervisePanel("quality", "220000", "吉林省", [1208, 97.6, 86]),
  supervisePanel("safety", "220000", "吉林省", [5320, 99.1, 412]),
  supervisePanel("labor", "220000", "吉林省", [186_420, 92_310, 18.6]),
  supervisePanel("project", "220100", "长春市", [1425, 1210.8, 76]),
  supervisePanel("safety", "220100", "长春市", [2104, 98.7, 365]),
];

export const abilitySeed = [
  {
    name: "建材集采",
    description: "汇聚省内优质建材供应商，在线询价、比价、集中采购。",
    icon: "materials",
    linkUrl: "/user/building-materials/addInquirySheet",
  },
  { name: "设备租赁", description: "塔吊、挖掘机、汽车吊等设备在线租赁与二手交易。", icon: "equipment", linkUrl: "/default/equipment/market" },
  { name: "劳务用工", description: "实名制劳务人员库，快速匹配技术工人。", icon: "labor", linkUrl: "/default/labor/list" },
  { name: "项目撮合", description: "发布和承接工程项目，精准撮合上下游企业。", icon: "project", linkUrl: "/default/project/list" },
  { name: "供应链金融", description: "联合合作银行提供订单融资、保函和保理服务。", icon: "finance", linkUrl: "/user/financial-service/financial-list" },
  { name: "法律服务", description: "律师在线咨询、法律服务套餐和法律课堂。", icon: "law", linkUrl: "/default/comprehensives-ervices/law-services" },
];

/** The platform's partners (合作伙伴), shown with their marks on the home page. */
const partnerSeed = partnerMarks.map((partner) => ({
  code: "hzhb_list",
  title: partner.title,
  summary: partner.description,
  imgUrl: pictureUrl(partner),
  linkUrl: "",
}));

/** One of the five industry platforms (产业平台), its cover and its site named by its key. */
const industryPlatform = (key: keyof typeof platformCovers, title: string, summary: string) => ({
  code: "cypt_list",
  title,
  summary,
  imgUrl: pictureUrl(platformCovers[key]),
  linkUrl: `https://${key}.example.cn/`,
});

export const contentListSeed = [
  industryPlatform("materials", "建材集采平台", "钢材、水泥、混凝土等主要建材集中采购。"),
  industryPlatform("equipment", "设备租赁平台", "工程机械设备租赁、买卖与维保。"),
  industryPlatform("labor", "劳务用工平台", "劳务实名制管理与用工匹配。"),
  industryPlatform("project", "项目撮合平台", "工程项目信息发布与合作撮合。"),
  industryPlatform("finance", "供应链金融平台", "面向建筑业中小企业的金融服务。"),
  ...partnerSeed,
];

export const popupSeed = {
  title: "平台上线公告",
  imgUrl: pictureUrl(popupPicture),
  linkUrl: "/default/news/news-list",
  content: "省建筑产业互联网平台正式上线，欢迎企业注册认证，体验建材集采、设备租赁、劳务用工等服务。",
};
