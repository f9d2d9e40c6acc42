import { randomBytes } from "node:crypto";
import { CONTENT_PICTURE_MAX_BYTES, TRANSFER_RECEIPT_MAX_BYTES } from "@cidp/api-client/contract";
import { createMetricsGate, metricsTokenOf } from "@cidp/web-operations";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyServerOptions } from "fastify";
import { z } from "zod";
import { createProductReview } from "./capabilities/catalogue/product-review.ts";
import { catalogueRoutes } from "./capabilities/catalogue/routes.ts";
import { createListingReview } from "./capabilities/equipment/listing-review.ts";
import { equipmentRoutes } from "./capabilities/equipment/routes.ts";
import { createFinanceReview } from "./capabilities/finance/finance-review.ts";
import { createNeedReview } from "./capabilities/legal-services/need-review.ts";
import { lessonRoutes } from "./capabilities/lesson/routes.ts";
import { createVideoStore } from "./capabilities/lesson/video-store.ts";
import { procurementJobKinds } from "./capabilities/procurement/procurement-jobs.ts";
import { procurementRoutes } from "./capabilities/procurement/routes.ts";
import { shopRoutes } from "./capabilities/shop/routes.ts";
import { autoAcceptJobKind } from "./capabilities/shop-service/auto-accept.ts";
import { shopServiceRoutes } from "./capabilities/shop-service/routes.ts";
import { createServiceReview } from "./capabilities/shop-service/service-review.ts";
import { tenderRoutes } from "./capabilities/tender/routes.ts";
import { tenderJobKinds } from "./capabilities/tender/tender-opening.ts";
import { vipClientRoutes } from "./capabilities/vip/account-manager.routes.ts";
import { callPushJobKind } from "./capabilities/vip/call-push.ts";
import { contractReviewDeskRoutes } from "./capabilities/vip/contract-review-desk.ts";
import { contractReviewRoutes } from "./capabilities/vip/contract-review-routes.ts";
import { priceReportJobKind } from "./capabilities/vip/price-report.ts";
import { trainingStaffRoutes } from "./capabilities/vip/training-routes.ts";
import { businessCertifiedSubscribers } from "./composition/business-certified-subscribers.ts";
import { registerCapabilityPorts } from "./composition/capability-ports.ts";
import { chatSendPolicies } from "./composition/chat-send-policies.ts";
import { capabilityOrderOffers } from "./composition/order-offers.ts";
import { personalCenterTaskRoutes } from "./composition/personal-center-tasks.ts";
import { routeModules } from "./composition/route-modules.generated.ts";
import { serviceDeskVipAt } from "./composition/service-desk-vip.ts";
import { platformShopCatalogue } from "./composition/shop-catalogue.ts";
import { tradeLogSources } from "./composition/trade-log-sources.ts";
import { marketPriceFigures } from "./composition/vip-price-figures.ts";
import { publishedCallsAfter } from "./composition/vip-published-calls.ts";
import type { Database, DatabaseHandle } from "./db/database.ts";
import { registerInputGuards } from "./http/input-guards.ts";
import { registerRequestIdEcho, requestIdOptions } from "./http/request-id.ts";
import { announcementRoutes } from "./platform/announcement/announcement.routes.ts";
import { announcementJobKind } from "./platform/announcement/announcement-delivery.ts";
import { createAnnouncementDesk } from "./platform/announcement/announcement-desk.ts";
import { createAnnouncementReview } from "./platform/announcement/announcement-review.ts";
import { CARD_HASH_KEY_PURPOSE, cardHashKey } from "./platform/bankcard/number-hash-key.ts";
import { bankCardRoutes } from "./platform/bankcard/routes.ts";
import { type CertificationDepositMode, readCertificationDeposit } from "./platform/certification/deposit-settings.ts";
import { createFinanceMicroDeposit, createSandboxMicroDeposit } from "./platform/certification/micro-deposit.ts";
import { nameLockedByCertification } from "./platform/certification/name-lock.ts";
import { createCertificationReview } from "./platform/certification/review.ts";
import { certificationRoutes } from "./platform/certification/routes.ts";
import { certificationCiphers } from "./platform/certification/sealed-fields.ts";
import { updateChatCard } from "./platform/chat/member-card.ts";
import { chatRoutes } from "./platform/chat/routes.ts";
import { contentChangeRoutes } from "./platform/cms/content-changes.ts";
import { createBannerDesk } from "./platform/content-desk/banners.ts";
import { contentDeskRoutes } from "./platform/content-desk/content-desk.routes.ts";
import { createContentDesk } from "./platform/content-desk/content-desk.ts";
import { createContentDeskStaff } from "./platform/content-desk/content-desk-staff.ts";
import { contentJobKinds } from "./platform/content-desk/content-jobs.ts";
import { createContentPictures } from "./platform/content-desk/content-pictures.ts";
import { createContentReview } from "./platform/content-desk/content-review.ts";
import { createLinkReviewSource } from "./platform/content-desk/link-review-source.ts";
import { createLinkReviews } from "./platform/content-desk/link-reviews.ts";
import { partyModuleRoutes } from "./platform/content-desk/party-modules.routes.ts";
import { createPartyModules } from "./platform/content-desk/party-modules.ts";
import { contentPictureRoutes } from "./platform/content-desk/routes.ts";
import { depositDeskRoutes } from "./platform/deposit-desk/deposit-desk.routes.ts";
import { createDepositDesk } from "./platform/deposit-desk/deposit-desk.ts";
import { errorReportRoutes } from "./platform/error-reports/routes.ts";
import { homeApplyRoutes } from "./platform/home/routes.ts";
import { createObjectInvoiceStore, type InvoiceStore } from "./platform/invoice/invoice-store.ts";
import { invoiceRoutes } from "./platform/invoice/routes.ts";
import { registerJobRunner } from "./platform/jobs/jobs.plugin.ts";
import { createKnowledgeReview } from "./platform/knowledge/review.ts";
import { legalDeskRoutes } from "./platform/legal/legal-desk.routes.ts";
import { createLegalDesk } from "./platform/legal/legal-desk.ts";
import { legalInForceJobKind } from "./platform/legal/legal-in-force.ts";
import { createLegalReview } from "./platform/legal/legal-review.ts";
import { loginSite, readLoginSiteConfig } from "./platform/login-site/index.ts";
import { mediaRoutes } from "./platform/media/routes.ts";
import { profileRoutes } from "./platform/member/profile.routes.ts";
import { memberRoutes } from "./platform/member/routes.ts";
import { createSessionService } from "./platform/member/session.service.ts";
import { createObjectBytes, type ObjectBytes } from "./platform/object-store/object-bytes.ts";
import { readObjectStoreConfig } from "./platform/object-store/object-store.config.ts";
import { storeProbe } from "./platform/object-store/store-probe.ts";
import { registerOpenAppGuard } from "./platform/open-platform/open-guard.ts";
import { createOperatorAccounts } from "./platform/operator/operator-accounts.ts";
import { operatorApiRoutes } from "./platform/operator/operator-api.routes.ts";
import { combineReviewSources } from "./platform/operator/review-source.ts";
import { createOrderFulfilment } from "./platform/order/fulfilment.ts";
import { createRefundReview } from "./platform/order/refund-review.ts";
import { orderRoutes } from "./platform/order/routes.ts";
import { registerPermissionGuard } from "./platform/organisation/permission-guard.ts";
import { createOrganisationRepository } from "./platform/organisation/repository.ts";
import { organisationRoutes } from "./platform/organisation/routes.ts";
import { createBankTransferBooks } from "./platform/payment/bank-transfer/bank-transfer-books.ts";
import { paymentNotifyRoutes } from "./platform/payment/notify-route.ts";
import { paymentJobKinds } from "./platform/payment/payment-jobs.ts";
import { registerPaymentMetrics } from "./platform/payment/payment-metrics.ts";
import { createPaymentServices } from "./platform/payment/payment-services.ts";
import { type PaymentSettings, readPaymentSettings } from "./platform/payment/payment-settings.ts";
import { sandboxCheckoutRoutes } from "./platform/payment/sandbox/sandbox-checkout.ts";
import { deliverOverHttp, sandboxNotifierJobKind } from "./platform/payment/sandbox/sandbox-notifier.ts";
import { accountDeletionJobKind } from "./platform/privacy/deletion-job.ts";
import { privacyRoutes } from "./platform/privacy/routes.ts";
import { reportRollupJobKind } from "./platform/report/report-rollup.ts";
import { createSealedEnvelopes, INQUIRY_SEAL_SCOPE, TENDER_SEAL_SCOPE } from "./platform/sealed-bidding/sealed-envelopes.ts";
import { tradeLogRoutes } from "./platform/sealed-bidding/trade-log.routes.ts";
import { searchIndexJobKind } from "./platform/search/indexer.ts";
import { operatorServiceRoutes } from "./platform/service-desk/service-desk.routes.ts";
import { createServiceDesk } from "./platform/service-desk/service-desk.ts";
import { createSiteNav } from "./platform/site-texts/site-nav.ts";
import { siteTextsRoutes } from "./platform/site-texts/site-texts.routes.ts";
import { createSiteTexts } from "./platform/site-texts/site-texts.ts";
import { smsNoticeJobKind } from "./platform/sms/sms-notice-job.ts";
import type { SmsProvider } from "./platform/sms/sms-provider.ts";
import { createCounterStore } from "./platform/throttle/counter-store.ts";
import { databaseRateLimitStore } from "./platform/throttle/rate-limit-store.ts";
import { transferDeskRoutes } from "./platform/transfer-desk/transfer-desk.routes.ts";
import { createTransferDesk } from "./platform/transfer-desk/transfer-desk.ts";
import { createTransferReceipts } from "./platform/transfer-desk/transfer-receipts.ts";
import { createResourceUploads } from "./platform/upload/resource-uploads.ts";
import { uploadRoutes } from "./platform/upload/routes.ts";
import { createStoredFiles } from "./platform/upload/stored-files.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerEnvelopeStatus } from "./plugins/envelope-status.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerLoadShedding } from "./plugins/load-shedding.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { type Drain, registerReadiness } from "./plugins/readiness.ts";
import { createFieldCipher } from "./security/field-cipher.ts";
import { randomSealingKeys, type SealingKeys } from "./security/sealing-keys.ts";

// Validation messages of the contract schemas in the product's language.
z.config(z.locales.zhCN());

/** What the app needs from outside: its database, token secret and logger settings. */
export interface AppDependencies {
  db: Database;
  /** HS256 secret of the tokens; a random one (sessions die with the process) when absent. */
  tokenSecret?: Uint8Array;
  /** The keys of data sealed at rest (SEALING_KEYS); one random key (sealed data dies with the process) when absent. */
  sealingKeys?: SealingKeys;
  logger?: FastifyServerOptions["logger"];
  /** Turn the rate limits off (load benchmarks); on by default. */
  rateLimit?: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy). Rate limits key on the
   * client address, so trusting every hop would let anyone pick their own; the default trusts
   * only loopback, where the portal's proxy runs in the embedded set-up.
   */
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** The clock of sessions (tests move it forward). */
  now?: () => Date;
  /**
   * The development helpers (SMS outbox, captcha answers) for tests; unset, the environment
   * decides (`DEV_HELPERS=1`, refused in production).
   */
  devHelpers?: boolean;
  /** Where issued invoices are kept; the configured object store when absent. */
  invoiceStore?: InvoiceStore;
  /** Where pictures put into articles and finance's bank receipts (回单) are kept; the configured object store when absent. */
  contentObjects?: ObjectBytes;
  /** Set `draining` on shutdown: `/ready` answers 503 from then on (main.ts). */
  drain?: Drain;
  /** LISTEN on the database (DatabaseHandle.listen): relays content changes to the portals; off when absent. */
  listen?: DatabaseHandle["listen"];
  /** Requests worked on at once before more are answered 503 (plugins/load-shedding.ts); unlimited when absent. */
  maxInFlight?: number;
  /** `/ready` also asks the configured object store (the running services do; tests without a store do not). */
  probeObjectStore?: boolean;
  /** The payment providers and their merchant settings; unset, the environment's (PAYMENT_PROVIDERS, checked at start). */
  paymentSettings?: PaymentSettings;
  /** Where texts go (codes and notices); the SMS settings decide when absent (a carrier, or the development outbox). */
  smsProvider?: SmsProvider;
  /** The bearer token `/metrics` asks for; unset, the environment's METRICS_TOKEN (none: only a scraper on the machine). */
  metricsToken?: string | null;
  /** Who sends corporate certification's 对公小额打款; unset, the environment's CERTIFICATION_DEPOSIT (checked at start). */
  certificationDeposit?: CertificationDepositMode;
}

/** The environment's payment settings; the start-up check (environment.ts) has refused a start with problems. */
function paymentSettingsOf(env: NodeJS.ProcessEnv): PaymentSettings {
  const reading = readPaymentSettings(env);
  if (!reading.ok) throw new Error(reading.problems.join("; "));
  return reading.settings;
}

/** The environment's certification deposit mode; the start-up check (environment.ts) has refused a start with a problem. */
function certificationDepositOf(env: NodeJS.ProcessEnv): CertificationDepositMode {
  const reading = readCertificationDeposit(env);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.mode;
}

/** Builds the platform services app; it does not listen, so tests drive it with `inject`. */
export async function buildApp({
  db,
  tokenSecret = randomBytes(32),
  sealingKeys = randomSealingKeys(),
  logger = false,
  rateLimit: limit = true,
  now,
  trustProxy = "loopback",
  devHelpers,
  invoiceStore,
  contentObjects,
  drain = { draining: false },
  listen,
  probeObjectStore = false,
  maxInFlight,
  paymentSettings = paymentSettingsOf(process.env),
  smsProvider,
  metricsToken = metricsTokenOf(process.env) ?? null,
  certificationDeposit = certificationDepositOf(process.env),
}: AppDependencies) {
  // What the capabilities sell, index and list through the platform's registries (orders, search, sitemaps).
  registerCapabilityPorts();
  const app = Fastify({ logger, trustProxy, bodyLimit: 1_048_576, ...requestIdOptions });
  // Before any route: every request echoes its id and is counted.
  registerRequestIdEcho(app);
  registerMetrics(app, db, createMetricsGate(metricsToken));
  if (maxInFlight !== undefined) registerLoadShedding(app, { maxInFlight });
  registerJobRunner(app, db, now);
  registerErrorHandler(app);
  registerEnvelopeStatus(app);
  registerInputGuards(app);
  // The API answers JSON only, so the strictest policy fits; the portal sets its own CSP with nonces.
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: "no-referrer" },
  });
  // Global off: only routes with their own `config.rateLimit` (login, SMS, password) are limited.
  // The counts live in Postgres (throttle/rate-limit-store.ts), shared by every instance.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(createCounterStore(db, now)),
    max: limit ? 10 : 1_000_000,
    timeWindow: "1 minute",
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `请求过于频繁，请${Math.ceil(context.ttl / 1000)}秒后再试` }),
  });
  registerAuth(app, createSessionService(db, tokenSecret, now));
  registerPermissionGuard(app, db);
  // The open API's token check (auth "app"): before every route, since contract routes of several modules use it.
  registerOpenAppGuard(app, db, now);
  // Load balancers take an instance out when its database is unreachable.
  app.get("/health", async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ok", database: "up" };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "unavailable", database: "down" });
    }
  });
  registerReadiness(app, db, drain, probeObjectStore ? { objectStore: storeProbe(readObjectStoreConfig()) } : {});
  if (listen) await app.register(contentChangeRoutes, { listen, secret: process.env.CONTENT_STREAM_SECRET });
  await registerOpenApi(app);
  // The modules that declare their own routes (composition/route-modules.generated.ts): no line here per module.
  for (const module of routeModules) await module.register(app, { db, ...(now ? { now } : {}) });
  // 客服工作台: the queue hears what members write to the service account and answers through the chat.
  // A VIP company's conversations are offered first (its plan's 专属客服).
  const serviceDesk = createServiceDesk(db, now, serviceDeskVipAt);
  await app.register(chatRoutes, { db, sendPolicies: chatSendPolicies, serviceAccount: serviceDesk });
  const loginSiteConfig = readLoginSiteConfig();
  await app.register(loginSite, {
    db,
    config: { ...loginSiteConfig, devEndpoints: devHelpers ?? loginSiteConfig.devEndpoints },
    secret: tokenSecret,
    ...(smsProvider ? { smsProvider } : {}),
    ...(now ? { now } : {}),
  });
  // After the login site: the member routes send and check SMS codes through its `smsCodes`.
  await app.register(memberRoutes, {
    db,
    credentialLimit: { max: limit ? 20 : 1_000_000, timeWindow: "1 minute" },
    roleNamesByMember: (businessId, memberIds) => createOrganisationRepository(db).roleNamesByMember(businessId, memberIds),
  });
  await app.register(homeApplyRoutes, { db, credentialLimit: { max: limit ? 20 : 1_000_000, timeWindow: "1 minute" }, ...(now ? { now } : {}) });
  await app.register(organisationRoutes, { db, portalHome: loginSiteConfig.portalHome, ...(now ? { now } : {}) });
  await app.register(personalCenterTaskRoutes, { db, ...(now ? { now } : {}) });
  const cardHashKeys = createFieldCipher(sealingKeys, CARD_HASH_KEY_PURPOSE);
  const { payments, providers, sandboxSecret, bankTransfer, wechatJsapi } = createPaymentServices(db, tokenSecret, app.log, { settings: paymentSettings });
  const bankTransferBooks = createBankTransferBooks(db);
  registerPaymentMetrics(app.metrics, db, now ?? (() => new Date()));
  // The sandbox's pages exist only where it is configured: never in production (payment-settings.ts).
  if (sandboxSecret) await app.register(sandboxCheckoutRoutes, { db, secret: sandboxSecret });
  await app.register(paymentNotifyRoutes, { payments, providers });
  await app.register(orderRoutes, {
    db,
    payments,
    paymentMethods: providers.methods,
    bankTransfer: bankTransfer ? { account: bankTransfer, ofOrder: bankTransferBooks.ofOrder } : null,
    wechatJsapi,
    offers: capabilityOrderOffers,
    ...(now ? { now } : {}),
  });
  const storage = readObjectStoreConfig();
  const files = createStoredFiles(db, storage.secretAccessKey);
  await app.register(procurementRoutes, {
    db,
    files,
    portalHome: loginSiteConfig.portalHome,
    seal: createSealedEnvelopes(sealingKeys, INQUIRY_SEAL_SCOPE),
    devHelpers: devHelpers ?? loginSiteConfig.devEndpoints,
    ...(now ? { now } : {}),
  });
  await app.register(uploadRoutes, { db, storage });
  await app.register(mediaRoutes, { storage });
  await app.register(invoiceRoutes, { db, store: invoiceStore ?? createObjectInvoiceStore(storage), ...(now ? { now } : {}) });
  await app.register(lessonRoutes, { db, secret: storage.secretAccessKey, videos: createVideoStore(storage), ...(now ? { now } : {}) });
  const { idNumbers, accounts } = certificationCiphers(sealingKeys);
  // Production's finance staff send the amount from the back office (认证打款); the sandbox only logs it.
  const deposits =
    certificationDeposit === "finance" ? createFinanceMicroDeposit() : createSandboxMicroDeposit((entry, message) => app.log.info(entry, message));
  await app.register(bankCardRoutes, {
    db,
    hashKey: () => cardHashKey(db, cardHashKeys, tokenSecret),
    deposits,
    accounts,
    devHelpers: devHelpers ?? loginSiteConfig.devEndpoints,
    ...(now ? { now } : {}),
  });
  await app.register(profileRoutes, { db, files, nameLocked: nameLockedByCertification, onProfileChanged: [updateChatCard], ...(now ? { now } : {}) });
  await app.register(privacyRoutes, { db, files, ...(now ? { now } : {}) });
  await app.register(contractReviewRoutes, { db, files, ...(now ? { now } : {}) });
  await app.register(equipmentRoutes, { db, files, ...(now ? { now } : {}) });
  await app.register(shopServiceRoutes, { db, payments, ...(now ? { now } : {}) });
  await app.register(catalogueRoutes, { db, files, ...(now ? { now } : {}) });
  await app.register(shopRoutes, { db, files, catalogue: platformShopCatalogue, ...(now ? { now } : {}) });
  await app.register(tenderRoutes, {
    db,
    seal: createSealedEnvelopes(sealingKeys, TENDER_SEAL_SCOPE),
    files,
    payments,
    devHelpers: devHelpers ?? loginSiteConfig.devEndpoints,
    ...(now ? { now } : {}),
  });
  await app.register(certificationRoutes, {
    db,
    files,
    idNumbers,
    accounts,
    deposits,
    devHelpers: devHelpers ?? loginSiteConfig.devEndpoints,
    ...(now ? { now } : {}),
  });
  const contentDeskStaff = createContentDeskStaff(db, now);
  const contentDesk = createContentDesk(db, contentDeskStaff, now);
  const contentPictures = createContentPictures(db, contentObjects ?? createObjectBytes(storage), {
    maxBytes: CONTENT_PICTURE_MAX_BYTES,
    // The editor's pictures come through the upload engine as the staff account's own resources.
    uploads: createResourceUploads({ db, storage, warn: (error, resourceId) => app.log.warn({ err: error, resourceId }, "could not delete a refused upload") }),
    ...(now ? { now } : {}),
  });
  await app.register(contentPictureRoutes, { pictures: contentPictures });
  const legalDesk = createLegalDesk(db, now);
  const announcementDesk = createAnnouncementDesk(db, now);
  // Banners, 友情链接 and top texts that lead off the platform wait for 内容审核 (link-reviews.ts).
  const linkReviews = createLinkReviews(db, now);
  const banners = createBannerDesk(db, contentDeskStaff, linkReviews);
  const siteTexts = createSiteTexts(db, linkReviews, now);
  const siteNav = createSiteNav(db, linkReviews, now);
  await app.register(operatorApiRoutes, {
    db,
    review: combineReviewSources([
      { permission: "content.review", source: createContentReview(db, contentDesk) },
      {
        permission: "content.review",
        source: createLinkReviewSource(linkReviews, {
          banner: banners.applyReviewed,
          "partner-link": siteNav.applyReviewedPartnerLink,
          "top-texts": siteTexts.applyReviewed,
        }),
      },
      { permission: "content.review", source: createLegalReview(legalDesk) },
      { permission: "content.review", source: createAnnouncementReview(announcementDesk) },
      {
        permission: "certification.review",
        source: createCertificationReview(db, { files, idNumbers, accounts, onBusinessCertified: businessCertifiedSubscribers, ...(now ? { now } : {}) }),
      },
      { permission: "content.review", source: createKnowledgeReview(db, now) },
      { permission: "finance.review", source: createRefundReview(db, payments) },
      { permission: "finance.review", source: createFinanceReview(db, now) },
      { permission: "content.review", source: createListingReview(db, files, now) },
      { permission: "content.review", source: createNeedReview(db, now) },
      { permission: "content.review", source: createServiceReview(db, now) },
      { permission: "content.review", source: createProductReview(db, files, now) },
    ]),
    fulfilment: createOrderFulfilment(db),
    areas: [
      (kit) => operatorServiceRoutes(kit, serviceDesk),
      (kit) => contentDeskRoutes(kit, { desk: contentDesk, pictures: contentPictures, banners }),
      (kit) => legalDeskRoutes(kit, legalDesk),
      (kit) => announcementRoutes(kit, announcementDesk),
      (kit) => siteTextsRoutes(kit, { texts: siteTexts, nav: siteNav, linkReviews }),
      (kit) => partyModuleRoutes(kit, createPartyModules(db, contentDeskStaff)),
      (kit) =>
        transferDeskRoutes(
          kit,
          createTransferDesk({
            db,
            books: bankTransferBooks,
            payments,
            receipts: createTransferReceipts(contentObjects ?? createObjectBytes(storage), TRANSFER_RECEIPT_MAX_BYTES),
            now: now ?? (() => new Date()),
          }),
        ),
      (kit) => depositDeskRoutes(kit, createDepositDesk({ db, accounts, now: now ?? (() => new Date()) })),
      (kit) => tradeLogRoutes(kit, tradeLogSources(db)),
      (kit) => contractReviewDeskRoutes(kit, files),
      vipClientRoutes,
      (kit) => trainingStaffRoutes(kit, db),
    ],
    totpSecrets: createFieldCipher(sealingKeys, "operator-totp"),
    // Journeys enrol the demo operator through a link, as a deployment's first operator does.
    ...((devHelpers ?? loginSiteConfig.devEndpoints)
      ? {
          devEnrolmentLinks: async (username: string) =>
            (await createOperatorAccounts(db, { origin: "", ...(now ? { now } : {}) }).linkForUnenrolled(username))?.url ?? null,
        }
      : {}),
    ...(now ? { now } : {}),
  });
  await app.register(errorReportRoutes, { db, ingestLimit: { max: limit ? 30 : 1_000_000, timeWindow: "1 minute" } });
  // Background and time-driven work: every module's job kinds on the one runner (main.ts starts it).
  app.jobs.register(
    smsNoticeJobKind(app.smsProvider),
    ...procurementJobKinds(),
    ...tenderJobKinds(createSealedEnvelopes(sealingKeys, TENDER_SEAL_SCOPE)),
    ...paymentJobKinds(payments),
    ...(sandboxSecret ? [sandboxNotifierJobKind(sandboxSecret, deliverOverHttp)] : []),
    searchIndexJobKind,
    reportRollupJobKind,
    accountDeletionJobKind,
    ...contentJobKinds(contentDesk),
    legalInForceJobKind,
    announcementJobKind(),
    autoAcceptJobKind,
    priceReportJobKind(marketPriceFigures),
    callPushJobKind(publishedCallsAfter),
  );
  return app;
}
