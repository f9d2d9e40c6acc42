import type { ReactNode } from "react";
import { Link } from "react-router";
import * as page from "../../lib/page.css.ts";
import * as styles from "./law-services.css.ts";

/** A card's main action: the primary link, held at the card's foot so the cards of a row line up. */
export function CardActionLink({ to, "aria-label": label, children }: { to: string; "aria-label"?: string; children: ReactNode }) {
  return (
    <Link className={`${page.primaryLink} ${styles.cardAction}`} to={to} {...(label ? { "aria-label": label } : {})}>
      {children}
    </Link>
  );
}
