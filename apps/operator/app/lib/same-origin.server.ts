/**
 * A form came from the back office's own pages: browsers say so in Sec-Fetch-Site, or at least
 * send an Origin equal to ours. The cookie is SameSite=Strict as well; this refuses the rest.
 */
export function fromOwnPage(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("origin");
  return origin === null || origin === new URL(request.url).origin;
}
