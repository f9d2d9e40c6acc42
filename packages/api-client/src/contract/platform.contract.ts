/**
 * Paths of the platform services that are not calls of spec §7 but that clients, the portal's proxy
 * and tests must name: the OpenAPI document, and the development helpers tests turn on
 * (`DEV_HELPERS=1`, never in `npm start` or production, never passed on by the portal's /api proxy).
 */
export const platformPaths = {
  /** Prefix of every path of the platform services, which the portal passes on through its proxy (robots.txt closes it to crawlers). */
  services: "/api/",
  /** GET: the OpenAPI document generated from the registered routes (the open-api page renders it). */
  openApi: "/api/openapi.json",
  /** Prefix of every development helper. */
  devHelpers: "/api/dev",
  /** GET ?phone: the SMS codes the console outbox sent (tests only). */
  devSmsOutbox: "/api/dev/sms-outbox",
  /** GET ?captchaId: a challenge's answer (tests only). */
  devCaptchaAnswer: "/api/dev/captcha-answer",
  /** GET ?businessId: the payment sandbox's statement of a business's latest 对公小额打款 (development helpers only). */
  devMicroDeposit: "/api/dev/micro-deposit",
  devBankCardDeposit: "/api/dev/bank-card-deposit",
  /** GET ?username: a one-time enrolment link for an operator who has no authenticator yet (tests only). */
  devOperatorEnrolmentLink: "/api/dev/operator-enrolment-link",
  /** POST phone, password, redirect (a form): the login site's password log-in without its form, answered as the form's (tests only). */
  devLogIn: "/api/dev/log-in",
  /** POST: the services throw every change away and come back on the database as it was at their start (`DEV_DATABASE_RESETS=1`, journeys only). */
  devResetDatabase: "/api/dev/reset-database",
  /** GET: `{ generation }`, how many database resets the services have finished (`DEV_DATABASE_RESETS=1`). */
  devDatabaseGeneration: "/api/dev/database-generation",
  /**
   * GET: Server-Sent Events, one `changed` event (`{ tables }`) whenever public content changes on
   * any instance; each portal follows it and empties its caches (not an envelope call: a stream).
   * The portals only: with `CONTENT_STREAM_SECRET` set it takes the header `contentStreamSecretHeader`.
   */
  contentChanges: "/api/cidp-cms/content-changes",
  /** POST ?hours: runs the procurement jobs due that many hours from now (deadlines without waiting; tests only). */
  devProcurementJobs: "/api/dev/procurement-jobs",
  /**
   * POST: browser error reports in Sentry's envelope protocol (`application/x-sentry-envelope`),
   * the path a DSN of `errorIngest` gives; the portal's SDK posts to it as a same-origin tunnel.
   */
  errorIngestEnvelope: "/api/error-ingest/api/1/envelope/",
} as const;

/**
 * The Sentry-protocol project of the portal's error reports. The DSN is
 * `<origin-scheme>://<publicKey>@<portal host>/api/error-ingest/<projectId>`; the key is public
 * (it ships in the browser bundle) and only tells the ingest which project an envelope is for.
 */
export const errorIngest = {
  projectId: "1",
  publicKey: "cidpportal",
  /** The DSN's path before the project id. */
  dsnPath: "/api/error-ingest",
} as const;
