import type { ReactNode } from "react";
import { Fact } from "../../lib/fact.tsx";
import * as page from "../../lib/page.css.ts";
import { fillText } from "../../lib/seo/page-meta.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";

/**
 * The detail of something the business submitted for review (a service, a knowledge article):
 * its title, what was just saved or done (`notice`), why review turned it down (`rejectReason`, when that is
 * where it stands), then a panel (`label`) of its review state and `facts`, with what may be done
 * with it (`children`); `after` follows the panel.
 */
export function SubmissionDetail({
  title,
  notice,
  rejectReason,
  label,
  state,
  facts,
  after,
  children,
}: {
  title: string;
  notice: ReactNode;
  rejectReason: string | null;
  label: string;
  state: { label: string; testId: string };
  facts: ReactNode;
  after: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={page.inner}>
      <h1>{title}</h1>
      {notice}
      {rejectReason && <p role="alert">{fillText(texts.rejectReason, { reason: rejectReason })}</p>}
      <section className={page.panel} aria-label={label}>
        <dl className={page.facts}>
          <Fact term={texts.state} testId={state.testId}>
            {state.label}
          </Fact>
          {facts}
        </dl>
        {children}
      </section>
      {after}
    </div>
  );
}
