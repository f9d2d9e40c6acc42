/** Texts of the home page's banners, partners and section links. */
export const homeTexts = {
  bannerLabel: "首页横幅",
  partnersTitle: "合作伙伴",
  /** The comprehensive-services section's link to the catalogue of every service. */
  moreServices: "更多服务",
  /** The supply-demand section's applications (forms on their own pages). */
  financeApply: "融资申请",
  projectApply: "项目申请",
  /** The news section's salons and its phone edition; the party-building section's pages. */
  salons: "沙龙活动",
  newsOnPhone: "手机版资讯",
  partyWelcome: "党建园地",
  partyNews: "更多党建动态",
  /** A visitor sent here from a member page (the /user access guard). */
  loginRequired: "您访问的页面需要登录后才能查看，请先登录。登录后将返回该页面。",
  logIn: "登录",
  /** For a visitor without an account: what membership gives and how to register. */
  signUp: "还没有账号？注册成为平台会员",
} as const;
