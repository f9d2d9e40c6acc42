import type { PlatformConfig } from "@cidp/domain";
import { messages } from "../../lib/messages.ts";

/** What the header and document head show; spec fallbacks where the configuration has none. */
export interface Branding {
  platformCode: string | null;
  baseTitle: string;
  subTitle: string;
  logoImg: string;
  /** The mobile app's QR code. */
  codeImg: string;
}

/** Branding from a configuration, with fallbacks when there is none or a field is empty. */
export function brandingOf(config: PlatformConfig | null): Branding {
  return {
    platformCode: config?.platformCode ?? null,
    baseTitle: config?.baseTitle || messages.defaultBaseTitle,
    subTitle: config?.subTitle || messages.defaultSubTitle,
    logoImg: config?.logoImg || "/static/logo-cidp.svg",
    codeImg: config?.codeImg || "/static/qr-app.svg",
  };
}
