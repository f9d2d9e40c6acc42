import { CERTIFICATION_PAGE_PATH, REFUSAL_REASONS } from "@cidp/domain";
import { Link } from "react-router";
import * as styles from "./member-center.css.ts";
import { actionNoticeTexts as texts } from "./member-center-texts.ts";

/**
 * What a member-center action answered: the server's message, announced (an alert when refused),
 * and, when the refusal's reason has one, the way on: a business not yet certified is led to 企业认证.
 */
export function ActionNotice({ answer }: { answer: { ok: boolean; msg: string; reason?: string | undefined } | undefined }) {
  if (!answer) return null;
  if (answer.ok)
    return (
      <p role="status" className={styles.notice.ok} data-testid="action-notice">
        {answer.msg}
      </p>
    );
  return (
    <>
      <p role="alert" className={styles.notice.refused} data-testid="action-notice">
        {answer.msg}
      </p>
      {answer.reason === REFUSAL_REASONS.certificationRequired && (
        <p className={styles.remedy} data-testid="action-remedy">
          <Link to={CERTIFICATION_PAGE_PATH}>{texts.certify}</Link>
        </p>
      )}
    </>
  );
}
