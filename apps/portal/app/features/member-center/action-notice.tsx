import * as styles from "./member-center.css.ts";

/** What a member-center action answered: the server's message, announced (an alert when refused). */
export function ActionNotice({ answer }: { answer: { ok: boolean; msg: string } | undefined }) {
  if (!answer) return null;
  return answer.ok ? (
    <p role="status" className={styles.notice.ok} data-testid="action-notice">
      {answer.msg}
    </p>
  ) : (
    <p role="alert" className={styles.notice.refused} data-testid="action-notice">
      {answer.msg}
    </p>
  );
}
