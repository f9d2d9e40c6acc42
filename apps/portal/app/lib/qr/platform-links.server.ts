import { type PlatformAppLinks, platformAppLinks } from "@cidp/domain";
import { portalRequest, type RequestContext } from "../session/portal-request.server.ts";

/**
 * The QR and store addresses of the platform the request's host is configured for: the request's
 * platform configuration (one cached list for every request), so a QR image costs no extra call.
 */
export async function platformLinksFor(request: Request, context: RequestContext): Promise<PlatformAppLinks> {
  return platformAppLinks(await portalRequest(context).platform(), new URL(request.url).origin);
}
