/** Texts of 行业价格分析报告 (its own page only: the pay and VIP pages do not carry them). */
export const priceReportTexts = {
  reportTitle: "行业价格分析报告",
  reportIntro:
    "报告依据平台在架的建材产品挂牌价、设备出租报价与劳务班组日工资测算，每期报告在周期结束后发布：均价为各条报价的算术平均，环比为与上一期报告均价的变化。价格仅供参考，实际成交以双方合同为准。",
  reportCadence: { quarterly: "年度VIP会员每季度发布一期", monthly: "企业VIP会员每月发布一期" },
  reportUnavailable: "行业价格分析报告是年度VIP（每季度）与企业VIP（每月）会员的权益，当前企业未开通含此项权益的会员套餐。",
  reportUpgrade: "开通或升级VIP会员",
  reportNone: "首期报告将在本周期结束后发布，请届时查看。",
  reportFailed: "行业价格分析报告暂时无法加载，请稍后再试",
  reportNotFound: "报告不存在",
  reportPeriods: "历期报告",
  reportIssued: "发布时间：{time}",
  reportSections: { product: "建材产品挂牌价", equipment: "设备出租报价", labor: "劳务班组日工资" },
  reportSectionEmpty: "本期该类别暂无报价样本",
  reportItem: "品类",
  reportUnit: "计价单位",
  reportSamples: "样本数",
  reportAvg: "均价",
  reportMin: "最低价",
  reportMax: "最高价",
  reportChange: "环比",
  reportPerUnit: "元/{unit}",
} as const;
