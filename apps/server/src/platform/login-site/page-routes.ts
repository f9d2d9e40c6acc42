import { randomBytes, timingSafeEqual } from "node:crypto";
import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import { hostnameOf, LoginCookie, selectPlatformConfig } from "@cidp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { ok } from "../../http/envelope.ts";
import { createCmsRepository } from "../cms/repository.ts";
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_SECONDS, type KnownDevices } from "../known-devices/known-devices.ts";
import { createLegalRepository } from "../legal/repository.ts";
import { passwordResetRefusal } from "../member/password-reset.ts";
import { SmsPurpose } from "../sms/sms.constants.ts";
import type { SmsService } from "../sms/sms.service.ts";
import type { Admission, CredentialGuard } from "./credential-guard.ts";
import type { SafeHtml } from "./html.ts";
import { type CookieScope, clearLoginCookies, cookieOptions, setLoginCookies } from "./login-cookies.ts";
import { codeError, passwordError, phoneError, realNameError } from "./login-form.rules.ts";
import type { LoginSiteConfig } from "./login-site.config.ts";
import { loginSiteMessages as m } from "./login-site.messages.ts";
import type { MemberGateway } from "./member-gateway.ts";
import { captchaClientScript } from "./pages/captcha-client.ts";
import { forgotPasswordPage } from "./pages/forgot-password.page.ts";
import { emptyForm, type FormContext, type FormState, pageLink } from "./pages/form-parts.ts";
import { type PageBrand, renderDocument } from "./pages/layout.page.ts";
import { passwordLoginPage, smsLoginPage } from "./pages/login.page.ts";
import { noticePage } from "./pages/notice.page.ts";
import { registerPage } from "./pages/register.page.ts";
import { createPlatformOrigins } from "./platform-origins.ts";
import { createLoginSiteRepository } from "./repository.ts";
import { fallbackHome, loginBackTarget, parseReturnAddress } from "./return-address.ts";

/** Paths of the login site's pages and of the login service's logout. */
export const loginSitePaths = {
  passwordLogin: "/login",
  smsLogin: "/login/sms",
  register: "/register",
  forgotPassword: "/forgot-password",
  logout: loginServicePaths.logout,
} as const;

const CSRF_COOKIE = "login_csrf";

/** What the page routes need. */
export interface PageRouteOptions {
  db: Database;
  config: LoginSiteConfig;
  members: MemberGateway;
  sms: SmsService;
  /** The throttle shared with every other path that checks a password or a code. */
  guard: CredentialGuard;
  /** Browsers that logged in to a phone before: marked at each log-in, their codes kept apart. */
  knownDevices: KnownDevices;
  now: () => Date;
}

type Body = Record<string, unknown>;

function text(source: unknown, name: string): string {
  const value = (source as Body | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : "";
}

/** The log-in, SMS log-in, registration and forgotten-password pages, and the OAuth logout. */
export async function pageRoutes(app: FastifyInstance, { db, config, members, sms, guard, knownDevices, now }: PageRouteOptions) {
  const cms = createCmsRepository(db);
  const legal = createLegalRepository(db);
  const consents = createLoginSiteRepository(db);
  const portalOrigin = config.allowedReturnOrigins[0] ?? "";
  const platformOrigins = createPlatformOrigins(db, config.secureCookies);
  /** Where a member may be sent back: the configured portal origins and each platform's own hosts. */
  const returnOrigins = async () => [...new Set([...config.allowedReturnOrigins, ...(await platformOrigins.list())])];
  const agreementLinks = {
    userAgreement: `${portalOrigin}/default/global-search/user-agreement`,
    privacyPolicy: `${portalOrigin}/default/global-search/privacy-policy`,
  };

  async function brandFor(request: FastifyRequest): Promise<PageBrand> {
    const configs = await cms.listPlatformConfigs();
    const chosen = selectPlatformConfig(configs, request.host) ?? configs[0];
    if (!chosen) return { baseTitle: "建筑产业互联网平台", subTitle: "", logoUrl: null };
    // Logos are portal paths (/static/...): load them from the portal, never from a foreign origin.
    let logoUrl: string | null = null;
    if (chosen.logoImg) {
      try {
        const url = new URL(chosen.logoImg, portalOrigin);
        logoUrl = url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
      } catch {
        logoUrl = null;
      }
    }
    return { baseTitle: chosen.baseTitle, subTitle: chosen.subTitle, logoUrl };
  }

  function cookieScope(request: FastifyRequest): CookieScope {
    return { domain: config.cookieDomain, secure: config.secureCookies, hostname: hostnameOf(request.host) };
  }

  function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
    const existing = request.cookies[CSRF_COOKIE];
    if (existing && /^[A-Za-z0-9_-]{32}$/.test(existing)) return existing;
    const token = randomBytes(24).toString("base64url");
    reply.setCookie(CSRF_COOKIE, token, { path: "/", httpOnly: true, sameSite: "lax", secure: config.secureCookies });
    return token;
  }

  function csrfValid(request: FastifyRequest): boolean {
    const cookie = request.cookies[CSRF_COOKIE] ?? "";
    const sent = text(request.body, "_csrf");
    return cookie.length === 32 && sent.length === 32 && timingSafeEqual(Buffer.from(cookie), Buffer.from(sent));
  }

  /** Only a valid return address is carried along; anything else is dropped at once. */
  async function redirectParam(raw: string): Promise<string> {
    return parseReturnAddress(raw, await returnOrigins()) ? raw : "";
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, title: string, main: SafeHtml, withScript: boolean) {
    const nonce = randomBytes(16).toString("base64");
    const origins = (await returnOrigins()).join(" ");
    reply
      .status(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header(
        "content-security-policy",
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data: ${origins}; connect-src 'self'; form-action 'self' ${origins}; base-uri 'none'; frame-ancestors 'none'`,
      );
    return reply.send(renderDocument({ title, brand: await brandFor(request), nonce }, main, withScript ? captchaClientScript : null));
  }

  async function context(request: FastifyRequest, reply: FastifyReply, rawRedirect: string): Promise<FormContext> {
    return { redirect: await redirectParam(rawRedirect), csrfToken: csrfToken(request, reply) };
  }

  /** A refused attempt's status; a wait also says in Retry-After how long. */
  function refusalStatus(reply: FastifyReply, refusal: Exclude<Admission, { ok: true }>): number {
    if (refusal.status === 429) reply.header("retry-after", String(refusal.retryAfterSeconds));
    return refusal.status;
  }

  /** Whether this browser has logged in to `phone` before (its codes and limits are its own). */
  const knownFor = (request: FastifyRequest, phone: string) => knownDevices.knows(request.cookies[KNOWN_DEVICE_COOKIE], phone);

  async function completeLogin(request: FastifyRequest, reply: FastifyReply, memberId: number, phone: string, rawRedirect: string) {
    const session = await members.startSession(memberId, { userAgent: request.headers["user-agent"], ipAddress: request.ip });
    const scope = cookieScope(request);
    setLoginCookies(reply, scope, session.token, session.businessId);
    reply.setCookie(KNOWN_DEVICE_COOKIE, knownDevices.remember(request.cookies[KNOWN_DEVICE_COOKIE], phone), {
      ...cookieOptions(scope),
      httpOnly: true,
      maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
    });
    const target = loginBackTarget(parseReturnAddress(rawRedirect, await returnOrigins()), config.portalHome, session.token, session.businessId);
    // The token rides in the address (spec protocol); keep it out of any Referer.
    reply.header("referrer-policy", "no-referrer");
    return reply.redirect(target, 303);
  }

  function stateOf(values: Record<string, string>, fieldErrors: Record<string, string | null>, formError?: string): FormState {
    const errors = Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string] => entry[1] !== null));
    return { values, fieldErrors: errors, ...(formError ? { formError } : {}) };
  }

  const loginLimit = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };

  /**
   * Single sign-on: a browser that already holds a live session in the shared cookie and comes
   * with a valid return address goes straight back, as a sibling site expects of a login site.
   */
  async function returnIfLoggedIn(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const address = parseReturnAddress(text(request.query, "redirect"), await returnOrigins());
    const token = request.cookies[LoginCookie.accessToken];
    if (!address || !token) return false;
    const session = await members.resolveSession(token);
    if (!session) return false;
    reply.header("referrer-policy", "no-referrer").header("cache-control", "no-store");
    await reply.redirect(loginBackTarget(address, config.portalHome, token, session.businessId), 303);
    return true;
  }

  // The services' own root is what `npm start` prints as the login site's address: it shows the
  // log-in page (its query, a return address, carried along) rather than a JSON 404.
  app.get("/", async (request, reply) => {
    const question = request.url.indexOf("?");
    return reply.redirect(`${loginSitePaths.passwordLogin}${question === -1 ? "" : request.url.slice(question)}`, 302);
  });

  /** A log-in page (by password or by SMS code): straight back for a live session, else its empty form. */
  function logInPage(path: string, title: string, page: (state: FormState, ctx: FormContext) => SafeHtml, withScript: boolean) {
    app.get(path, async (request, reply) => {
      if (await returnIfLoggedIn(request, reply)) return reply;
      return sendPage(request, reply, 200, title, page(emptyForm, await context(request, reply, text(request.query, "redirect"))), withScript);
    });
  }

  logInPage(loginSitePaths.passwordLogin, m.titles.passwordLogin, passwordLoginPage, false);

  app.post(loginSitePaths.passwordLogin, loginLimit, async (request, reply) => {
    const ctx = await context(request, reply, text(request.body, "redirect"));
    const phone = text(request.body, "phone").trim();
    const password = text(request.body, "password");
    // The slider of the step-up, when the form showed it (see credential-guard.ts).
    const captchaProof = text(request.body, "captchaProof");
    const hadCaptcha = (request.body as Body | undefined)?.captchaProof !== undefined;
    const render = (status: number, state: FormState, captcha: boolean) =>
      sendPage(request, reply, status, m.titles.passwordLogin, passwordLoginPage(state, ctx, { captcha }), captcha);
    if (!csrfValid(request)) return render(403, stateOf({ phone }, {}, m.errors.csrf), hadCaptcha);
    const state = stateOf({ phone }, { phone: phoneError(phone), password: password ? null : m.errors.password });
    if (Object.keys(state.fieldErrors).length > 0) return render(400, state, hadCaptcha);
    const admission = await guard.admit(phone, request.ip, { kind: "password-login", captchaProof });
    if (!admission.ok) return render(refusalStatus(reply, admission), stateOf({ phone }, {}, admission.msg), admission.captcha);
    const matched = await members.authenticate(phone, password);
    if (matched === null) {
      const after = await guard.failure(phone, request.ip);
      return render(401, stateOf({ phone }, {}, m.errors.credentials), after.captcha);
    }
    await guard.success(phone, request.ip);
    // A frozen member reads why; the old password of one the platform reset points to the SMS log-in.
    const refused = (await members.loginRefusal(matched.memberId)) ?? (matched.passwordReset ? passwordResetRefusal : null);
    if (refused) return render(403, stateOf({ phone }, {}, refused), false);
    return completeLogin(request, reply, matched.memberId, phone, ctx.redirect);
  });

  // Test runs only (DEV_HELPERS=1, refused in production), and no page of the site: the password
  // log-in without its form, for the journeys whose subject is not the log-in itself. The password
  // is checked and the session, cookies and hand-over to the portal are a real log-in's
  // (completeLogin); the form, its slider and the throttle are left to the log-in journeys to prove.
  if (config.devEndpoints) {
    app.post(platformPaths.devLogIn, async (request, reply) => {
      const phone = text(request.body, "phone").trim();
      const matched = phoneError(phone) === null ? await members.authenticate(phone, text(request.body, "password")) : null;
      if (matched === null) return reply.code(401).send({ msg: m.errors.credentials });
      const refused = (await members.loginRefusal(matched.memberId)) ?? (matched.passwordReset ? passwordResetRefusal : null);
      if (refused) return reply.code(403).send({ msg: refused });
      return completeLogin(request, reply, matched.memberId, phone, text(request.body, "redirect"));
    });
  }

  logInPage(loginSitePaths.smsLogin, m.titles.smsLogin, smsLoginPage, true);

  app.post(loginSitePaths.smsLogin, loginLimit, async (request, reply) => {
    const ctx = await context(request, reply, text(request.body, "redirect"));
    const phone = text(request.body, "phone").trim();
    const code = text(request.body, "code").trim();
    const render = (status: number, state: FormState) => sendPage(request, reply, status, m.titles.smsLogin, smsLoginPage(state, ctx), true);
    if (!csrfValid(request)) return render(403, stateOf({ phone }, {}, m.errors.csrf));
    const state = stateOf({ phone }, { phone: phoneError(phone), code: codeError(code) });
    if (Object.keys(state.fieldErrors).length > 0) return render(400, state);
    const admission = await guard.admit(phone, request.ip, { kind: "other" });
    if (!admission.ok) return render(refusalStatus(reply, admission), stateOf({ phone }, {}, admission.msg));
    const verified = await sms.verify({ phone, purpose: SmsPurpose.login, code, knownDevice: knownFor(request, phone) });
    const memberId = verified.ok ? await members.findIdByPhone(phone) : null;
    if (memberId === null) {
      await guard.failure(phone, request.ip);
      return render(401, stateOf({ phone }, {}, verified.ok ? m.errors.codeLogin : verified.msg));
    }
    await guard.success(phone, request.ip);
    const frozen = await members.loginRefusal(memberId);
    if (frozen) return render(403, stateOf({ phone }, {}, frozen));
    return completeLogin(request, reply, memberId, phone, ctx.redirect);
  });

  app.get(loginSitePaths.register, async (request, reply) =>
    sendPage(
      request,
      reply,
      200,
      m.titles.register,
      registerPage(emptyForm, await context(request, reply, text(request.query, "redirect")), agreementLinks),
      true,
    ),
  );

  app.post(loginSitePaths.register, loginLimit, async (request, reply) => {
    const ctx = await context(request, reply, text(request.body, "redirect"));
    const values = {
      phone: text(request.body, "phone").trim(),
      code: text(request.body, "code").trim(),
      realName: text(request.body, "realName").trim(),
      consent: text(request.body, "consent") === "yes" ? "yes" : "",
    };
    const password = text(request.body, "password");
    const render = (status: number, state: FormState) => sendPage(request, reply, status, m.titles.register, registerPage(state, ctx, agreementLinks), true);
    if (!csrfValid(request)) return render(403, stateOf(values, {}, m.errors.csrf));
    const state = stateOf(values, {
      phone: phoneError(values.phone),
      code: codeError(values.code),
      realName: realNameError(values.realName),
      password: passwordError(password),
      consent: values.consent === "yes" ? null : m.errors.consent,
    });
    if (Object.keys(state.fieldErrors).length > 0) return render(400, state);
    const admission = await guard.admit(values.phone, request.ip, { kind: "other" });
    if (!admission.ok) return render(refusalStatus(reply, admission), stateOf(values, {}, admission.msg));
    const verified = await sms.verify({ phone: values.phone, purpose: SmsPurpose.register, code: values.code, knownDevice: knownFor(request, values.phone) });
    if (!verified.ok) {
      await guard.failure(values.phone, request.ip);
      return render(400, stateOf(values, { code: verified.msg }));
    }
    const memberId = await members.register({ phone: values.phone, realName: values.realName, password });
    if (memberId === null) {
      // The code proved the phone is theirs, so saying it is registered tells nobody else anything.
      const link = { href: pageLink(loginSitePaths.passwordLogin, ctx.redirect), label: m.links.goToLogin };
      return sendPage(request, reply, 200, m.titles.registered, noticePage(m.titles.registered, m.notices.registeredExists, link), false);
    }
    // The versions in force when the member agreed (a version approved for later takes over at its time).
    const consentedAt = now();
    const [agreement, policy] = await Promise.all([legal.find("user-agreement", undefined, consentedAt), legal.find("privacy-policy", undefined, consentedAt)]);
    await consents.recordConsent({
      memberId,
      phone: values.phone,
      userAgreementVersion: agreement?.version ?? config.userAgreementVersion,
      privacyPolicyVersion: policy?.version ?? config.privacyPolicyVersion,
      ip: request.ip,
      consentedAt,
    });
    return completeLogin(request, reply, memberId, values.phone, ctx.redirect);
  });

  app.get(loginSitePaths.forgotPassword, async (request, reply) =>
    sendPage(request, reply, 200, m.titles.forgotPassword, forgotPasswordPage(emptyForm, await context(request, reply, text(request.query, "redirect"))), true),
  );

  app.post(loginSitePaths.forgotPassword, loginLimit, async (request, reply) => {
    const ctx = await context(request, reply, text(request.body, "redirect"));
    const values = { phone: text(request.body, "phone").trim(), code: text(request.body, "code").trim() };
    const password = text(request.body, "password");
    const confirmation = text(request.body, "confirmPassword");
    const render = (status: number, state: FormState) => sendPage(request, reply, status, m.titles.forgotPassword, forgotPasswordPage(state, ctx), true);
    if (!csrfValid(request)) return render(403, stateOf(values, {}, m.errors.csrf));
    const state = stateOf(values, {
      phone: phoneError(values.phone),
      code: codeError(values.code),
      password: passwordError(password),
      confirmPassword: password === confirmation ? null : m.errors.passwordMismatch,
    });
    if (Object.keys(state.fieldErrors).length > 0) return render(400, state);
    const admission = await guard.admit(values.phone, request.ip, { kind: "other" });
    if (!admission.ok) return render(refusalStatus(reply, admission), stateOf(values, {}, admission.msg));
    const verified = await sms.verify({ phone: values.phone, purpose: SmsPurpose.reset, code: values.code, knownDevice: knownFor(request, values.phone) });
    const memberId = verified.ok ? await members.findIdByPhone(values.phone) : null;
    // A wrong code counts like a wrong password (each code also allows 5 tries, sending needs a captcha).
    if (!verified.ok) await guard.failure(values.phone, request.ip);
    if (memberId === null) return render(400, stateOf(values, { code: verified.ok ? m.errors.noAccount : verified.msg }));
    await members.resetPassword(memberId, password);
    // Owning the phone clears this source's count on it.
    await guard.success(values.phone, request.ip);
    const link = { href: pageLink(loginSitePaths.passwordLogin, ctx.redirect), label: m.links.goToLogin };
    return sendPage(request, reply, 200, m.titles.passwordReset, noticePage(m.titles.passwordReset, m.notices.passwordReset, link), false);
  });

  app.get(loginSitePaths.logout, async (request, reply) => {
    const header = request.headers.authorization;
    const bearer = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] : undefined;
    const token = bearer ?? request.cookies[LoginCookie.accessToken] ?? request.cookies[LoginCookie.productToken];
    if (token) await members.endSession(token);
    clearLoginCookies(reply, cookieScope(request));
    reply.header("cache-control", "no-store");
    const back = text(request.query, "redirect");
    if (back) return reply.redirect(fallbackHome(back, await returnOrigins(), config.portalHome), 303);
    return ok(null, "退出成功");
  });
}
