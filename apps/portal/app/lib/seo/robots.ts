import { platformPaths } from "@cidp/api-client/contract";
import { SITEMAP_INDEX_PATH } from "./sitemap-content.ts";

/**
 * What crawlers may not read: the member center, the services behind the portal, the session
 * hand-overs, log-in and log-out, and pages that are someone's own (messages, chat) or only lead
 * to the log-in. Listed before the allowed paths, because Baidu's spider takes the first line
 * that matches where Google takes the longest.
 */
const DISALLOWED = [
  "/user/",
  platformPaths.services,
  "/session/",
  "/login-back",
  "/outlogin",
  "/default/login",
  "/default/message-list",
  "/default/comprehensives-ervices/online-customer-service",
];

/** The public pages (spec §2): the /default section and the top-level download and sign-up pages. */
const ALLOWED = ["/default/", "/download-h5", "/download-jl-h5", "/sign-up2", "/static/"];

/** robots.txt for a platform host: the rules, and that host's own sitemap index (absolute on `origin`). */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    ...ALLOWED.map((path) => `Allow: ${path}`),
    "",
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    "",
  ].join("\n");
}
