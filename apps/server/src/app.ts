import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyServerOptions } from "fastify";
import { z } from "zod";
import type { Database, DatabaseHandle } from "./db/database.ts";
import { registerInputGuards } from "./http/input-guards.ts";
import { registerRequestIdEcho, requestIdOptions } from "./http/request-id.ts";
import { analyticsRoutes } from "./modules/analytics/routes.ts";
import { bankCardRoutes } from "./modules/bankcard/routes.ts";
import { createProductReview } from "./modules/catalogue/product-review.ts";
import { catalogueRoutes } from "./modules/catalogue/routes.ts";
import { createSandboxMicroDeposit } from "./modules/certification/micro-deposit.ts";
import { createCertificationReview } from "./modules/certification/review.ts";
import { certificationRoutes } from "./modules/certification/routes.ts";
import { chatRoutes } from "./modules/chat/routes.ts";
import { contentChangeRoutes } from "./modules/cms/content-changes.ts";
import { cmsRoutes } from "./modules/cms/routes.ts";
import { companyRoutes } from "./modules/company/routes.ts";
import { createListingReview } from "./modules/equipment/listing-review.ts";
import { equipmentRoutes } from "./modules/equipment/routes.ts";
import { errorReportRoutes } from "./modules/error-reports/routes.ts";
import { createFinanceReview } from "./modules/finance/finance-review.ts";
import { financeRoutes } from "./modules/finance/routes.ts";
import { homeApplyRoutes } from "./modules/home/routes.ts";
import { createObjectInvoiceStore, type InvoiceStore } from "./modules/invoice/invoice-store.ts";
import { invoiceRoutes } from "./modules/invoice/routes.ts";
import { createKnowledgeReview } from "./modules/knowledge/review.ts";
import { knowledgeRoutes } from "./modules/knowledge/routes.ts";
import { laborRoutes } from "./modules/labor/routes.ts";
import { legalRoutes } from "./modules/legal/routes.ts";
import { createNeedReview } from "./modules/legal-services/need-review.ts";
import { legalServiceRoutes } from "./modules/legal-services/routes.ts";
import { lessonRoutes } from "./modules/lesson/routes.ts";
import { createVideoStore } from "./modules/lesson/video-store.ts";
import { loginSite, readLoginSiteConfig } from "./modules/login-site/index.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { profileRoutes } from "./modules/member/profile.routes.ts";
import { memberRoutes } from "./modules/member/routes.ts";
import { createSessionService } from "./modules/member/session.service.ts";
import { noticeRoutes } from "./modules/notice/routes.ts";
import { readObjectStoreConfig } from "./modules/object-store/object-store.config.ts";
import { createOperatorAccounts } from "./modules/operator/operator-accounts.ts";
import { combineReviewSources } from "./modules/operator/review-source.ts";
import { operatorRoutes } from "./modules/operator/routes.ts";
import { createOrderFulfilment } from "./modules/order/fulfilment.ts";
import { createRefundReview } from "./modules/order/refund-review.ts";
import { orderRoutes } from "./modules/order/routes.ts";
import { registerPermissionGuard } from "./modules/organisation/permission-guard.ts";
import { organisationRoutes } from "./modules/organisation/routes.ts";
import { paymentNotifyRoutes } from "./modules/payment/notify-route.ts";
import { createPaymentServices } from "./modules/payment/payment-services.ts";
import { sandboxCheckoutRoutes } from "./modules/payment/sandbox/sandbox-checkout.ts";
import { privacyRoutes } from "./modules/privacy/routes.ts";
import { createQuotationSeal, TENDER_SEAL_SCOPE } from "./modules/procurement/quotation-seal.ts";
import { procurementRoutes } from "./modules/procurement/routes.ts";
import { projectRoutes } from "./modules/project/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { shopRoutes } from "./modules/shop/routes.ts";
import { platformShopCatalogue } from "./modules/shop/shop-catalogue.ts";
import { shopServiceRoutes } from "./modules/shop-service/routes.ts";
import { createServiceReview } from "./modules/shop-service/service-review.ts";
import { sitemapRoutes } from "./modules/sitemap/routes.ts";
import { tenderRoutes } from "./modules/tender/routes.ts";
import { createCounterStore } from "./modules/throttle/counter-store.ts";
import { databaseRateLimitStore } from "./modules/throttle/rate-limit-store.ts";
import { uploadRoutes } from "./modules/upload/routes.ts";
import { createStoredFiles } from "./modules/upload/stored-files.ts";
import { vipRoutes } from "./modules/vip/routes.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerEnvelopeStatus } from "./plugins/envelope-status.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { type Drain, registerReadiness } from "./plugins/readiness.ts";
import { createFieldCipher } from "./security/field-cipher.ts";

// Validation messages of the contract schemas in the product's language.
z.config(z.locales.zhCN());

/** What the app needs from outside: its database, token secret and logger settings. */
export interface AppDependencies {
  db: Database;
  /** HS256 secret of the tokens; a random one (sessions die with the process) when absent. */
  tokenSecret?: Uint8Array;
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
  /** Set `draining` on shutdown: `/ready` answers 503 from then on (main.ts). */
  drain?: Drain;
  /** LISTEN on the database (DatabaseHandle.listen): relays content changes to the portals; off when absent. */
  listen?: DatabaseHandle["listen"];
}

/** Builds the platform services app; it does not listen, so tests drive it with `inject`. */
export async function buildApp({
  db,
  tokenSecret = randomBytes(32),
  logger = false,
  rateLimit: limit = true,
  now,
  trustProxy = "loopback",
  devHelpers,
  invoiceStore,
  drain = { draining: false },
  listen,
}: AppDependencies) {
  const app = Fastify({ logger, trustProxy, bodyLimit: 1_048_576, ...requestIdOptions });
  // Before any route: every request echoes its id and is counted.
  registerRequestIdEcho(app);
  registerMetrics(app, db);
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
  registerReadiness(app, db, drain);
  if (listen) await app.register(contentChangeRoutes, { listen });
  await registerOpenApi(app);
  await app.register(cmsRoutes, { db });
  await app.register(chatRoutes, { db });
  await app.register(companyRoutes, { db });
  const loginSiteConfig = readLoginSiteConfig();
  await app.register(loginSite, { db, config: { ...loginSiteConfig, devEndpoints: devHelpers ?? loginSiteConfig.devEndpoints }, ...(now ? { now } : {}) });
  // After the login site: the member routes send and check SMS codes through its `smsCodes`.
  await app.register(memberRoutes, { db, credentialLimit: { max: limit ? 20 : 1_000_000, timeWindow: "1 minute" } });
  await app.register(homeApplyRoutes, { db, credentialLimit: { max: limit ? 20 : 1_000_000, timeWindow: "1 minute" }, ...(now ? { now } : {}) });
  await app.register(noticeRoutes, { db });
  await app.register(organisationRoutes, { db, portalHome: loginSiteConfig.portalHome });
  await app.register(bankCardRoutes, { db, hashKey: tokenSecret });
  const { payments, sandboxSecret } = createPaymentServices(db, tokenSecret, app.log);
  await app.register(sandboxCheckoutRoutes, { db, secret: sandboxSecret });
  await app.register(paymentNotifyRoutes, { payments });
  await app.register(orderRoutes, { db, payments, ...(now ? { now } : {}) });
  await app.register(vipRoutes, { db, ...(now ? { now } : {}) });
  await app.register(procurementRoutes, {
    db,
    portalHome: loginSiteConfig.portalHome,
    seal: createQuotationSeal(tokenSecret),
    devHelpers: devHelpers ?? loginSiteConfig.devEndpoints,
    ...(now ? { now } : {}),
  });
  await app.register(legalRoutes, { db, ...(now ? { now } : {}) });
  await app.register(projectRoutes, { db, ...(now ? { now } : {}) });
  await app.register(laborRoutes, { db, ...(now ? { now } : {}) });
  await app.register(financeRoutes, { db, ...(now ? { now } : {}) });
  await app.register(legalServiceRoutes, { db, ...(now ? { now } : {}) });
  await app.register(searchRoutes, { db, ...(now ? { now } : {}) });
  await app.register(sitemapRoutes, { db });
  await app.register(analyticsRoutes, { db });
  const storage = readObjectStoreConfig();
  await app.register(uploadRoutes, { db, storage });
  await app.register(mediaRoutes, { storage });
  await app.register(invoiceRoutes, { db, store: invoiceStore ?? createObjectInvoiceStore(storage), ...(now ? { now } : {}) });
  await app.register(lessonRoutes, { db, secret: storage.secretAccessKey, videos: createVideoStore(storage), ...(now ? { now } : {}) });
  const files = createStoredFiles(db, storage.secretAccessKey);
  const idNumbers = createFieldCipher(tokenSecret, "id-number");
  const accounts = createFieldCipher(tokenSecret, "bank-account");
  const deposits = createSandboxMicroDeposit((entry, message) => app.log.info(entry, message));
  await app.register(profileRoutes, { db, files, ...(now ? { now } : {}) });
  await app.register(privacyRoutes, { db, files, ...(now ? { now } : {}) });
  await app.register(knowledgeRoutes, { db, ...(now ? { now } : {}) });
  await app.register(equipmentRoutes, { db, files, ...(now ? { now } : {}) });
  await app.register(shopServiceRoutes, { db, payments, ...(now ? { now } : {}) });
  await app.register(catalogueRoutes, { db, files, ...(now ? { now } : {}) });
  await app.register(shopRoutes, { db, files, catalogue: platformShopCatalogue, ...(now ? { now } : {}) });
  await app.register(tenderRoutes, {
    db,
    seal: createQuotationSeal(tokenSecret, TENDER_SEAL_SCOPE),
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
  await app.register(operatorRoutes, {
    db,
    review: combineReviewSources([
      createCertificationReview(db, { files, idNumbers, accounts, ...(now ? { now } : {}) }),
      createKnowledgeReview(db, now),
      createRefundReview(db, payments),
      createFinanceReview(db, now),
      createListingReview(db, files, now),
      createNeedReview(db, now),
      createServiceReview(db, now),
      createProductReview(db, files, now),
    ]),
    fulfilment: createOrderFulfilment(db),
    totpSecrets: createFieldCipher(tokenSecret, "operator-totp"),
    secret: tokenSecret,
    secureCookies: loginSiteConfig.secureCookies,
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
  return app;
}
