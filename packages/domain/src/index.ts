export {
  ANALYTICS_ACTIONS,
  type AnalyticsAction,
  type AnalyticsActor,
  type AnalyticsEvent,
  type AnalyticsRecord,
  buildAnalyticsRecord,
} from "./analytics/analytics-record.ts";
export {
  ATTACHMENT_PREVIEW_PERMISSION,
  type AttachmentEntry,
  attachmentActions,
  attachmentExtension,
  deleteAttachment,
  ModifyStatus,
  OFFICE_PREVIEW_EXTENSIONS,
  previewKind,
  visibleAttachments,
} from "./attachment/attachment.ts";
export { CHAT_MESSAGE_MAX_LENGTH, CHAT_RECONNECT_CAP_MS, ChatConfig, ChatFrameCode } from "./constants/chat.constants.ts";
export {
  DEFAULT_ACCEPTED_EXTENSIONS,
  FileSize,
  IMAGE_PREVIEW_EXTENSIONS,
  UploadCountLimit,
  UploadSizeCapMb,
  VIDEO_ASPECT_RATIO,
  VIDEO_PLAYBACK_RATES,
} from "./constants/file.constants.ts";
export { bannerSearchWidth, Layout, needsOverflowTooltip } from "./constants/layout.constants.ts";
export { COOKIE_MAX_AGE_SECONDS, LoginCookie, PersistedStateKey, StorageKey } from "./constants/storage.constants.ts";
export {
  CHAT_HEARTBEAT_MS,
  CHAT_RECONNECT_MS,
  CHUNK_RELOAD_THROTTLE_MS,
  COMPANY_SWITCH_RELOAD_DELAY_MS,
  ERROR_BREADCRUMB_MAX,
  HOT_TEXT_INTERVAL_MS,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  LOGOUT_REDIRECT_CONFIRMED_MS,
  LOGOUT_REDIRECT_FORCED_MS,
  REQUEST_RETRY_COUNT,
  REQUEST_RETRY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  SEND_CODE_COUNTDOWN_SECONDS,
  USER_INFO_REFRESH_DELAY_MS,
} from "./constants/timing.constants.ts";
export { type CompanyInfo, currentCompanyId, EMPTY_SESSION, isLoggedIn, type UserSessionState } from "./entities/session-state.ts";
export { initialSiteStore, type SiteStore } from "./entities/site-store.ts";
export { isAlreadyUploaded, type UploadRegistration } from "./entities/upload-registration.ts";
export { downloadNotice, validateDownloadSelection } from "./files/download.rules.ts";
export { extensionOf, type FileSizeUnit, fileSizeUnitFor, formatFileSize } from "./files/file-size.ts";
export { nextPlaybackRate, videoRotation } from "./files/video.rules.ts";
export { LOGOUT_URL_PATTERN, type ResponseFacts, type ResponseOutcome, responseOutcome } from "./http/response-outcome.ts";
export { DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelay, type TransportFailure, transportFailureMessage } from "./http/retry-policy.ts";
export { mayReloadAfterChunkError, type RouteErrorView, routeErrorView } from "./http/route-error.ts";
export { type Failure, formatMessage, type MessageParams, messageOf, type TemplateParams } from "./messages/format-message.ts";
export { type MessageCode, zhCN } from "./messages/messages.zh-cn.ts";
export { isUnread, markAllNoticesRead, markNoticeRead, type Notice } from "./notice/notice.ts";
export { type NoticeNavigation, noticeNavigation } from "./notice/notice-routing.ts";
export {
  DEFAULT_NOTICE_TAB,
  drawerListQuery,
  messageListPath,
  NOTICE_DRAWER_PAGE_SIZE,
  NOTICE_TABS,
  NoticeTab,
  parseNoticeTab,
  type TabUnreadCounts,
  tabUnreadCount,
} from "./notice/notice-tabs.ts";
export { hostnameOf, type PlatformConfig, selectPlatformConfig } from "./platform-config.ts";
export { CHANGCHUN_PLATFORM_CODE, GENERIC_PLATFORM_CODE, PRODUCT_SLUG } from "./product.ts";
export { ok, type Result } from "./result.ts";
export { accessRedirect, isMemberPath, PERSONAL_CENTER_PATH, personalCenterClick } from "./session/access-guard.ts";
export type { BusinessOption } from "./session/business-option.ts";
export { type CompanySwitchContext, type CompanySwitchEvent, companySwitchMachine } from "./session/company-switch.machine.ts";
export { type CrossSiteRequest, crossSiteUrl } from "./session/cross-site.ts";
export { isLoginElsewhere, LOGIN_ELSEWHERE_FRAME_CODE } from "./session/login-elsewhere.ts";
export { type LoginSyncContext, type LoginSyncEvent, loginSyncMachine } from "./session/login-sync.machine.ts";
export { decideLoginSync, type LoginSyncDecision, type LoginSyncInput, type LoginSyncVariant, loginBackPath } from "./session/login-sync.ts";
export { LOGOUT_DIALOG, type LogoutKind, type LogoutPlan, logoutPlan } from "./session/logout.ts";
export { type PhoneCodeNotice, type RegistrationCheckPayload, registrationExistsNotice, type SendCodePayload, sendCodeNotice } from "./session/phone-code.ts";
export { BANNER_PATHS, SEARCH_EXAMPLE_WORDS, searchTarget, showsBanner } from "./site/banner.ts";
export { CompanyType, normalizeCompanyType, toggleCompanyType } from "./site/company-type.ts";
export { type DictEntry, firstChildren } from "./site/dictionary.ts";
export { type FooterItem, footerColumns, footerLinkTarget } from "./site/footer.ts";
export { companySelectorWidth, documentBranding, UNREAD_BADGE_MAX, unreadBadgeText } from "./site/header-display.ts";
export {
  type HeaderMenuItem,
  type HeaderNavigation,
  HOME_PATH,
  HomeSection,
  headerMenu,
  isHomePath,
  layoutBackground,
  logoNavigation,
  menuNavigation,
  PARTY_BUILDING_MODULE_CODE,
  PARTY_BUILDING_URL,
  parseHomeSection,
} from "./site/header-menu.ts";
export { type HotTopic, hotTopics, showsHotTopics } from "./site/hot-topics.ts";
export { industryFrontCssFlag } from "./site/industry-front-css.ts";
export { safeHref } from "./site/safe-href.ts";
export { DEFAULT_TOP_TEXT, type TopTextItem, topTextItems } from "./site/top-text.ts";
export { persistedStateEntries, restorePersistedState } from "./storage/persisted-state.ts";
export {
  findUnsafePattern,
  inspectStoredValue,
  type KeyValueStorage,
  readFilteredStorage,
  STORAGE_FILTER_RULES,
  STORAGE_FILTER_VERSION,
  type StorageFilterHooks,
  type StorageFilterReport,
  type StorageFilterRuleName,
} from "./storage/storage-filter.ts";
export { SEND_CODE_READY, type SendCodeEvent, type SendCodeState, sendCodeButton, sendCodeReducer } from "./upload/send-code-countdown.ts";
export { overallProgress, type UploadEvent, type UploadItem, uploadButtonSignal, uploadReducer } from "./upload/upload-progress.ts";
export { hashInChunks, type UploadMethod, uploadFailureHandling, uploadMethod } from "./upload/upload-strategy.ts";
export { checkPhone, PHONE_PATTERN, PIN_PATTERN, validatePhone, validatePhoneForCode, validatePin } from "./validation/phone.validator.ts";
export { type FileCandidate, type FileRejection, type UploadRules, validateUploadCount, validateUploadFile } from "./validation/upload-file.validator.ts";
