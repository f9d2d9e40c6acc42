import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import * as page from "../../lib/page.css.ts";
import { fillText } from "../../lib/seo/page-meta.ts";
import { lawPaths } from "./law-paths.ts";
import * as styles from "./law-services.css.ts";
import type { LawyerProfile } from "./law-services.server.ts";
import { lawTexts as texts } from "./law-services-texts.ts";
import { LawyerPortrait, Specialties } from "./lawyer-card.tsx";

/**
 * A lawyer's profile: portrait, firm, masked 执业证号, years, specialties, cases, rating, fee note.
 * 咨询 is a form posting to the route (it opens the chat on the server, so it works before the
 * page's script); a visitor's 咨询 is the login link that returns here.
 */
export function LawyerProfileView({ lawyer, loginHref, problem }: { lawyer: LawyerProfile; loginHref: string | null; problem: string | null }) {
  const busy = useNavigation().state !== "idle";
  const consultLabel = fillText(texts.consultLabel, { name: lawyer.name });
  return (
    <article data-testid="lawyer-profile">
      <p>
        <Link to={lawPaths.lawyerList}>{texts.backToList}</Link>
      </p>
      <div className={`${styles.section} ${styles.profile}`}>
        <LawyerPortrait lawyer={lawyer} large />
        <div className={styles.profileBody}>
          <h1>{fillText(texts.profileTitle, { name: lawyer.name })}</h1>
          <dl className={page.facts}>
            <dt>{texts.firm}</dt>
            <dd>
              {lawyer.firmName}（{lawyer.regionName}）
            </dd>
            <dt>{texts.licenseNo}</dt>
            <dd data-testid="lawyer-license">{lawyer.licenseNo}</dd>
            <dt>{texts.practiceSince}</dt>
            <dd>
              {lawyer.practiceSince}（{fillText(texts.years, { n: lawyer.years })}）
            </dd>
            <dt>{texts.caseCount}</dt>
            <dd>{fillText(texts.caseUnit, { n: lawyer.caseCount })}</dd>
            <dt>{texts.ratingLabel}</dt>
            <dd>{fillText(texts.ratingValue, { n: lawyer.rating.toFixed(1) })}</dd>
            <dt>{texts.feeNote}</dt>
            <dd>{lawyer.feeNote}</dd>
          </dl>
          <Specialties items={lawyer.specialties} />
          {problem && <p role="alert">{problem}</p>}
          <div>
            {loginHref ? (
              <>
                <a className={page.primaryLink} href={loginHref} aria-label={consultLabel} data-testid="lawyer-consult">
                  {texts.consult}
                </a>{" "}
                <span className={styles.muted}>{texts.consultLoginHint}</span>
              </>
            ) : (
              <Form method="post">
                <input type="hidden" name="lawyerId" value={lawyer.id} />
                <Button type="submit" disabled={busy} aria-label={consultLabel} data-testid="lawyer-consult">
                  {busy ? texts.consulting : texts.consult}
                </Button>
              </Form>
            )}
          </div>
        </div>
      </div>
      <section className={styles.section} aria-labelledby="intro">
        <h2 id="intro">{texts.introduction}</h2>
        <p>{lawyer.introduction}</p>
        <h2>{texts.representativeCases}</h2>
        <ul>
          {lawyer.cases.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
