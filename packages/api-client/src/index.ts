export { type AnalyticsRecord, injectAnalytics } from "./analytics.api.ts";
export { analyticsSenderFor } from "./analytics-client-sender.ts";
export { type AnalyticsSender, type AnalyticsSenderEnvironment, type AnalyticsSenderOptions, createAnalyticsSender } from "./analytics-sender.ts";
export { ApiError, ApiErrorKind } from "./api-error.ts";
export type { CallOptions } from "./call-options.ts";
export {
  getChatCompanyContact,
  getChatList,
  getChatMe,
  getChatMessages,
  getChatServiceAccount,
  getChatUser,
  getChatUserByName,
  logoutChat,
  markChatRead,
  moveChat,
  openChat,
  updateChatUser,
} from "./chat.api.ts";
export { type ClientCall, clientCall } from "./client-call.ts";
export { getDictList, getFooterNavigateTree, getPlatformConfigList } from "./cms.api.ts";
export { getCompanyProfile } from "./company.api.ts";
export {
  type ApiCallConfig,
  type ApiClient,
  type ApiClientOptions,
  type ApiDownloadConfig,
  type ApiUploadConfig,
  createApiClient,
  type HttpErrorRecord,
  type HttpMethod,
  type MessageLevel,
} from "./create-api-client.ts";
export { createFetchApiClient, type FetchApiClientOptions } from "./fetch-api-client.ts";
export {
  getAbilityList,
  getArticleDetail,
  getArticlePage,
  getBannerList,
  getContentList,
  getFinanceApplyCaptcha,
  getFrontPopup,
  getHelpDetail,
  getHomeArticles,
  getHomeDistrictList,
  getPartyModuleList,
  getServicePackageList,
  getSupervise,
  sendPhoneCode,
  submitFinanceApply,
  submitProjectApply,
} from "./home.api.ts";
export { type HttpErrorContext, httpErrorAnalyticsRecord } from "./http-error-analytics.ts";
export type { RetryOption } from "./internal/retry-policy.ts";
export { type ApiSession, Credentials } from "./internal/session-headers.ts";
export { assistCaptcha, generateCaptcha, logoutLoginService, sendValidateCode, validateCaptcha } from "./login.api.ts";
export {
  getBusinessList,
  getBusinessMemberList,
  getCompanyInfo,
  getLoginBusinesses,
  getMemberInfoDetail,
  getPlatformMenus,
  getSwitchBusinessToken,
  getUserInfo,
  type LoginRequest,
  loginWithPassword,
  logout,
} from "./member.api.ts";
export { allReadNotice, clickReadNotice, getCenterNoticeDetail, getCenterNoticeList, getNoReadCount, getNoticeList, getTabNoReadCount } from "./notice.api.ts";
export { confirmUpload, getAttachmentList, registerUpload, saveAttachments } from "./upload.api.ts";
export {
  checkTenantExists,
  forgetPassword,
  getUserFlag,
  sendVerificationCode,
  updatePassword,
  updatePayPassword,
  updatePayPasswordByQuery,
} from "./user-center.api.ts";
