import { readLoginSiteConfig } from "../login-site/login-site.config.ts";

/**
 * Origins allowed to open the chat socket: CHAT_ALLOWED_ORIGINS (comma list), else the portal's own
 * origins, the same list the login site returns to (ALLOWED_RETURN_ORIGINS, else the local portal on
 * PORTAL_PORT plus PUBLIC_PORTAL_ORIGIN), so a portal on another port needs no second setting.
 */
export function chatAllowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = env.CHAT_ALLOWED_ORIGINS?.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return configured?.length ? configured : readLoginSiteConfig(env).allowedReturnOrigins;
}
