export { clearLoginCookies, LOGIN_COOKIE_MAX_AGE_SECONDS, setLoginCookies } from "./login-cookies.ts";
export { type LoginSiteConfig, readLoginSiteConfig } from "./login-site.config.ts";
export { type LoginSiteOptions, loginSite } from "./login-site.plugin.ts";
export type { MemberGateway } from "./member-gateway.ts";
export { loginSitePaths } from "./page-routes.ts";
export { loginBackTarget, parseReturnAddress } from "./return-address.ts";
