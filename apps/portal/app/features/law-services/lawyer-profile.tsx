import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { Fact } from "../../lib/fact.tsx";
import { LinkLine } from "../../lib/link-line.tsx";
import * as page from "../../lib/page.css.ts";
import { fillText } from "../../lib/seo/page-meta.ts";
import { TextList } from "../../lib/text-list.tsx";
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
      <LinkLine to={lawPaths.lawyerList}>{texts.backToList}</LinkLine>
      <div className={`${styles.section} ${styles.profile}`}>
        <LawyerPortrait lawyer={lawyer} large />
        <div className={styles.profileBody}>
          <h1>{fillText(texts.profileTitle, { name: lawyer.name })}</h1>
          <dl className={page.facts}>
            <dt>{texts.firm}</dt>
            <dd>
              {lawyer.firmName}（{lawyer.regionName}）
            </dd>
            <Fact term={texts.licenseNo} testId="lawyer-license">
              {lawyer.licenseNo}
            </Fact>
            <dt>{texts.practiceSince}</dt>
            <dd>
              {lawyer.practiceSince}（{fillText(texts.years, { n: lawyer.years })}）
            </dd>
            <Fact term={texts.caseCount}>{fillText(texts.caseUnit, { n: lawyer.caseCount })}</Fact>
            <Fact term={texts.ratingLabel}>{fillText(texts.ratingValue, { n: lawyer.rating.toFixed(1) })}</Fact>
            <Fact term={texts.feeNote}>{lawyer.feeNote}</Fact>
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
        <TextList items={lawyer.cases} />
      </section>
    </article>
  );
}
