import { formatMessage, type Notice } from "@cidp/domain";
import * as styles from "./notice-company.css.ts";

/**
 * The company a notice concerns (所属企业：…), on every place a notice is shown: a member of several
 * companies gets one 未中标 notice per company, identical but for this. Nothing for a notice of the
 * member's own.
 */
export function NoticeCompany({ notice }: { notice: Pick<Notice, "businessName"> }) {
  if (!notice.businessName) return null;
  return (
    <span className={styles.company} data-testid="notice-company">
      {formatMessage("notice.company", { name: notice.businessName })}
    </span>
  );
}
