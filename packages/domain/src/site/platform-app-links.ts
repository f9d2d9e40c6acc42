import type { PlatformConfig } from "../platform-config.ts";
import { safeHref } from "./safe-href.ts";

/** The three footer QR codes of spec §2, in the footer's order. */
export const QR_CODE_KINDS = ["official-account", "app-download", "customer-service"] as const;
export type QrCodeKind = (typeof QR_CODE_KINDS)[number];

/** Where a platform's QR codes and app store links lead, as absolute addresses; null when not configured. */
export interface PlatformAppLinks {
  qr: Record<QrCodeKind, string | null>;
  iosApp: string | null;
  androidApp: string | null;
}

const CUSTOMER_SERVICE_PATH = "/default/comprehensives-ervices/online-customer-service";

/** The platform's own download page: Jilin's app for CHANGCHUN (spec §2 /download-jl-h5), else the generic one. */
export function downloadPagePath(platformCode: string | null | undefined): string {
  return platformCode === "CHANGCHUN" ? "/download-jl-h5" : "/download-h5";
}

/** An operator's address made absolute on the portal's origin; null when empty or unsafe (not http(s) or a path). */
function absolute(configured: string | undefined, origin: string): string | null {
  const safe = safeHref(configured);
  if (safe === "") return null;
  try {
    return new URL(safe, origin).toString();
  } catch {
    return null;
  }
}

/**
 * The addresses a platform's QR codes encode and its store links open (spec §2 footer, download
 * pages). The app download and customer service codes fall back to the portal's own pages, so a
 * configuration without them still shows working codes; the official account and the stores have
 * no page of ours to fall back to and stay null (not shown).
 */
export function platformAppLinks(config: PlatformConfig | null, origin: string): PlatformAppLinks {
  return {
    qr: {
      "official-account": absolute(config?.officialAccountUrl, origin),
      "app-download": absolute(config?.appDownloadUrl || downloadPagePath(config?.platformCode), origin),
      "customer-service": absolute(config?.customerServiceUrl || CUSTOMER_SERVICE_PATH, origin),
    },
    iosApp: absolute(config?.iosAppUrl, origin),
    androidApp: absolute(config?.androidAppUrl, origin),
  };
}

/** A QR code kind from an address segment; null for anything else. */
export function parseQrCodeKind(value: string | undefined): QrCodeKind | null {
  return (QR_CODE_KINDS as readonly string[]).includes(value ?? "") ? (value as QrCodeKind) : null;
}
