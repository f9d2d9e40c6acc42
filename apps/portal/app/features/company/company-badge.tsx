import { ResponsivePicture } from "../../lib/media/responsive-picture.tsx";
import * as styles from "./company-badge.css.ts";

/** Two characters for a company without a stored badge: its name less the province. */
function initials(name: string): string {
  return [...name.replace(/^吉林省/, "")].slice(0, 2).join("");
}

/**
 * A company's badge beside its name: the rendered picture, or its initials when it has none (a
 * company registered since the last start). Decorative either way: the name next to it says who.
 */
export function CompanyBadge({ name, logoUrl, size, eager = false }: { name: string; logoUrl: string; size: "small" | "large"; eager?: boolean }) {
  const className = size === "large" ? styles.large : styles.small;
  if (!logoUrl)
    return (
      <span className={`${className} ${styles.initials}`} aria-hidden="true">
        {initials(name)}
      </span>
    );
  return <ResponsivePicture src={logoUrl} alt="" sizes={size === "large" ? "72px" : "48px"} loading={eager ? "eager" : "lazy"} className={className} />;
}
