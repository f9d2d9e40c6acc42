import { Link } from "react-router";
import * as page from "../../lib/page.css.ts";
import { useRootData } from "../../lib/site/use-root-data.ts";
import { PrimaryLink } from "../../lib/styled-links.tsx";
import type { ApplyKind, ApplyRefusal } from "./apply-fields.ts";
import { ApplyForm } from "./apply-form.tsx";
import { applyTexts as texts } from "./apply-texts.ts";
import * as styles from "./home-apply.css.ts";

/**
 * An application page: the form, or after a submission the confirmation, which leads on to the
 * member page the services named (`next`): directly for a member, through the log-in for a visitor.
 */
export function ApplyPage({ kind, done, refusal }: { kind: ApplyKind; done: { next: string; loginHref: string } | null; refusal: ApplyRefusal | null }) {
  const { session } = useRootData();
  const title = kind === "finance" ? texts.financeTitle : texts.projectTitle;
  return (
    <div className={page.inner}>
      <h1>{title}</h1>
      <p>{kind === "finance" ? texts.financeIntro : texts.projectIntro}</p>
      <section className={page.panel} aria-label={title}>
        {done ? (
          <>
            <p role="status" className={styles.success} data-testid="apply-submitted">
              {texts.submitted}
            </p>
            <p className={page.actions}>
              {session.loggedIn ? (
                <PrimaryLink to={done.next}>{texts.continueMember}</PrimaryLink>
              ) : (
                <a className={page.primaryLink} href={done.loginHref}>
                  {texts.continueLogin}
                </a>
              )}
              <Link to="/default/home">{texts.backHome}</Link>
            </p>
          </>
        ) : (
          <ApplyForm kind={kind} refusal={refusal} />
        )}
      </section>
    </div>
  );
}
