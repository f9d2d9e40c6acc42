import type { SEARCH_KINDS, SEARCH_PERIODS } from "@cidp/api-client/contract";

/** The global search's texts (spec §2 global-search; its layout is not shown, designed here). */
export const searchTexts = {
  title: "全局搜索",
  boxLabel: "搜索关键词",
  placeholder: "请输入您要搜索的内容",
  submit: "搜索",
  prompt: "输入关键词，搜索新闻资讯、政策法规、知识库、帮助中心、企业与资质。",
  resultsFor: "“{keyword}”的搜索结果",
  count: "共找到 {total} 条结果",
  countCapped: "找到 1000+ 条结果，按相关度显示前 200 条",
  kindNav: "按类型筛选",
  periodNav: "按时间筛选",
  allKinds: "全部",
  allTimes: "不限时间",
  kinds: {
    news: "新闻资讯",
    policy: "政策法规",
    knowledge: "知识库",
    help: "帮助中心",
    company: "企业",
    qualification: "资质",
    project: "项目需求",
    equipment: "设备",
  } satisfies Record<(typeof SEARCH_KINDS)[number], string>,
  periods: { week: "一周内", month: "一月内", year: "一年内" } satisfies Record<(typeof SEARCH_PERIODS)[number], string>,
  none: "没有找到与“{keyword}”相关的内容。",
  noneHint: "请检查输入的文字，或换个说法再试：",
  suggestions: "您可以试试",
  beyond: "这一页没有结果了，请返回第一页。",
  backToResults: "返回搜索结果",
  searchCrumb: "搜索“{keyword}”",
} as const;
