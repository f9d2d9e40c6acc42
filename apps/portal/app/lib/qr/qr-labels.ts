import type { QrCodeKind } from "@cidp/domain";
import { messages } from "../messages.ts";

/** The caption of each footer QR code (spec §2); its image's alt text adds "二维码". */
export const QR_LABELS: Record<QrCodeKind, string> = {
  "official-account": messages.footerQrOfficialAccount,
  "app-download": messages.footerQrApp,
  "customer-service": messages.footerQrService,
};

/** Where the portal serves a platform's QR code of a kind, drawn for the request's host (routes/qr-code.ts). */
export function qrCodePath(kind: QrCodeKind): string {
  return `/qr/${kind}`;
}
