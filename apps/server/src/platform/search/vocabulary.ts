import type { SEARCH_KINDS } from "@cidp/api-client/contract";

type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The words a document is found by beyond its own text: the names of its kind as the portal's
 * channels and menus say them, and what people type for them. A visitor who types 律师, 课程,
 * 政策 or 设备租赁 means the lawyers, the lessons, the 政策法规 channel or the equipment market,
 * whether or not a document repeats that word. Changing a list needs the documents indexed again
 * (a migration queues them, as 20261125080440_search_vocabulary does).
 */
export const KIND_WORDS: Readonly<Record<SearchKind, readonly string[]>> = {
  news: ["新闻", "资讯", "新闻资讯"],
  policy: ["政策", "法规", "政策法规", "政策文件"],
  knowledge: ["知识", "知识库"],
  help: ["帮助", "帮助中心"],
  company: ["企业", "公司"],
  qualification: ["资质", "资质证书"],
  project: ["项目", "项目需求"],
  equipment: ["设备", "机械", "设备租赁", "租赁", "设备市场"],
  tender: ["招标", "投标", "招投标", "招标公告"],
  labor: ["劳务", "用工", "劳务用工", "班组"],
  product: ["产品", "商品", "建材", "建材产品"],
  service: ["服务", "企业服务"],
  shop: ["店铺", "商铺", "网店"],
  package: ["法律服务", "服务套餐", "套餐", "法律"],
  lesson: ["课程", "法律课程", "培训", "视频课程"],
  lawyer: ["律师", "法律服务", "法律", "律所", "律师事务所"],
  inquiry: ["询价", "询价单", "采购", "报价", "公开询价"],
  lawFirm: ["律所", "律师事务所", "律师", "法律服务"],
};

/** The names of the article channels (spec §2 home sections): an article is found by its channel's name. */
export const CHANNEL_WORDS: Readonly<Record<string, readonly string[]>> = {
  news: ["新闻中心"],
  industry: ["行业动态", "动态"],
  salon: ["沙龙", "活动", "沙龙活动"],
  party: ["党建", "党建引领"],
  policy: [],
  knowledge: [],
};
