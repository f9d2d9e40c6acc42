/** Settings of the login site, read from the environment. */
export interface LoginSiteConfig {
  /** Origins a return address may point to; the first one's home is the fallback. */
  allowedReturnOrigins: string[];
  /** Where every refused or missing return address ends: the portal's home. */
  portalHome: string;
  /** Parent domain of the shared cookies (spec §9); null: host-only cookies. */
  cookieDomain: string | null;
  /** Secure cookies (production runs on HTTPS). */
  secureCookies: boolean;
  /** Development helpers (SMS outbox, captcha answers) are on outside production only. */
  devEndpoints: boolean;
  /** Versions of the texts a registering member agrees to; recorded with the consent. */
  userAgreementVersion: string;
  privacyPolicyVersion: string;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** Reads ALLOWED_RETURN_ORIGINS (comma list), else the local portal on PORTAL_PORT plus PUBLIC_PORTAL_ORIGIN. */
export function readLoginSiteConfig(env: NodeJS.ProcessEnv = process.env): LoginSiteConfig {
  const port = env.PORTAL_PORT ?? "3000";
  const configured = env.ALLOWED_RETURN_ORIGINS?.split(",").filter((value) => value.trim() !== "");
  const candidates = configured?.length
    ? configured
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...(env.PUBLIC_PORTAL_ORIGIN ? [env.PUBLIC_PORTAL_ORIGIN] : [])];
  const origins = [...new Set(candidates.map(originOf).filter((origin): origin is string => origin !== null))];
  if (origins.length === 0) throw new Error("ALLOWED_RETURN_ORIGINS holds no http(s) origin");
  const production = env.NODE_ENV === "production";
  return {
    allowedReturnOrigins: origins,
    portalHome: `${origins[0]}/default/home`,
    cookieDomain: env.COOKIE_DOMAIN?.trim() || null,
    secureCookies: production,
    devEndpoints: !production,
    userAgreementVersion: env.USER_AGREEMENT_VERSION ?? "2024-08-01",
    privacyPolicyVersion: env.PRIVACY_POLICY_VERSION ?? "2024-08-01",
  };
}
