/** What opening a sibling site (materials, equipment, labor, projects, finance) needs (spec §4). */
export interface CrossSiteRequest {
  /** The sibling site's origin, e.g. `https://materials.example.cn`. */
  readonly siteOrigin: string;
  /** The page to land on, a path on that site. */
  readonly target: string;
  readonly token: string | null;
  readonly companyId: string | null;
  /** The member-center variant, flagged isCenter=1. */
  readonly center?: boolean;
}

/**
 * The address that opens a sibling site: its login-back with token, switchtocompanyid and
 * target (and isCenter=1 for the center variant); without a token, the plain path.
 */
export function crossSiteUrl(request: CrossSiteRequest): string {
  const origin = request.siteOrigin.replace(/\/+$/, "");
  const target = request.target.startsWith("/") || /^https?:\/\//i.test(request.target) ? request.target : `/${request.target}`;
  if (!request.token) return /^https?:\/\//i.test(target) ? target : `${origin}${target}`;
  const query = new URLSearchParams({ token: request.token, switchtocompanyid: request.companyId ?? "", target });
  if (request.center) query.set("isCenter", "1");
  return `${origin}/login-back?${query.toString()}`;
}
