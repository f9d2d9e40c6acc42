import * as styles from "./company.css.ts";
import { companyTexts } from "./company-texts.ts";

/** 有效 / 即将到期 (≤ 90 days) / 已过期 of a certificate: the word in a colour, never the colour alone. */
export function ValidityBadge({ validity }: { validity: "valid" | "expiring" | "expired" }) {
  return (
    <span className={styles.validity[validity]} data-testid="validity-badge">
      {companyTexts.validity[validity]}
    </span>
  );
}
