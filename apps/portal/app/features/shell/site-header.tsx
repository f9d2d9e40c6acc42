import { contentWidth } from "@cidp/ui";
import { DetailsMenu } from "../../lib/disclosure/details-menu.tsx";
import { messages } from "../../lib/messages.ts";
import { useRootData } from "../../lib/site/use-root-data.ts";
import { AppBanner } from "./app-banner.tsx";
import { BannerSearch } from "./banner-search.tsx";
import { ElderTools } from "./elder-tools.tsx";
import { HeaderBrand } from "./header-brand.tsx";
import { HeaderMenu } from "./header-menu.tsx";
import { HeaderUserArea } from "./header-user-area.tsx";
import * as styles from "./site-header.css.ts";
import { TopText } from "./top-text.tsx";

/** Which parts a layout shows: everything, no banner, brand only, or the member center's header. */
export type HeaderVariant = "full" | "menu" | "brand" | "user";

/** The site header of spec §2: top text and user area, brand, menu, and the banner search. */
export function SiteHeader({ variant }: { variant: HeaderVariant }) {
  const root = useRootData();
  const hasMenu = variant === "full" || variant === "menu";
  return (
    <header>
      <div className={styles.topBar}>
        <div className={`${contentWidth} ${styles.topBarInner}`}>
          <TopText />
          <ElderTools />
          <HeaderUserArea />
        </div>
      </div>
      <div className={styles.brandRow}>
        <div className={`${contentWidth} ${styles.brandInner}`}>
          <HeaderBrand branding={root.branding} />
          {/* The header's buttons, right of the brand: on phones the app's download link (pages with
              the banner) and the menu button; further header switches go in this row too. */}
          <div className={styles.headerActions}>
            {variant === "full" && <AppBanner platformCode={root.branding.platformCode} />}
            {hasMenu && (
              <DetailsMenu label={messages.mainMenu} testId="menu-toggle">
                {(close) => (
                  <HeaderMenu platformCode={root.branding.platformCode} hiddenSections={root.branding.hiddenSections} layout="dropdown" onChoice={close} />
                )}
              </DetailsMenu>
            )}
          </div>
        </div>
      </div>
      {hasMenu && <HeaderMenu platformCode={root.branding.platformCode} hiddenSections={root.branding.hiddenSections} layout="bar" />}
      {variant === "full" && <BannerSearch />}
    </header>
  );
}
