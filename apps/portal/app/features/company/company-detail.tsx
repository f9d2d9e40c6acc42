import type { CompanyProfile } from "@cidp/api-client/contract";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ListOrEmpty } from "../../lib/list-or-empty.tsx";
import * as styles from "./company.css.ts";
import { CompanyBadge } from "./company-badge.tsx";
import { companyTexts } from "./company-texts.ts";
import { ValidityBadge } from "./validity-badge.tsx";

const capitalFormat = new Intl.NumberFormat("zh-CN");

/** The founding date as 2008年11月12日. */
function formatDate(value: string): string {
  const [year, month, day] = value.split("-").map(Number);
  return `${year}年${month}月${day}日`;
}

/**
 * A company's public profile: name, labels, facts and introduction, all in the server's HTML (so
 * it reads without script and is indexed); `contact` is the 联系 action the page puts beside the name, `shop` the link to its shop,
 * `mark` what the company carries after its name (the VIP mark).
 */
export function CompanyDetail({ company, contact, shop, mark }: { company: CompanyProfile; contact: ReactNode; shop: ReactNode; mark?: ReactNode }) {
  const missing = companyTexts.notRecorded;
  const facts: [string, string][] = [
    [companyTexts.industry, company.industry || missing],
    [companyTexts.companyType, companyTexts.companyTypes[company.companyType]],
    [companyTexts.region, company.region || missing],
    [companyTexts.certification, companyTexts.certificationStates[company.certificationState]],
    [
      companyTexts.registeredCapital,
      company.registeredCapital === null ? missing : `${capitalFormat.format(company.registeredCapital)} ${companyTexts.capitalUnit}`,
    ],
    [companyTexts.foundedOn, company.foundedOn ? formatDate(company.foundedOn) : missing],
    [companyTexts.address, company.address || missing],
  ];
  return (
    <div className={styles.page} data-testid="company-detail">
      <section className={styles.card} aria-labelledby="company-name">
        <div className={styles.heading}>
          <div className={styles.identity}>
            <CompanyBadge name={company.name} logoUrl={company.logoUrl} size="large" eager />
            <h1 id="company-name" className={styles.name}>
              {company.name}
            </h1>
            {mark}
          </div>
          <div className={styles.contact}>
            {contact}
            {shop}
          </div>
        </div>
        {company.labels.length > 0 ? (
          <ul className={styles.labels} aria-label={companyTexts.labels}>
            {company.labels.map((label) => (
              <li key={label} className={styles.label}>
                {label}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className={styles.card} aria-label={companyTexts.title}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: "contents" }}>
              <dt>{term}</dt>
              <dd data-testid={`company-fact-${term}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="company-introduction">
        <h2 id="company-introduction" className={styles.sectionTitle}>
          {companyTexts.introduction}
        </h2>
        <p className={styles.introduction}>{company.introduction || companyTexts.noIntroduction}</p>
      </section>
      <section className={styles.card} aria-labelledby="company-qualifications">
        <h2 id="company-qualifications" className={styles.sectionTitle}>
          {companyTexts.qualifications}
        </h2>
        <ListOrEmpty items={company.qualifications} empty={<p>{companyTexts.noQualifications}</p>} testId="company-qualifications">
          {(q) => (
            <li key={q.id}>
              <Link to={`/default/qualification/qualification-detail?id=${q.id}`}>
                {q.name} {q.level}
              </Link>{" "}
              <ValidityBadge validity={q.validity} />
            </li>
          )}
        </ListOrEmpty>
      </section>
    </div>
  );
}

/** What the page shows instead of a profile: why there is none, and a way home. */
export function CompanyProblem({ message }: { message: string }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="company-problem">
        <h1 id="company-problem" className={styles.name}>
          {companyTexts.title}
        </h1>
        <p role="alert" data-testid="company-problem">
          {message}
        </p>
        <a href="/default/home">{companyTexts.backHome}</a>
      </section>
    </div>
  );
}
