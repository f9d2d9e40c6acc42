/**
 * Paths of the platform services that are not calls of spec §7 but that clients, the portal's proxy
 * and tests must name: the OpenAPI document, and the development helpers tests turn on
 * (`DEV_HELPERS=1`, never in `npm start` or production, never passed on by the portal's /api proxy).
 */
export const platformPaths = {
  /** GET: the OpenAPI document generated from the registered routes (the open-api page renders it). */
  openApi: "/api/openapi.json",
  /** Prefix of every development helper. */
  devHelpers: "/api/dev",
  /** GET ?phone: the SMS codes the console outbox sent (tests only). */
  devSmsOutbox: "/api/dev/sms-outbox",
  /** GET ?captchaId: a challenge's answer (tests only). */
  devCaptchaAnswer: "/api/dev/captcha-answer",
} as const;
