import { HOME_PATH, logoNavigation } from "@cidp/domain";
import { useLocation, useNavigate } from "react-router";
import type { Branding } from "../../lib/branding.ts";
import { headerHref, performHeaderNavigation } from "./navigate-header.ts";
import * as styles from "./site-header.css.ts";

/** Logo, base title and subtitle; a click goes home, or scrolls to the top when already there. */
export function HeaderBrand({ branding }: { branding: Branding }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = logoNavigation(pathname);
  return (
    <a
      href={headerHref(navigation, HOME_PATH)}
      className={styles.brand}
      data-testid="header-brand"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        performHeaderNavigation(navigation, navigate);
      }}
    >
      <img src={branding.logoImg} alt="" width={56} height={56} />
      <span>
        <span className={styles.title} data-testid="base-title">
          {branding.baseTitle}
        </span>
        <span className={styles.subTitle}>{branding.subTitle}</span>
      </span>
    </a>
  );
}
