import type { ReactNode } from "react";
import { Link } from "react-router";
import * as page from "./page.css.ts";

/** A link in the pages' plain text-link style: a secondary way on (back, settings, the public list). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={page.textLink}>
      {children}
    </Link>
  );
}

/** A link that stands out as the page's main action (发布, 新建, 去支付). */
export function PrimaryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={page.primaryLink}>
      {children}
    </Link>
  );
}
