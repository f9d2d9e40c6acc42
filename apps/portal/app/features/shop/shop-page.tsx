import { SHOP_SECTION_LABELS } from "@cidp/domain";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { companyDetailPath } from "../../lib/company-path.ts";
import * as styles from "./shop.css.ts";
import { ShopSections, sectionAnchor } from "./shop-sections.tsx";
import { shopTexts as texts } from "./shop-texts.ts";
import { type ShopLayoutName, type ShopView, shopPath } from "./shop-view.ts";

interface ShopPageProps {
  view: ShopView;
  layout: ShopLayoutName;
  contact: ReactNode;
  /** Above the shop: the preview's bar with 发布, or nothing on the public shop. */
  notice?: ReactNode;
  /** Where the layout switch leads (the preview switches within the preview). */
  layoutHref?: (layout: ShopLayoutName) => string;
}

/**
 * A company's shop in one of its layouts: the platform's bar, the shop's header in its template's
 * look and theme colour, a navigation to its sections, and the sections in the member's order.
 */
export function ShopPage({ view, layout, contact, notice, layoutHref = (to) => shopPath(to, view.company.id) }: ShopPageProps) {
  const other: ShopLayoutName = layout === "pc" ? "app" : "pc";
  const headed = view.sections.filter((kind) => kind !== "banner");
  return (
    <div
      className={styles.root}
      style={{ "--shop-theme": view.themeColour } as CSSProperties}
      data-testid="shop-page"
      data-layout={layout}
      data-template={view.template}
    >
      {notice}
      <div className={styles.platformBar}>
        <div className={`${styles.platformBarInner} ${styles.width[layout]}`}>
          <Link to="/default/home" className={styles.plainLink}>
            {texts.platformName} · {texts.platformHome}
          </Link>
          <Link to={layoutHref(other)} className={styles.plainLink} data-testid="shop-switch-layout">
            {texts.switchLayout}：{other === "pc" ? texts.pcLayout : texts.appLayout}
          </Link>
        </div>
      </div>
      <div className={styles.header[view.template]}>
        <div className={`${styles.headerInner} ${styles.width[layout]}`}>
          <img src={view.company.logoUrl} alt="" className={styles.logo} width={64} height={64} />
          <div>
            <h1 className={styles.shopName} data-testid="shop-name">
              {view.company.name}
              <span className={styles.badge}>{view.company.certified ? texts.certified : texts.uncertified}</span>
            </h1>
            {view.slogan && (
              <p className={styles.slogan} data-testid="shop-slogan">
                {view.slogan}
              </p>
            )}
          </div>
        </div>
      </div>
      {headed.length > 0 && (
        <nav className={styles.nav} aria-label={texts.shopNav}>
          <ul className={`${styles.navList} ${styles.width[layout]}`}>
            {headed.map((kind) => (
              <li key={kind}>
                <a href={`#${sectionAnchor(kind)}`} className={styles.navLink}>
                  {SHOP_SECTION_LABELS[kind]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.width[layout]}>
        <ShopSections view={view} layout={layout} contact={layout === "pc" ? contact : null} />
      </div>
      {layout === "app" && (
        <div className={styles.appBar}>
          {contact}
          <Link to={companyDetailPath(view.company.id)} className={styles.themeButton}>
            {texts.companyDetail}
          </Link>
        </div>
      )}
    </div>
  );
}
