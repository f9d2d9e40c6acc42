import type { ReactNode } from "react";
import { Link } from "../link/link.tsx";
import * as styles from "./breadcrumb.css.ts";

/** One step of the trail; the last one is the current page. */
export interface BreadcrumbItem {
  label: ReactNode;
  href?: string;
}

/** Props of Breadcrumb. */
export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  separator?: ReactNode;
  /** Renders a link; pass the router's link to navigate without reloads. */
  renderLink?: (item: BreadcrumbItem & { href: string }) => ReactNode;
  className?: string;
}

/** "You are here" trail in a navigation landmark; the last item is marked as the current page. */
export function Breadcrumb({ items, separator = "/", renderLink, className }: BreadcrumbProps) {
  return (
    <nav aria-label="面包屑" className={className}>
      <ol className={styles.list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the trail is positional
            <li key={i} className={styles.item}>
              {last || !item.href ? (
                <span className={last ? styles.current : undefined} aria-current={last ? "page" : undefined}>
                  {item.label}
                </span>
              ) : renderLink ? (
                renderLink({ ...item, href: item.href })
              ) : (
                <Link href={item.href} tone="muted">
                  {item.label}
                </Link>
              )}
              {last ? null : (
                <span className={styles.separator} aria-hidden="true">
                  {separator}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
