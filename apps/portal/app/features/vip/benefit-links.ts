/**
 * The VIP benefits that have pages of their own, linked from 开通VIP会员: a module of their own, so
 * the pages sharing the VIP texts (支付结果) do not carry them.
 */
export const VIP_BENEFIT_LINKS = [
  { to: "/user/vip/price-report", label: "查看行业价格分析报告" },
  { to: "/user/vip/contract-review", label: "提交免费合同审查（企业VIP）" },
  { to: "/user/vip/training", label: "线下培训与政策解读会报名" },
] as const;
