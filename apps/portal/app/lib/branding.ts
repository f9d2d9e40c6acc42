import { documentBranding, type PlatformConfig } from "@cidp/domain";
import { messages } from "./messages.ts";
import { qrCodePath } from "./qr/qr-labels.ts";

/** What the header and document head show; spec fallbacks where the configuration has none. */
export interface Branding {
  platformCode: string | null;
  baseTitle: string;
  subTitle: string;
  logoImg: string;
  /** The mobile app's QR code: an uploaded image, else the one drawn from the configured download address. */
  codeImg: string;
  /** The sections the platform hides (平台设置); null when its configuration has no list: the platform code's rule. */
  hiddenSections: readonly string[] | null;
}

/** Branding from a configuration, with fallbacks when there is none or a field is empty. */
export function brandingOf(config: PlatformConfig | null): Branding {
  // Title and icon of every page after each navigation (spec §4) follow the domain rule.
  const document = documentBranding(config, { title: messages.defaultBaseTitle, icon: "/static/logo-cidp.svg" });
  return {
    platformCode: config?.platformCode ?? null,
    baseTitle: document.title,
    subTitle: config?.subTitle || messages.defaultSubTitle,
    logoImg: document.icon,
    codeImg: config?.codeImg || qrCodePath("app-download"),
    hiddenSections: config?.hiddenSections ?? null,
  };
}
