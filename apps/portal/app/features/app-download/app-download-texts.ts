/** Texts of the download pages (spec §2 /download-h5, /download-jl-h5). */
export const appDownloadTexts = {
  appName: "{platform}APP",
  scan: "手机扫码下载",
  qrAlt: "{platform}APP下载二维码",
  stores: "应用商店下载",
  ios: "iPhone 版 · App Store",
  android: "Android 版 · 应用市场",
  noStores: "应用商店地址尚未配置，请扫描二维码下载。",
  features: ["随时查看平台资讯与政策法规", "接收系统通知与企业消息", "在线沟通、审批与报价"],
  featuresLabel: "APP 功能",
  backHome: "返回平台首页",
} as const;
