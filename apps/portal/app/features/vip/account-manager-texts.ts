/** Texts of 专属客户经理 on the VIP page (the enterprise plan's one-to-one service). */
export const accountManagerTexts = {
  title: "专属客户经理",
  intro: "企业VIP会员由专属客户经理一对一服务：投标与采购咨询、权益使用、续费与开票，均可直接联系。",
  name: "客户经理",
  phone: "联系电话",
  hours: "服务时间",
  call: "拨打 {phone}",
  arranging: "平台正在为贵企业安排专属客户经理，安排后将在此显示联系方式。",
  failed: "专属客户经理信息暂时无法加载，请稍后再试",
  upgradeIntro: "升级企业VIP会员后，贵企业还将获得：",
  upgradeList: "企业VIP会员增加的权益",
  upgrade: "升级企业VIP会员",
} as const;
