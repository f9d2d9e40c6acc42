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
  /**
   * Development helpers (`/api/dev/sms-outbox`, `/api/dev/captcha-answer`): only when explicitly
   * enabled for tests with `DEV_HELPERS=1`, never by default and never in production.
   */
  devEndpoints: boolean;
  /** Versions recorded with a consent when no version of the texts is in force (the legal documents not installed). */
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

/** The environment variable that turns the development helpers on (tests only). */
export const DEV_HELPERS_VARIABLE = "DEV_HELPERS";

/** The local portal's two hosts on one port: `localhost` (generic platform) and `127.0.0.1` (CHANGCHUN). */
function localPortalOrigins(port: string): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/**
 * The portal's origins, the login site's only return targets: ALLOWED_RETURN_ORIGINS (comma list)
 * when set; else the local portal's two hosts on PORTAL_PORT, plus PUBLIC_PORTAL_ORIGIN (and, when
 * that is a local address, its twin host on the same port). Port 3000 only when nothing says otherwise,
 * so a portal on another port never sends its members to an instance on 3000.
 */
function portalOrigins(env: NodeJS.ProcessEnv): string[] {
  const configured = env.ALLOWED_RETURN_ORIGINS?.split(",").filter((value) => value.trim() !== "");
  if (configured?.length) return configured;
  const publicOrigin = env.PUBLIC_PORTAL_ORIGIN ? originOf(env.PUBLIC_PORTAL_ORIGIN) : null;
  const publicUrl = publicOrigin ? new URL(publicOrigin) : null;
  const publicIsLocal = publicUrl !== null && (publicUrl.hostname === "localhost" || publicUrl.hostname === "127.0.0.1");
  const candidates: string[] = [];
  if (env.PORTAL_PORT) candidates.push(...localPortalOrigins(env.PORTAL_PORT));
  if (publicUrl) {
    if (publicIsLocal) candidates.push(...localPortalOrigins(publicUrl.port || (publicUrl.protocol === "https:" ? "443" : "80")));
    else candidates.push(publicUrl.origin);
  }
  return candidates.length > 0 ? candidates : localPortalOrigins("3000");
}

/** Reads the login site's settings; see `portalOrigins` for where it may send a browser back. */
export function readLoginSiteConfig(env: NodeJS.ProcessEnv = process.env): LoginSiteConfig {
  const origins = [
    ...new Set(
      portalOrigins(env)
        .map(originOf)
        .filter((origin): origin is string => origin !== null),
    ),
  ];
  if (origins.length === 0) throw new Error("ALLOWED_RETURN_ORIGINS holds no http(s) origin");
  const production = env.NODE_ENV === "production";
  const devEndpoints = env[DEV_HELPERS_VARIABLE] === "1";
  if (devEndpoints && production)
    throw new Error(`${DEV_HELPERS_VARIABLE}=1 is refused when NODE_ENV=production: the helpers tell SMS codes and captcha answers`);
  return {
    allowedReturnOrigins: origins,
    portalHome: `${origins[0]}/default/home`,
    cookieDomain: env.COOKIE_DOMAIN?.trim() || null,
    secureCookies: production,
    devEndpoints,
    userAgreementVersion: env.USER_AGREEMENT_VERSION ?? "2024-08-01",
    privacyPolicyVersion: env.PRIVACY_POLICY_VERSION ?? "2024-08-01",
  };
}
