import { requestHeaders } from "@cidp/api-client/contract";
import { hostnameOf } from "@cidp/domain";
import type { FastifyRequest } from "fastify";
import { readLoginSiteConfig } from "../login-site/login-site.config.ts";
import type { ChatOrigin } from "./repository.ts";

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

/**
 * Where a socket's messages come from: the platform code of a client that names it (the
 * `request-source` header, which browsers cannot set on a socket), and the host of the page that
 * opened it (the browser's Origin; behind the portal's proxy the forwarded host when there is no
 * Origin). Neither is trusted for more than choosing whose service hours apply.
 */
export function chatOriginOf(request: FastifyRequest): ChatOrigin {
  const header = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() || null;
  };
  const code = header(requestHeaders.requestSource);
  const origin = header("origin");
  let host: string | null = null;
  if (origin) {
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
  } else {
    host = header("x-forwarded-host")?.split(",")[0]?.trim() || null;
  }
  return { platformCode: code && /^[A-Za-z0-9_-]{1,64}$/.test(code) ? code : null, host: host ? hostnameOf(host) : null };
}
