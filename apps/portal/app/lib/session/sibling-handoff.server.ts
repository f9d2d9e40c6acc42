import { crossSiteUrl } from "@cidp/domain";

/** The sibling sites (materials, equipment, labor, projects, finance) of the demo data; production sets SIBLING_SITE_ORIGINS. */
const DEFAULT_SIBLING_ORIGINS = [
  "https://materials.example.cn",
  "https://equipment.example.cn",
  "https://labor.example.cn",
  "https://project.example.cn",
  "https://finance.example.cn",
];

/** The origins a member may be handed over to: SIBLING_SITE_ORIGINS (comma separated), else the demo's five. */
export function siblingOrigins(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const configured = env.SIBLING_SITE_ORIGINS?.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  const list = configured && configured.length > 0 ? configured : DEFAULT_SIBLING_ORIGINS;
  return list.flatMap((origin) => {
    try {
      return [new URL(origin).origin];
    } catch {
      return [];
    }
  });
}

/** What a hand-over to a sibling site needs. */
export interface HandoffRequest {
  /** The sibling page asked for: an absolute http(s) address. */
  to: string | null;
  /** The member-center variant (isCenter=1). */
  center: boolean;
  /** The login token from the HttpOnly cookie; null for a visitor. */
  token: string | null;
  companyId: string | null;
  /** The request's Sec-Fetch-Site, when the browser sends one. */
  fetchSite: string | null;
  allowedOrigins: readonly string[];
}

/** Where the hand-over redirects, or why it refuses. */
export type HandoffResult = { ok: true; location: string } | { ok: false; code: "cross-site" | "target-not-allowed" };

/**
 * The hand-over to a sibling site (spec §4 cross-site opening). The token lives in an HttpOnly
 * cookie, so the page cannot build the sibling's login-back address; this server step does, and
 * only: for a request the portal's own page started (another site cannot trigger it), towards an
 * origin on the allowlist (the token never goes anywhere else). A visitor gets the plain address.
 */
export function siblingHandoff(request: HandoffRequest): HandoffResult {
  if (request.fetchSite !== null && request.fetchSite !== "same-origin") return { ok: false, code: "cross-site" };
  let target: URL;
  try {
    target = new URL(request.to ?? "");
  } catch {
    return { ok: false, code: "target-not-allowed" };
  }
  if ((target.protocol !== "https:" && target.protocol !== "http:") || !request.allowedOrigins.includes(target.origin)) {
    return { ok: false, code: "target-not-allowed" };
  }
  if (!request.token) return { ok: true, location: target.href };
  const location = crossSiteUrl({
    siteOrigin: target.origin,
    target: `${target.pathname}${target.search}${target.hash}`,
    token: request.token,
    companyId: request.companyId,
    center: request.center,
  });
  return { ok: true, location };
}

/**
 * The link a page gives to a sibling site's address: through `/session/handoff` when the site is
 * on the allowlist (a member arrives logged in, a visitor gets the plain address), else `fallback`.
 * The same link serves visitors and members, so pages that cache publicly may carry it.
 */
export function siblingLink(address: string, fallback: string, allowedOrigins: readonly string[] = siblingOrigins()): string {
  try {
    const target = new URL(address);
    if (allowedOrigins.includes(target.origin)) return `/session/handoff?to=${encodeURIComponent(target.href)}`;
  } catch {
    // Not an absolute address: not a sibling site.
  }
  return fallback;
}
