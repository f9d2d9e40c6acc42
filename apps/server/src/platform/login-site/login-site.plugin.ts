import { randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { type CaptchaService, createCaptchaService } from "../captcha/captcha.service.ts";
import { captchaRoutes } from "../captcha/routes.ts";
import { createKnownDevices } from "../known-devices/known-devices.ts";
import { smsRoutes } from "../sms/routes.ts";
import { readSmsSettings } from "../sms/sms.config.ts";
import { createSmsService, type SmsService } from "../sms/sms.service.ts";
import type { SmsProvider } from "../sms/sms-provider.ts";
import { smsProviderFor } from "../sms/sms-provider-for.ts";
import { createCounterStore } from "../throttle/counter-store.ts";
import { type CredentialGuard, createCredentialGuard } from "./credential-guard.ts";
import { type LoginSiteConfig, readLoginSiteConfig } from "./login-site.config.ts";
import { createMemberGateway, type MemberGateway } from "./member-gateway.ts";
import { pageRoutes } from "./page-routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The SMS code service, shared with the platform's own phone-code calls (same limits). */
    smsCodes: SmsService;
    /** The captcha service: its one-time proofs guard every code-sending path. */
    captchas: CaptchaService;
    /** The one throttle of every path that checks a password or a code (waits and the captcha step-up, never a lock). */
    credentialGuard: CredentialGuard;
    /** Where every text goes (codes here, notices through the SMS notice job): the carrier of the settings, or the outbox. */
    smsProvider: SmsProvider;
  }
}

/** What the login site needs; all but `db` have defaults. */
export interface LoginSiteOptions {
  db: Database;
  /** Defaults to the environment. */
  config?: LoginSiteConfig;
  /** Defaults to the provider of the SMS settings (SMS_PROVIDER: a carrier, or the development outbox). */
  smsProvider?: SmsProvider;
  /** Defaults to the member module over `app.sessions` (the auth plugin must be registered first). */
  members?: MemberGateway;
  /** The clock of limits and the log-in throttle (tests move it). */
  now?: () => Date;
  /** The platform's secret, from which known browsers' marks are derived (known-devices.ts); random by default. */
  secret?: Uint8Array;
}

/**
 * The external login site on the server's own origin: pages, the captcha and SMS calls of the
 * login service, and its logout. It decorates the app with `smsCodes`, `captchas` and
 * `credentialGuard` for the platform's own calls (hence the skip-override
 * below, as fastify-plugin would set), while its routes, cookie and form parsers stay in a child
 * scope.
 */
async function loginSitePlugin(app: FastifyInstance, options: LoginSiteOptions) {
  const config = options.config ?? readLoginSiteConfig();
  const now = options.now ?? (() => new Date());
  const { provider, outbox } = options.smsProvider ? { provider: options.smsProvider, outbox: null } : await configuredSmsProvider(app);
  const members = options.members ?? createMemberGateway(options.db, app.sessions);
  const sms = createSmsService({ db: options.db, provider, isRegistered: (phone) => members.isRegistered(phone), log: app.log, now });
  const captcha = createCaptchaService(options.db, now);
  const guard = createCredentialGuard({ counters: createCounterStore(options.db, now), captcha });
  const knownDevices = createKnownDevices(options.secret ?? randomBytes(32), now);
  app.decorate("smsCodes", sms);
  app.decorate("captchas", captcha);
  app.decorate("credentialGuard", guard);
  app.decorate("smsProvider", provider);
  await app.register(async (scope) => {
    if (!scope.hasPlugin("@fastify/cookie")) await scope.register(cookie);
    if (!scope.hasPlugin("@fastify/formbody")) await scope.register(formbody, { bodyLimit: 16_384 });
    await scope.register(captchaRoutes, { captcha, devAnswers: config.devEndpoints, knownDevices });
    await scope.register(smsRoutes, { sms, captcha, knownDevices, devOutbox: config.devEndpoints ? outbox : null });
    await scope.register(pageRoutes, { db: options.db, config, members, sms, guard, knownDevices, now });
  });
}

/** The provider of the SMS settings; main.ts refused a start with malformed ones (environment.ts), any other start hears the same lines here. */
async function configuredSmsProvider(app: FastifyInstance) {
  const reading = readSmsSettings(process.env);
  if (!reading.ok) throw new Error(`SMS settings: ${reading.problems.join("; ")}`);
  return smsProviderFor(reading.settings, (entry) => app.log.info({ sms: { phone: entry.phone, text: entry.text } }, "sms outbox"));
}

/** The login-site plugin; register it after the auth plugin. */
export const loginSite = Object.assign(loginSitePlugin, { [Symbol.for("skip-override")]: true });
