import { MAX_TARGET_LENGTH } from "./return-target.ts";

/**
 * Where the external login site lives: `LOGIN_SITE_ORIGIN` (a deployment's public address of it);
 * else the platform services this portal proxies to (`API_ORIGIN`), which serve the login site too,
 * on the request's own hostname, so localhost and 127.0.0.1 each keep their own cookies. Only with
 * neither set does `SERVER_PORT` (the embedded start's setting) or 3001 decide the port.
 */
export function loginSiteOrigin(request: Request, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.LOGIN_SITE_ORIGIN;
  if (configured) return configured.replace(/\/+$/, "");
  const url = new URL(request.url);
  const services = env.API_ORIGIN ? new URL(env.API_ORIGIN) : null;
  const port = services ? services.port || (services.protocol === "https:" ? "443" : "80") : (env.SERVER_PORT ?? "3001");
  return `${url.protocol}//${url.hostname}:${port}`;
}

/** The login and register addresses, each carrying the portal's /login-back as return address. */
export function loginSiteLinks(request: Request): { login: string; register: string } {
  const origin = loginSiteOrigin(request);
  const back = encodeURIComponent(`${new URL(request.url).origin}/login-back`);
  return { login: `${origin}/login?redirect=${back}`, register: `${origin}/register?redirect=${back}` };
}

/** The page a request shows (path and query): a client navigation's data request (`<path>.data?_routes=`) names its page. */
export function requestedPage(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  return { pathname: url.pathname.replace(/\.data$/, ""), search: url.search };
}

/**
 * The login site's address that comes back to `target` (a path of this portal) after logging in:
 * /login-back?target= lands there (return-target.ts allows only this portal's paths).
 */
export function loginReturningTo(request: Request, target: string): string {
  const back = `${new URL(request.url).origin}/login-back?target=${encodeURIComponent(target)}`;
  return `${loginSiteOrigin(request)}/login?redirect=${encodeURIComponent(back)}`;
}

/**
 * The login site's address that comes back to the page of this request (path and query; the path
 * alone when the whole would be too long to return to, so no answer carries an overlong Location).
 */
export function loginReturningHere(request: Request): string {
  const { pathname, search } = requestedPage(request);
  const page = `${pathname}${search}`;
  return loginReturningTo(request, page.length > MAX_TARGET_LENGTH ? pathname : page);
}
