import { parseQrCodeKind } from "@cidp/domain";
import { platformLinksFor } from "../lib/qr/platform-links.server.ts";
import { QR_LABELS } from "../lib/qr/qr-labels.ts";
import { qrSvg } from "../lib/qr/qr-svg.server.ts";
import type { Route } from "./+types/qr-code";

/**
 * A platform's QR code (official account, app download, customer service) as SVG, drawn from the
 * address its configuration gives for the request's host; 404 for an unknown kind or an address
 * that is not configured. Kept briefly: an operator's change shows within minutes.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = parseQrCodeKind(params.kind);
  const target = kind ? (await platformLinksFor(request, context)).qr[kind] : null;
  if (!kind || !target) return new Response(null, { status: 404 });
  return new Response(qrSvg(target, `${QR_LABELS[kind]}二维码`), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=300", Vary: "Host" },
  });
}
