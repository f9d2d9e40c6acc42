import { contentWidth } from "@cidp/ui";
import { useRootData } from "../../lib/site/use-root-data.ts";
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
        </div>
      </div>
      {(variant === "full" || variant === "menu") && <HeaderMenu platformCode={root.branding.platformCode} />}
      {variant === "full" && <BannerSearch />}
    </header>
  );
}
