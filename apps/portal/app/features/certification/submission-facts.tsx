import { Fact } from "../../lib/fact.tsx";
import * as page from "../../lib/page.css.ts";
import * as styles from "./certification.css.ts";
import { certifyTexts } from "./certification-texts.ts";
import type { Submission } from "./certification-types.ts";
import { StateTag } from "./state-tag.tsx";

const texts = certifyTexts;

/** A submission's fields, state, reason and photos. */
export function SubmissionFacts({ submission }: { submission: Submission }) {
  const fields: [string, string][] =
    submission.kind === "personal"
      ? [
          [texts.realName, submission.realName],
          [texts.idNumber, submission.idNumberMasked],
        ]
      : [
          [texts.companyName, submission.companyName],
          [texts.creditCode, submission.creditCode],
          [texts.legalRepresentative, submission.legalRepresentative],
          [texts.bankName, submission.bankName],
          [texts.accountNumber, submission.accountMasked],
        ];
  return (
    <>
      <dl className={page.facts}>
        <dt>{texts.state}</dt>
        <dd>
          <StateTag state={submission.state} />
        </dd>
        {submission.rejectReason && (
          <Fact term={texts.rejectReason} testId="reject-reason">
            {submission.rejectReason}
          </Fact>
        )}
        {fields.map(([label, value]) => (
          <Fact key={label} term={label}>
            {value}
          </Fact>
        ))}
        <Fact term={texts.submitTime}>{submission.submitTime}</Fact>
        {submission.reviewTime && <Fact term={texts.reviewTime}>{submission.reviewTime}</Fact>}
      </dl>
      {submission.materials.length > 0 && (
        <section aria-label={texts.materials}>
          <h2>{texts.materials}</h2>
          <div className={styles.materials}>
            {submission.materials.map((m) => (
              <figure key={m.label} className={styles.material}>
                <img src={m.previewUrl} alt={m.label} className={styles.materialImage} loading="lazy" />
                <figcaption>{m.label}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
