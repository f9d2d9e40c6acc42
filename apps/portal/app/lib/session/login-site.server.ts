/** Where the external login site lives: env `LOGIN_SITE_ORIGIN`, else this host on the server's port. */
export function loginSiteOrigin(request: Request): string {
  const configured = process.env.LOGIN_SITE_ORIGIN;
  if (configured) return configured.replace(/\/+$/, "");
  const url = new URL(request.url);
  // Same hostname as the portal, so localhost and 127.0.0.1 each keep their own cookies.
  return `${url.protocol}//${url.hostname}:${process.env.SERVER_PORT ?? "3001"}`;
}

/** The login and register addresses, each carrying the portal's /login-back as return address. */
export function loginSiteLinks(request: Request): { login: string; register: string } {
  const origin = loginSiteOrigin(request);
  const back = encodeURIComponent(`${new URL(request.url).origin}/login-back`);
  return { login: `${origin}/login?redirect=${back}`, register: `${origin}/register?redirect=${back}` };
}
