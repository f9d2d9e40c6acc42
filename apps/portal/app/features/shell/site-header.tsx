import { Link } from "react-router";
import type { Branding } from "../platform/branding.ts";
import * as styles from "./site-header.css.ts";

/** The header's brand block: logo, base title and subtitle. */
export function SiteHeader({ branding }: { branding: Branding }) {
  return (
    <header className={styles.header}>
      <Link to="/default/home" className={styles.brand}>
        <img src={branding.logoImg} alt="" width={48} height={48} />
        <span>
          <span className={styles.title} data-testid="base-title">
            {branding.baseTitle}
          </span>
          <span className={styles.subTitle}>{branding.subTitle}</span>
        </span>
      </Link>
    </header>
  );
}
