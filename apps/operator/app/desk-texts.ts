/** The back office's own texts (the services' refusals arrive in Chinese with each answer). */
export const deskTexts = {
  brand: "建筑产业互联网平台 · 运营后台",
  navigation: "运营导航",
  skip: "跳到主要内容",
  logout: "退出",
  areas: { review: "待审核", members: "会员管理", orders: "服务订单", reports: "统计报表", settings: "平台设置", audit: "操作日志", staff: "运营账号" },
  failed: "出错了",
  failedDetail: "页面暂时无法显示，请稍后重试",
  forbidden: "无权访问",
  forbiddenDetail: (area: string) => `无权访问：该页面需要「${area}」权限，请联系平台管理员`,
  notFound: "页面不存在",
  notFoundDetail: "您访问的页面不存在或已被删除",
  backHome: "返回运营后台首页",
  foreignForm: "页面已过期，请刷新后重试",
} as const;
