/** Texts of the home page's banners, partners and section links. */
export const homeTexts = {
  bannerLabel: "首页横幅",
  partnersTitle: "合作伙伴",
  /** The comprehensive-services section's link to the catalogue of every service. */
  moreServices: "更多服务",
  /** The supply-demand section's applications (forms on their own pages). */
  financeApply: "融资申请",
  projectApply: "项目申请",
} as const;
