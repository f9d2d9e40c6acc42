import { LRUCache } from "lru-cache";
import { messages } from "../messages.ts";

/**
 * What a request on a host no platform answers to gets (UNKNOWN_HOST): `default`, the generic
 * platform (the catalogue's branding, as before hosts were configured), or `404`, a plain page
 * saying the site is not here, for a deployment that serves only its own domains.
 */
export type UnknownHostAnswer = "default" | "404";

/** The setting's one line when it is malformed (portal-settings.server.ts stops the start with it). */
export const UNKNOWN_HOST_PROBLEM = "UNKNOWN_HOST must be default (the generic platform) or 404 (a plain 404 page): what a host no platform answers to gets";

/** The configured answer; null when the setting is malformed. */
export function unknownHostAnswerOf(env: NodeJS.ProcessEnv): UnknownHostAnswer | null {
  const value = (env.UNKNOWN_HOST ?? "").trim().toLowerCase();
  if (value === "" || value === "default") return "default";
  return value === "404" ? "404" : null;
}

/** The deployment's answer (checked at start: a malformed setting never gets this far). */
export const configuredAnswer = () => unknownHostAnswerOf(process.env) ?? "default";

/** Distinct unknown hosts remembered as told (the Host header is the client's to choose: bounded). */
const REMEMBERED_HOSTS = 1_000;

/**
 * Warns once per process about each host no platform answers to, so a domain pointed at the
 * portal before 平台设置 names it shows in the log, without a line per request. The least recently
 * seen host is forgotten first when a scan sends many.
 */
export function createUnknownHostWarnings(warn: (line: string) => void, max = REMEMBERED_HOSTS) {
  const told = new LRUCache<string, true>({ max });
  return (host: string): void => {
    // get, not has: a host seen again counts as recent.
    if (told.get(host)) return;
    told.set(host, true);
    warn(
      `unknown host ${JSON.stringify(host.slice(0, 100))}: no platform answers to it (平台设置 域名, or cli.js platform set); answered as UNKNOWN_HOST=${configuredAnswer()}`,
    );
  };
}

/** This process's warnings (portal-request.server.ts tells it each unknown host). */
export const warnUnknownHost = createUnknownHostWarnings((line) => console.warn(line));

/** The plain page of UNKNOWN_HOST=404: no frame, no script, nothing of any platform's branding. */
export function unknownHostPage(): Response {
  const { title, text } = messages.unknownHost;
  const body = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>404 ${title}</h1><p>${text}</p></body></html>`;
  return new Response(body, { status: 404, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
