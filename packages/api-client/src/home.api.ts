import type { z } from "zod";
import type { CallOptions } from "./call-options.ts";
import {
  abilityListResponse,
  applyResponse,
  articleDetailResponse,
  type articlePageQuerySchema,
  articlePageResponse,
  type bannerListQuerySchema,
  bannerListResponse,
  type contentListQuerySchema,
  contentListResponse,
  financeApplyCaptchaResponse,
  type financeApplyRequestSchema,
  frontPopupResponse,
  helpDetailResponse,
  homeArticleResponse,
  homeDistrictListResponse,
  type homeDistrictQuerySchema,
  homePaths,
  type idQuerySchema,
  type projectApplyRequestSchema,
  type sendPhoneCodeRequestSchema,
  sendPhoneCodeResponse,
  servicePackageListResponse,
  type superviseParamsSchema,
  superviseResponse,
} from "./contract/home.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** GET banners of a position (100 home, 101 inner pages). */
export function getBannerList(client: ApiClient, query: z.input<typeof bannerListQuerySchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.bannerList, params: query, ...options }, bannerListResponse);
}

/** GET the home page's districts (isShow=1 for the visible ones). */
export function getHomeDistrictList(client: ApiClient, query: z.input<typeof homeDistrictQuerySchema> = {}, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.homeDistrictList, params: query, ...options }, homeDistrictListResponse);
}

/** GET the service packages. */
export function getServicePackageList(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.servicePackageList, ...options }, servicePackageListResponse);
}

/** GET supervision figures of a region: supervise/{type}/{code}. */
export function getSupervise(client: ApiClient, params: z.input<typeof superviseParamsSchema>, options?: CallOptions) {
  const url = `${homePaths.supervise}/${encodeURIComponent(params.type)}/${encodeURIComponent(params.code)}`;
  return client.request({ method: "GET", url, ...options }, superviseResponse);
}

/** GET the platform abilities. */
export function getAbilityList(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.abilityList, ...options }, abilityListResponse);
}

/** GET the latest articles of each home section. */
export function getHomeArticles(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.homeArticle, ...options }, homeArticleResponse);
}

/** GET a page of articles, by category and keyword. */
export function getArticlePage(client: ApiClient, query: z.input<typeof articlePageQuerySchema> = {}, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.articlePage, params: query, ...options }, articlePageResponse);
}

/** GET one article; its content is HTML to sanitise before rendering. */
export function getArticleDetail(client: ApiClient, query: z.input<typeof idQuerySchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.articleDetail, params: query, ...options }, articleDetailResponse);
}

/** GET the front popup, or null when none is active. */
export function getFrontPopup(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.frontPopup, ...options }, frontPopupResponse);
}

/** GET a content list by code (cypt_list). */
export function getContentList(client: ApiClient, query: z.input<typeof contentListQuerySchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.contentList, params: query, ...options }, contentListResponse);
}

/** GET a help page; its content is HTML to sanitise before rendering. */
export function getHelpDetail(client: ApiClient, query: z.input<typeof idQuerySchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.helpDetail, params: query, ...options }, helpDetailResponse);
}

/** GET a slider-captcha challenge for the apply forms; validate it with `validateCaptcha` for a proof. */
export function getFinanceApplyCaptcha(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: homePaths.financeApplyCaptcha, ...options }, financeApplyCaptchaResponse);
}

/** POST an SMS code for an application to a phone, spending one captcha proof. */
export function sendPhoneCode(client: ApiClient, body: z.input<typeof sendPhoneCodeRequestSchema>, options?: CallOptions) {
  return client.request({ method: "POST", url: homePaths.sendPhoneCode, data: body, ...options }, sendPhoneCodeResponse);
}

/** POST a financing application with its SMS code; `data.id` is the stored application. */
export function submitFinanceApply(client: ApiClient, body: z.input<typeof financeApplyRequestSchema>, options?: CallOptions) {
  return client.request({ method: "POST", url: homePaths.financeApply, data: body, ...options }, applyResponse);
}

/** POST a project application with its SMS code; `data.id` is the stored application. */
export function submitProjectApply(client: ApiClient, body: z.input<typeof projectApplyRequestSchema>, options?: CallOptions) {
  return client.request({ method: "POST", url: homePaths.projectApply, data: body, ...options }, applyResponse);
}
