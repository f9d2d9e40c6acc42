// The contract's public names. What each `*.calls.ts` exports is re-exported here by
// scripts/collect-calls.ts (`pnpm --filter @cidp/api-client collect`), not by hand:
// collected-calls.test.ts fails when a calls module's exports and these lines differ.

export { analyticsCalls } from "./analytics.calls.ts";
export { analyticsInjectResponse, analyticsPaths, analyticsRecordSchema } from "./analytics.contract.ts";
export { bankCardCalls } from "./bankcard.calls.ts";
export { catalogueCalls, PRODUCT_PAGE_SIZE } from "./catalogue.calls.ts";
export { certificationCalls } from "./certification.calls.ts";
export {
  type ChatListEntry,
  type ChatMessage,
  type ChatUserRecord,
  chatCalls,
  chatContactQuerySchema,
  chatEmptyResponse,
  chatListResponse,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatMessagesResponse,
  chatPaths,
  chatPeerResponse,
  chatPeerSchema,
  chatSchema,
  chatUserByNameParamsSchema,
  chatUserIdSchema,
  chatUserNameSchema,
  chatUserParamsSchema,
  chatUserResponse,
  chatUserSchema,
  chatUserUpdateRequestSchema,
  chatUserUpdateResponse,
  markChatReadRequestSchema,
  moveChatQuerySchema,
  openChatRequestSchema,
  openChatResponse,
} from "./chat.contract.ts";
export { cmsPaths, platformConfigListResponse, platformConfigSchema } from "./cms.contract.ts";
export { dateTimeSchema, idSchema, page, pageQuerySchema, phoneSchema } from "./common.contract.ts";
export {
  type CompanyProfile,
  companyCalls,
  companyPaths,
  companyProfileQuerySchema,
  companyProfileResponse,
  companyProfileSchema,
} from "./company.contract.ts";
export {
  admits,
  type CallAuth,
  type CallDeclaration,
  type CallInput,
  type CallRequestParts,
  type CallResult,
  type CallTag,
  type DownloadDeclaration,
  defineCall,
  defineDownload,
  type HasInput,
  type InputFields,
  type PermissionRequirement,
  permissionKeysOf,
  requestPartsOf,
  type WireCall,
  wireCallOf,
} from "./define-call.ts";
export { deliveryAddressCalls } from "./delivery-address.calls.ts";
export { type Envelope, envelope, failureEnvelope } from "./envelope.ts";
export { EQUIPMENT_MARKET_PAGE_SIZE, equipmentCalls } from "./equipment.calls.ts";
export { financeCalls } from "./finance.calls.ts";
export { contentStreamSecretHeader, requestHeaders, uploadHeaders } from "./headers.ts";
export { homeCalls } from "./home.calls.ts";
export {
  abilityListResponse,
  abilitySchema,
  applyResponse,
  articleCategories,
  articleDetailResponse,
  articlePageQuerySchema,
  articlePageResponse,
  articleSummarySchema,
  bannerListQuerySchema,
  bannerListResponse,
  bannerSchema,
  contentItemSchema,
  contentListQuerySchema,
  contentListResponse,
  dictCodes,
  dictEntrySchema,
  dictListQuerySchema,
  dictListResponse,
  FOOTER_MENU_CODE,
  financeApplyCaptchaResponse,
  financeApplyRequestSchema,
  footerItemSchema,
  frontPopupResponse,
  frontPopupSchema,
  helpDetailResponse,
  homeArticleCategories,
  homeArticleResponse,
  homeDistrictListResponse,
  homeDistrictQuerySchema,
  homeDistrictSchema,
  homePaths,
  idQuerySchema,
  navigateTreeQuerySchema,
  navigateTreeResponse,
  partyModuleListResponse,
  partyModuleSchema,
  policyValidities,
  projectApplyRequestSchema,
  sendPhoneCodeRequestSchema,
  sendPhoneCodeResponse,
  servicePackageListResponse,
  servicePackageSchema,
  superviseParamsSchema,
  superviseResponse,
  superviseTypes,
} from "./home.contract.ts";
export { invoiceCalls, invoiceDownloads, invoicePaths, invoiceSchema } from "./invoice.calls.ts";
export { knowledgeCalls } from "./knowledge.calls.ts";
export { laborCalls } from "./labor.calls.ts";
export { LEGAL_DOCUMENT_KEYS, legalCalls } from "./legal.calls.ts";
export { legalServiceCalls } from "./legal-services.calls.ts";
export { LAW_LESSON_CATEGORIES, lessonCalls, lessonPaths } from "./lesson.calls.ts";
export { loginCalls } from "./login.calls.ts";
export {
  captchaAssistRequestSchema,
  captchaChallengeSchema,
  captchaGenerateResponse,
  captchaTrackPointSchema,
  captchaValidateRequestSchema,
  captchaValidateResponse,
  loginServiceLogoutResponse,
  loginServicePaths,
  sendValidateRequestSchema,
  sendValidateResponse,
  smsPurposeSchema,
} from "./login.contract.ts";
export {
  MEDIA_FORMATS,
  type MediaFormat,
  type MediaKind,
  type MediaKindName,
  type MediaRef,
  mediaFallbackUrl,
  mediaFormatsOf,
  mediaKinds,
  mediaMimeTypes,
  mediaPaths,
  mediaUrl,
  parseMediaUrl,
} from "./media.contract.ts";
export { memberCalls } from "./member.calls.ts";
export {
  businessListResponse,
  businessOptionSchema,
  companyInfoResponse,
  companyInfoSchema,
  emptyResponse,
  forgetPasswordRequestSchema,
  loginBusinessSchema,
  loginRequestSchema,
  loginTenantMemberBusinessResponse,
  memberInfoDetailResponse,
  memberPaths,
  newPasswordSchema,
  oauthTokenResponse,
  payPasswordSchema,
  platformMenuSchema,
  platformMenusResponse,
  smsVerificationBodySchema,
  smsVerificationQuerySchema,
  switchBusinessQuerySchema,
  switchBusinessResponse,
  tenantExistCheckQuerySchema,
  tenantExistCheckResponse,
  tokenSchema,
  updatePasswordRequestSchema,
  updatePayPasswordRequestSchema,
  userFlagResponse,
  userInfoResponse,
  userInfoSchema,
} from "./member.contract.ts";
export {
  centerNoticeDetailQuerySchema,
  centerNoticeDetailResponse,
  centerNoticeListQuerySchema,
  centerNoticeListResponse,
  centerNoticeSummarySchema,
  clickReadParamsSchema,
  markReadResponse,
  noReadCountResponse,
  noticeCalls,
  noticeListQuerySchema,
  noticeListResponse,
  noticePaths,
  noticeSchema,
  noticeTypeSchema,
  tabNoReadCountResponse,
} from "./notice.contract.ts";
export { OPEN_TOKEN_ERRORS, openApiCalls, openAppCalls, openPaths, openSandboxCalls, openTokenAnswer, openTokenError } from "./open-platform.calls.ts";
export {
  OPERATOR_CALL_PERMISSIONS,
  OPERATOR_ENROLMENT_PATH,
  operatorCalls,
  operatorHeaders,
  PLATFORM_SETTING_FIELDS,
  type PlatformReport,
  type PlatformSettings,
  platformSettingsSchema,
  type ReportFigures,
  SERVICE_QUEUE_STATES,
  STAFF_API_PREFIX,
} from "./operator.calls.ts";
export {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_REFUSALS,
  ANNOUNCEMENT_STATES,
  type AnnouncementDetail,
  type AnnouncementFields,
  type AnnouncementState,
  announcementFieldsSchema,
  OPERATOR_ANNOUNCEMENT_CALL_PERMISSIONS,
  operatorAnnouncementCalls,
} from "./operator-announcement.calls.ts";
export {
  BANNER_POSITIONS,
  type BannerFields,
  bannerFieldsSchema,
  CONTENT_BODY_MAX,
  CONTENT_CHANNELS,
  CONTENT_PICTURE_MAX_BYTES,
  type ContentEntryDetail,
  type ContentFieldName,
  type ContentFields,
  contentFieldsSchema,
  OPERATOR_CONTENT_CALL_PERMISSIONS,
  operatorContentCalls,
  POLICY_VALIDITY_LABELS,
} from "./operator-content.calls.ts";
export { OPERATOR_DEPOSIT_CALL_PERMISSIONS, operatorDepositCalls } from "./operator-deposit.calls.ts";
export {
  LEGAL_PROPOSAL_REFUSALS,
  LEGAL_PROPOSAL_STATES,
  LEGAL_TEXT_MAX,
  type LegalProposalFields,
  type LegalTextSection,
  legalProposalSchema,
  legalTextOf,
  OPERATOR_LEGAL_CALL_PERMISSIONS,
  operatorLegalCalls,
  parseLegalText,
} from "./operator-legal.calls.ts";
export { OPERATOR_PARTY_CALL_PERMISSIONS, operatorPartyCalls, partyModuleCreateSchema } from "./operator-party.calls.ts";
export { OPERATOR_SERVICE_CALL_PERMISSIONS, operatorServiceCalls, SERVICE_CANNED_MAX_LENGTH, SERVICE_CONVERSATION_STATES } from "./operator-service.calls.ts";
export {
  HELP_CONTENT_MAX,
  type HelpArticleFields,
  helpArticleFieldsSchema,
  LINK_REVIEW_KINDS,
  linkChangeSchema,
  OPERATOR_SITE_CALL_PERMISSIONS,
  operatorSiteCalls,
  type PartnerLinkFields,
  partnerLinkFieldsSchema,
  portalLinkSchema,
  SITE_HOT_WORD_MAX_LENGTH,
  SITE_HOT_WORDS_MAX,
  SITE_TOP_TEXTS_MAX,
  type SiteTexts,
  siteTextsSchema,
} from "./operator-site.calls.ts";
export { OPERATOR_TRADE_LOG_CALL_PERMISSIONS, operatorTradeLogCalls, tradeNumberSchema } from "./operator-trade-log.calls.ts";
export {
  OPERATOR_TRANSFER_CALL_PERMISSIONS,
  operatorTransferCalls,
  TRANSFER_RECEIPT_MAX_BYTES,
  transferConfirmSchema,
  transferRefundDoneSchema,
  yuanAmountSchema,
} from "./operator-transfer.calls.ts";
export { OPERATOR_VIP_CALL_PERMISSIONS, operatorVipCalls } from "./operator-vip.calls.ts";
export { orderCalls, orderEventSchema, orderStateSchema, paymentProviderPaths } from "./order.calls.ts";
export { organisationCalls } from "./organisation.calls.ts";
export { personalCenterCalls } from "./personal-center.calls.ts";
export { errorIngest, platformPaths } from "./platform.contract.ts";
export { privacyCalls } from "./privacy.calls.ts";
export { procurementCalls, procurementDownloads, procurementPaths, type SheetFieldIssue } from "./procurement.calls.ts";
export { profileCalls } from "./profile.calls.ts";
export { projectCalls } from "./project.calls.ts";
export { type ContractRoute, contractDownloads, contractRoutes } from "./routes.contract.ts";
export { SEARCH_FACET_CAP, SEARCH_KEYWORD_MAX, SEARCH_KINDS, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, SEARCH_PERIODS, searchCalls } from "./search.calls.ts";
export { shopCalls, shopLayoutSchema, shopProductCardSchema, shopServiceCardSchema, shopViewSchema } from "./shop.calls.ts";
export { shopServiceCalls } from "./shop-service.calls.ts";
export { SITEMAP_ENTRIES_LIMIT, SITEMAP_FILE_LIMIT, SITEMAP_TYPES, sitemapCalls } from "./sitemap.calls.ts";
export { tenderCalls, tenderDownloads, tenderPaths } from "./tender.calls.ts";
export { uploadCalls } from "./upload.calls.ts";
export {
  attachmentBusinessQuerySchema,
  attachmentListResponse,
  attachmentSaveRequestSchema,
  attachmentSchema,
  richTextImagePrefixes,
  uploadCallbackQuerySchema,
  uploadCallbackResponse,
  uploadPaths,
  uploadRegisterRequestSchema,
  uploadRegisterResponse,
  uploadRegistrationSchema,
} from "./upload.contract.ts";
export {
  ENTITLEMENT_VALIDITIES,
  membershipSchema,
  PRICE_REPORT_SECTIONS,
  serviceAuthCalls,
  VIP_MARKS_MAX,
  VIP_RECOMMENDATION_PLACES,
  VIP_RECOMMENDED_MAX,
  vipCalls,
} from "./vip.calls.ts";
export {
  CONTRACT_REVIEW_FILES_MAX,
  CONTRACT_REVIEW_OPINION_MAX,
  CONTRACT_REVIEW_STATE_LABELS,
  CONTRACT_REVIEW_STATES,
  CONTRACT_REVIEW_TABS,
  CONTRACT_REVIEW_TYPES,
  type ContractReviewState,
  contractReviewSubmitSchema,
  OPERATOR_CONTRACT_REVIEW_CALL_PERMISSIONS,
  operatorContractReviewCalls,
  vipContractReviewCalls,
} from "./vip-contract-review.calls.ts";
export {
  OPERATOR_TRAINING_CALL_PERMISSIONS,
  operatorTrainingCalls,
  TRAINING_KINDS,
  TRAINING_STATES,
  type TrainingKind,
  trainingSessionFieldsSchema,
  vipTrainingCalls,
} from "./vip-training.calls.ts";
