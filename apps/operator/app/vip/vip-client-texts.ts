/** Texts of 企业VIP客户 and their 专属客户经理 (routes/vip-clients.tsx). */
export const vipClientTexts = {
  area: "VIP客户经理",
  title: "企业VIP客户",
  intro:
    "持有企业VIP会员的企业由专属客户经理一对一服务：开通时自动分配给服务客户最少的客户经理，续费不变。更换客户经理需「企业VIP客户经理分配」权限，并记入操作日志。",
  all: "全部客户",
  mine: "我的VIP客户",
  caption: "企业VIP客户",
  managersCaption: "客户经理",
  columns: { name: "企业", manager: "专属客户经理", expiry: "会员到期", action: "更换客户经理" },
  managerColumns: { name: "客户经理", phone: "联系电话", clients: "服务客户数" },
  unassigned: "待分配",
  empty: "暂无企业VIP客户。",
  noManagers: "暂无客户经理。请在运营账号中为员工开通客户经理。",
  chooseLabel: (company: string) => `${company}的新客户经理`,
  reassign: "更换",
  reassignLabel: (company: string) => `更换客户经理：${company}`,
  results: { reassigned: "已更换专属客户经理" } as Record<string, string>,
} as const;
