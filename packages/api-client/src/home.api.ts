import { clientCall } from "./client-call.ts";
import { homeCalls } from "./contract/home.calls.ts";

/** GET banners of a position (100 or 101). */
export const getBannerList = clientCall(homeCalls.bannerList);

/** GET the home districts (isShow=1 for those shown). */
export const getHomeDistrictList = clientCall(homeCalls.homeDistrictList);

/** GET the service packages of the home page. */
export const getServicePackageList = clientCall(homeCalls.servicePackageList);

/** GET the supervision figures of a type and region code. */
export const getSupervise = clientCall(homeCalls.supervise);

/** GET the abilities of the digital-platform section. */
export const getAbilityList = clientCall(homeCalls.abilityList);

/** GET the home page's articles. */
export const getHomeArticles = clientCall(homeCalls.homeArticle);

/** GET a page of articles (by category, keyword). */
export const getArticlePage = clientCall(homeCalls.articlePage);

/** GET the party-building modules (党建栏目). */
export const getPartyModuleList = clientCall(homeCalls.partyModuleList);

/** GET one article. */
export const getArticleDetail = clientCall(homeCalls.articleDetail);

/** GET the front popup, or null. */
export const getFrontPopup = clientCall(homeCalls.frontPopup);

/** GET a content list by code (cypt_list). */
export const getContentList = clientCall(homeCalls.contentList);

/** GET a help page of the footer. */
export const getHelpDetail = clientCall(homeCalls.helpDetail);

/** GET a slider-captcha challenge for the apply forms. */
export const getFinanceApplyCaptcha = clientCall(homeCalls.financeApplyCaptcha);

/** POST: sends the apply forms' SMS code, only with a captcha proof. */
export const sendPhoneCode = clientCall(homeCalls.sendPhoneCode);

/** POST a financing application. */
export const submitFinanceApply = clientCall(homeCalls.financeApply);

/** POST a project application. */
export const submitProjectApply = clientCall(homeCalls.projectApply);
