/** The portal shell's own zh-CN texts; rule texts come from @cidp/domain. */
export const messages = {
  defaultBaseTitle: "建筑产业互联网平台",
  defaultSubTitle: "建筑业数字化服务门户",
  skipToContent: "跳到主要内容",
  notFound: "抱歉，您访问的页面不存在",
  backHome: "返回首页",
  genericError: "出错了",
} as const;
