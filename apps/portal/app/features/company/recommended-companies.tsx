import type { ReactNode } from "react";
import { Link } from "react-router";
import { companyDetailPath } from "../../lib/company-path.ts";
import { CompanyBadge } from "./company-badge.tsx";
import { companyTexts as texts } from "./company-texts.ts";
import * as styles from "./recommended-companies.css.ts";

/** A recommended company as its card shows it (the VIP capability's 推荐位). */
interface RecommendedCompany {
  id: number;
  name: string;
  logoUrl: string;
  industry: string;
  region: string;
}

/**
 * 推荐位: the companies a place recommends (VIP businesses), each a card to its page with `mark`
 * after its name (the VIP mark); nothing when there are none.
 */
export function RecommendedCompanies({ companies, mark }: { companies: readonly RecommendedCompany[]; mark: ReactNode }) {
  if (companies.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="vip-recommended" data-testid="vip-recommended">
      <h2 id="vip-recommended" className={styles.title}>
        {texts.recommended}
      </h2>
      <ul className={styles.cards}>
        {companies.map((company) => (
          <li key={company.id} className={styles.card}>
            <CompanyBadge name={company.name} logoUrl={company.logoUrl} size="small" />
            <div>
              <p className={styles.name}>
                <Link to={companyDetailPath(company.id)}>{company.name}</Link>
                {mark}
              </p>
              <p className={styles.facts}>{[company.industry, company.region].filter(Boolean).join(" · ")}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
