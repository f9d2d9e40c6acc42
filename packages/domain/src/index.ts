export { ANALYTICS_ACTIONS, type AnalyticsAction, type AnalyticsActor, buildAnalyticsRecord } from "./analytics/analytics-record.ts";
export { ATTACHMENT_PREVIEW_PERMISSION, attachmentActions, deleteAttachment, ModifyStatus, previewKind, visibleAttachments } from "./attachment/attachment.ts";
export {
  PRODUCT_CATEGORIES,
  PRODUCT_UNITS,
  productCategoryGroupOf,
  productCategoryPath,
  productKindsOf,
} from "./catalogue/product-categories.ts";
export {
  lowestPriceFen,
  PRICE_TIER_MAX,
  PRODUCT_PRICE_MAX_FEN,
  type ProductPrice,
  productPriceText,
} from "./catalogue/product-price.ts";
export {
  checkProductDraft,
  PRODUCT_FILE_MAX_MB,
  PRODUCT_PHOTO_EXTENSIONS,
  PRODUCT_PHOTO_MAX,
  PRODUCT_REPORT_EXTENSIONS,
  PRODUCT_REPORT_MAX,
  PRODUCT_RULE_MESSAGES,
  type ProductField,
} from "./catalogue/product-rules.ts";
export {
  PRODUCT_STATE_LABELS,
  PRODUCT_STATES,
  type ProductState,
  transitionProduct,
} from "./catalogue/product-state.ts";
export { CHAT_MESSAGE_MAX_LENGTH, ChatFrameCode, ChatMessageType, MEMBER_CHAT_MESSAGE_TYPES } from "./constants/chat.constants.ts";
export {
  DEFAULT_ACCEPTED_EXTENSIONS,
  FileSize,
  IMAGE_PREVIEW_EXTENSIONS,
  UploadCountLimit,
  UploadSizeCapMb,
  uploadLimitOf,
} from "./constants/file.constants.ts";
export { COOKIE_MAX_AGE_SECONDS, LoginCookie, PersistedStateKey, StorageKey } from "./constants/storage.constants.ts";
export {
  CHAT_HEARTBEAT_MS,
  ERROR_BREADCRUMB_MAX,
  HOT_TEXT_INTERVAL_MS,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  REQUEST_RETRY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  SEND_CODE_COUNTDOWN_SECONDS,
  USER_INFO_REFRESH_DELAY_MS,
} from "./constants/timing.constants.ts";
export {
  approval,
  CONTENT_STATE_LABELS,
  CONTENT_STATES,
  type ContentEvent,
  type ContentState,
  contentTransition,
} from "./content/content-workflow.ts";
export { isAlreadyUploaded } from "./entities/upload-registration.ts";
export {
  BOOKING_MESSAGES,
  BOOKING_STATE_LABELS,
  type BookingState,
  checkBookingRange,
  transitionBooking,
} from "./equipment/equipment-booking.ts";
export {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_PRICE_UNIT_LABELS,
  EQUIPMENT_PRICE_UNITS,
  EQUIPMENT_SIDES,
  EQUIPMENT_TRADE_INFO,
  EQUIPMENT_TRADES,
  type EquipmentPriceUnit,
  type EquipmentSide,
  type EquipmentTrade,
  equipmentCategoryCodes,
  equipmentCategoryName,
} from "./equipment/equipment-catalogue.ts";
export {
  LISTING_STATE_LABELS,
  LISTING_STATES,
  type ListingState,
  transitionListing,
} from "./equipment/equipment-listing.ts";
export {
  checkListingDraft,
  LISTING_CERTIFICATE_MAX,
  LISTING_PHOTO_MAX,
  LISTING_RULE_MESSAGES,
  LISTING_YEAR_MIN,
} from "./equipment/equipment-listing-rules.ts";
export { downloadNotice, validateDownloadSelection } from "./files/download.rules.ts";
export { extensionOf, type FileSizeUnit, fileSizeUnitFor, formatFileSize } from "./files/file-size.ts";
export {
  APPLICATION_STATE_LABELS,
  APPLICATION_STATES,
  type ApplicationEvent,
  type ApplicationState,
  FINANCE_PRODUCT_KINDS,
  type FinanceProductKind,
  isPendingApplication,
  nextBankEvent,
  transitionApplication,
} from "./finance/finance-application.ts";
export { consentCovers, FINANCE_CONSENT_VERSION, FINANCE_EVIDENCE_KINDS, type FinanceEvidenceKind, financeConsentText } from "./finance/finance-consent.ts";
export { CHAT_RECONNECT_POLICY, NO_RETRY, REQUEST_RETRY_POLICY, type RetryPolicy, retryDelay, STORAGE_RETRY_POLICY } from "./http/retry-policy.ts";
export { mayReloadAfterChunkError, routeErrorView } from "./http/route-error.ts";
export { invoiceAmounts } from "./invoices/invoice-amounts.ts";
export {
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  INVOICE_STATE_LABELS,
  type InvoiceFields,
  type InvoiceKind,
  type InvoiceState,
  invoiceRefusal,
  validateInvoiceFields,
} from "./invoices/invoice-request.ts";
export { LABOR_KIND_LABELS, LABOR_MESSAGES, LABOR_TRADES, type LaborKind, type LaborTrade, validateLaborInput } from "./labor/labor.ts";
export {
  LESSON_ACCESS_STATES,
  type ProgressMoment,
  resumePosition,
  type SavedProgress,
  shouldSaveProgress,
} from "./lessons/lesson-progress.ts";
export { ACTIVE_AUTHORISATIONS_CAP, LIST_COUNT_CAP, lookAheadCap, shownTotal } from "./lists/list-counts.ts";
export { MEMBER_CENTER_MENU_PAGES, menusFor, type PlatformMenu } from "./member-center/member-center-menus.ts";
export { formatMessage, messageOf } from "./messages/format-message.ts";
export { zhCN } from "./messages/messages.zh-cn.ts";
export { fenToChineseCapital } from "./money/chinese-capital.ts";
export { fenToYuanText, formatQuantity, formatYuanText, parseQuantity, parseWanYuan, parseYuan } from "./money/decimal-input.ts";
export { formatFen, isPayableFen } from "./money/fen.ts";
export { isUnread, markAllNoticesRead, markNoticeRead, type Notice } from "./notice/notice.ts";
export { type NoticeActor, noticeNavigation, noticeOpening } from "./notice/notice-routing.ts";
export {
  drawerListQuery,
  messageListPath,
  NOTICE_TABS,
  NoticeTab,
  openingNoticeTab,
  parseNoticeTab,
  type TabUnreadCounts,
  tabUnreadCount,
} from "./notice/notice-tabs.ts";
export {
  OPEN_APP_DEFAULT_LIMITS,
  OPEN_APPS_PER_BUSINESS,
  OPEN_SCOPE_LABELS,
  OPEN_SCOPES,
  OPEN_TOKEN_LIFETIME_SECONDS,
  type OpenScope,
  requestedScopes,
} from "./open-platform/open-scopes.ts";
export { OPERATOR_PERMISSION_KEYS, OPERATOR_PERMISSIONS, type OperatorPermission, operatorMay } from "./operator/operator-permissions.ts";
export { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from "./operator/operator-roles.ts";
export { BANK_TRANSFER_PAY_DAYS, mayPayByBankTransfer, orderStateLabel } from "./orders/bank-transfer.ts";
export { ORDER_ITEM_KIND_LABELS, ORDER_ITEM_KINDS, type OrderItemKind } from "./orders/order-item-kinds.ts";
export {
  AFTER_SALE_REASON_MIN,
  ORDER_AUTO_ACCEPT_DAYS,
  ORDER_EVENT_ACTORS,
  ORDER_PAY_TIMEOUT_MINUTES,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  type OrderEffect,
  type OrderEvent,
  type OrderMoney,
  type OrderRefusalCode,
  type OrderState,
  paidAndKept,
  transitionOrder,
} from "./orders/service-order.ts";
export {
  BUSINESS_CERTIFICATION_STATES,
  CERTIFICATION_PAGE_PATH,
  type CertifiedAction,
  certificationRefusal,
  REFUSAL_REASON_VALUES,
  REFUSAL_REASONS,
  type RefusalReason,
} from "./organisation/certification-gate.ts";
export {
  COMPANY_JOIN_MESSAGES,
  COMPANY_TYPE_HINTS,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  JOIN_REQUEST_STATE_LABELS,
  JOIN_REQUEST_STATES,
  joinRequestRefusal,
} from "./organisation/company-founding.ts";
export {
  ADMIN_ROLE_NAME,
  effectivePermissions,
  grantRefusal,
  ORGANISATION_MESSAGES,
  PERMISSION_KEYS,
  PERMISSION_LABELS,
  type PermissionKey,
  permissionRefusal,
  ROLE_TEMPLATES,
  shownRoleNames,
} from "./organisation/permissions.ts";
export { hostnameOf, type PlatformConfig, selectPlatformConfig } from "./platform-config.ts";
export { DELETION_COOLING_OFF_DAYS, PRIVACY_CONSENT_VERSION, PRIVACY_CONSENTS } from "./privacy/privacy-consents.ts";
export {
  AMENDMENT_TEXTS,
  type AmendableHeader,
  type Amendment,
  type AmendmentPlan,
  planAmendment,
  reconfirmedQuote,
  unpricedLinesText,
} from "./procurement/amendment.ts";
export { compareQuotations, referenceDeviationText } from "./procurement/comparison.ts";
export { COMPETITION_WARNING_TEXTS, competitionWarnings } from "./procurement/competition-warnings.ts";
export { DEADLINE_REMINDER_HOURS, reminderDue, reminderSchedule, reminderText } from "./procurement/deadline-reminders.ts";
export { CHANGE_NOTICE_MIN_HOURS, deadlineAfterChange, extendDeadline } from "./procurement/deadline-rules.ts";
export {
  checkExternalInvitee,
  EXTERNAL_INVITATION_LIMITS,
  EXTERNAL_INVITATION_MESSAGES,
  INVITABLE_SHEET_STATES,
  invitationsOpen,
} from "./procurement/external-invitation.ts";
export {
  AWARD_WINDOW_DAYS,
  effectiveMinRoundHours,
  MAX_MIN_ROUND_HOURS,
  MAX_QUOTATION_ROUNDS,
  MIN_ROUND_HOURS,
  roundLengthRefusal,
  roundTooShortText,
  SHEET_STATES,
  type SheetEvent,
  type SheetRefusalCode,
  type SheetState,
  type SheetStatus,
  sheetStateLabel,
  transitionSheet,
} from "./procurement/inquiry-sheet.ts";
export { INVITATION_STATE_LABELS, type InvitationEvent, type InvitationState, transitionInvitation } from "./procurement/invitation.ts";
export {
  QUOTATION_STATE_LABELS,
  QUOTATION_STATES,
  QUOTATION_VALID_STATES,
  type QuotationEvent,
  type QuotationRefusalCode,
  type QuotationState,
  transitionQuotation,
} from "./procurement/quotation.ts";
export { lineAmountFen, quotationTotals, raisedLines, VAT_RATES } from "./procurement/quotation-math.ts";
export { QUOTATION_TEMPLATE, type QuotationTemplateCells, readQuotationTemplate, type TemplateQuote } from "./procurement/quotation-template.ts";
export { coversEveryLine, ROUND_SCOPE_TEXTS, roundScope, scopedQuote } from "./procurement/round-scope.ts";
export { GENERIC_PLATFORM_CODE } from "./product.ts";
export { formatWanYuan, PROJECT_INPUT_MESSAGES, validateProjectInput } from "./project/project-input.ts";
export { matchProject, PROJECT_MATCH_THRESHOLD, type ProjectMatch } from "./project/project-match.ts";
export {
  effectiveProjectState,
  PROJECT_EVENTS,
  PROJECT_MESSAGES,
  PROJECT_STATE_LABELS,
  PROJECT_STATES,
  type ProjectEvent,
  type ProjectState,
  REGISTRATION_STATE_LABELS,
  registrationRefusal,
  transitionProject,
} from "./project/project-state.ts";
export {
  isRefusalKind,
  REFUSAL_KIND_VALUES,
  REFUSAL_KINDS,
  REFUSAL_REASON_KINDS,
  type RefusalKind,
  refusalWithNextStep,
} from "./refusal/refusal-kind.ts";
export {
  formatWait,
  parseServiceHours,
  SERVICE_AGENT_ONLINE_SECONDS,
  SERVICE_HOURS_PROBLEM,
  SERVICE_WAIT_ALERT_SECONDS,
  serviceAwayMessage,
  serviceHoursProblem,
  withinServiceHours,
} from "./service-desk/service-hours.ts";
export {
  LAWYER_SPECIALTIES,
  maskLicenseNo,
  maskPhone,
  SERVICE_NEED_CATEGORIES,
  SERVICE_NEED_LIMITS,
  SERVICE_NEED_STATUS_LABELS,
  type ServiceNeedCategory,
  type ServiceNeedField,
  type ServiceNeedInput,
  type ServiceNeedStatus,
  validateServiceNeed,
} from "./services/service-need.ts";
export { accessRedirect, isMemberPath, LOGIN_FOR_PARAM, PERSONAL_CENTER_PATH } from "./session/access-guard.ts";
export type { BusinessOption } from "./session/business-option.ts";
export { companySwitchMachine } from "./session/company-switch.machine.ts";
export { crossSiteUrl } from "./session/cross-site.ts";
export { isLoginElsewhere } from "./session/login-elsewhere.ts";
export { loginSyncMachine } from "./session/login-sync.machine.ts";
export { decideLoginSync, type LoginSyncDecision, type LoginSyncInput } from "./session/login-sync.ts";
export { LOGOUT_DIALOG, type LogoutKind, logoutPlan } from "./session/logout.ts";
export {
  checkServiceKnowledgeDraft,
  SERVICE_KNOWLEDGE_STATE_LABELS,
  SERVICE_KNOWLEDGE_STATES,
  type ServiceKnowledgeState,
  transitionServiceKnowledge,
} from "./shop-services/service-knowledge.ts";
export {
  checkShopServiceDraft,
  SHOP_SERVICE_CATEGORIES,
  SHOP_SERVICE_CATEGORY_LABELS,
  SHOP_SERVICE_STATE_LABELS,
  SHOP_SERVICE_STATES,
  SHOP_SERVICE_UNITS,
  type ShopServiceCategory,
  type ShopServiceState,
  type ShopServiceUnit,
  shopServiceDeliveryText,
  shopServicePriceText,
  transitionShopService,
} from "./shop-services/shop-service.ts";
export {
  checkShopLayout,
  defaultShopLayout,
  editShopLayout,
  type ShopBanner,
  type ShopLayout,
  type ShopLayoutRefusal,
  shopLayoutMessage,
} from "./shops/shop-layout.ts";
export {
  SHOP_ABOUT_MAX,
  SHOP_BANNER_EXTENSIONS,
  SHOP_BANNER_MAX,
  SHOP_BANNER_MAX_MB,
  SHOP_PRODUCT_MAX,
  SHOP_SECTION_KINDS,
  SHOP_SECTION_LABELS,
  SHOP_SERVICE_MAX,
  SHOP_SLOGAN_MAX,
  SHOP_TEMPLATE_CODES,
  SHOP_TEMPLATES,
  type ShopSectionKind,
  type ShopTemplateCode,
} from "./shops/shop-sections.ts";
export { checkThemeColour, contrastRatio, SHOP_THEME_MIN_CONTRAST, themeColourMessage } from "./shops/theme-colour.ts";
export { SEARCH_EXAMPLE_WORDS, searchTarget, showsBanner } from "./site/banner.ts";
export type { DictEntry } from "./site/dictionary.ts";
export { type FooterItem, footerColumns, footerLinkTarget } from "./site/footer.ts";
export { companySelectorWidth, documentBranding, unreadBadgeText } from "./site/header-display.ts";
export {
  type HeaderNavigation,
  HOME_PATH,
  HomeSection,
  headerMenu,
  layoutBackground,
  logoNavigation,
  menuNavigation,
  PARTY_BUILDING_MODULE_CODE,
  parseHomeSection,
} from "./site/header-menu.ts";
export {
  isPlatformHideableSection,
  PLATFORM_HIDEABLE_SECTION_KEYS,
  PLATFORM_HIDEABLE_SECTIONS,
  type PlatformHideableSection,
} from "./site/hidden-sections.ts";
export { type HotTopic, hotTopics, showsHotTopics } from "./site/hot-topics.ts";
export { industryFrontCssFlag } from "./site/industry-front-css.ts";
export { downloadPagePath, type PlatformAppLinks, parseQrCodeKind, platformAppLinks, QR_CODE_KINDS, type QrCodeKind } from "./site/platform-app-links.ts";
export {
  footerLinkUrlProblem,
  hostProblem,
  ICP_LOOKUP_URL,
  icpNumberProblem,
  normalHost,
  PLATFORM_FOOTER_LINKS_MAX,
  PLATFORM_HOSTS_MAX,
  PUBLIC_SECURITY_LOOKUP_URL,
  publicSecurityNumberProblem,
} from "./site/platform-identity.ts";
export { JILIN_CITIES, QUALIFICATION_CATEGORIES, QUALIFICATION_GRADES } from "./site/regions.ts";
export { safeHref } from "./site/safe-href.ts";
export { DEFAULT_TOP_TEXT, type TopTextItem, topTextItems } from "./site/top-text.ts";
export { persistedStateEntries, restorePersistedState } from "./storage/persisted-state.ts";
export { readFilteredStorage } from "./storage/storage-filter.ts";
export { BID_REFUSAL_TEXTS, bidRefusal, groupRefusal } from "./tender/admission.ts";
export { BIDDER_STATE_LABELS, type BidderEvent, type BidderState, transitionBidder } from "./tender/bidder.ts";
export {
  blockingClarifications,
  CLARIFICATION_TEXTS,
  deadlineAfterClarification,
  unacknowledgedClarifications,
} from "./tender/clarification.ts";
export { type BidderFingerprint, COLLUSION_KIND_LABELS, type CollusionAlert, detectCollusion } from "./tender/collusion.ts";
export {
  checkDepositAmount,
  DEPOSIT_AMOUNT_TEXTS,
  DEPOSIT_METHOD_LABELS,
  DEPOSIT_STATE_LABELS,
  type DepositState,
  maxDepositFen,
  transitionDeposit,
} from "./tender/deposit.ts";
export {
  checkScoringSheet,
  EVALUATION_METHOD_LABELS,
  type EvaluationMethod,
  rankBids,
  SCORING_SHEET_TEXTS,
  type ScoringCriterion,
  scoreInRange,
} from "./tender/evaluation.ts";
export {
  answerRefusal,
  awardObjectionRefusal,
  OBJECTION_ANSWER_MAX_CHARS,
  OBJECTION_MAX_CHARS,
  OBJECTION_MIN_CHARS,
  OBJECTION_REFUSAL_TEXTS,
  objectionRefusal,
} from "./tender/objection.ts";
export {
  CANDIDATE_PUBLICITY_DAYS,
  TENDER_PUBLIC_STATES,
  TENDER_SEALED_STATES,
  TENDER_STATE_LABELS,
  type TenderEvent,
  type TenderState,
  transitionTender,
} from "./tender/tender.ts";
export {
  DOCUMENT_REFUSAL_TEXTS,
  documentRefusal,
  documentVersionLabel,
  MAX_DOCUMENTS_PER_VERSION,
  nextDocumentVersion,
} from "./tender/tender-documents.ts";
export { chinaDateOf } from "./time/china-date.ts";
export { overallProgress, uploadButtonSignal } from "./upload/upload-progress.ts";
export { UploadStrategy, uploadFailureHandling, uploadStrategy } from "./upload/upload-strategy.ts";
export { bankOfCardNumber, maskBankCardNumber, validateBankCardNumber } from "./validation/bank-card.validator.ts";
export { validateCreditCode } from "./validation/credit-code.validator.ts";
export { validateIdCardNumber } from "./validation/id-card.validator.ts";
export { maskPhoneNumbers, PHONE_INPUT_PATTERN, PHONE_PATTERN, validatePhone, validatePhoneForCode } from "./validation/phone.validator.ts";
export { type UploadRules, validateUploadCount, validateUploadFile } from "./validation/upload-file.validator.ts";
export { callFitsCompany, citiesNamedIn, type PushedCall } from "./vip/call-fit.ts";
export {
  changePermille,
  changeText,
  completedPeriods,
  PRICE_REPORT_CADENCES,
  PRICE_REPORT_HISTORY,
  type PriceReportCadence,
  periodLabel,
  type ReportingCadence,
  type ReportPeriod,
} from "./vip/price-report-period.ts";
export { DAY_MS, nextVipPeriod, revokeVipGrant, type VipGrant, vipDaysLeft, vipExpiry } from "./vip/vip-entitlement.ts";
export { discountedFen, discountLabel } from "./vip/vip-price.ts";
