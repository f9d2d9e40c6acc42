import { downloadPagePath } from "@cidp/domain";
import { messages } from "../../lib/messages.ts";
import * as styles from "./app-banner.css.ts";

/**
 * The app's promotion in the header on phones: a link to this platform's download page (Jilin's
 * app on CHANGCHUN, the generic one elsewhere), the same page the footer's app QR code falls back to.
 */
export function AppBanner({ platformCode }: { platformCode: string | null | undefined }) {
  return (
    <a className={styles.appBanner} href={downloadPagePath(platformCode)} data-testid="app-banner">
      {messages.appBannerLink}
    </a>
  );
}
