import type { ReactNode } from "react";
import { Link } from "react-router";
import { companyDetailPath } from "./company-path.ts";

/**
 * One fact of a `<dl>`: its term and its value side by side in the source as on the page (the
 * value's style and test id when it has them).
 */
export function Fact({ term, className, testId, children }: { term: ReactNode; className?: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** The company behind a listing as a fact: its name, linking to its public page. */
export function CompanyFact({ term, company, testId }: { term: ReactNode; company: { id: number; name: string }; testId: string }) {
  return (
    <Fact term={term}>
      <Link to={companyDetailPath(company.id)} data-testid={testId}>
        {company.name}
      </Link>
    </Fact>
  );
}
