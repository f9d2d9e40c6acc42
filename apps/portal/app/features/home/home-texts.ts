/** Texts of the home page's banners and partners. */
export const homeTexts = {
  bannerLabel: "首页横幅",
  partnersTitle: "合作伙伴",
} as const;
