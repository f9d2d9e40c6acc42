import { Link } from "react-router";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";
import { useRootData } from "../lib/site/use-root-data.ts";

/** The personal center: the member's real name, selected company and certification state, as the server gave them. */
export default function UserDefault() {
  const { session } = useRootData();
  return (
    <div className={styles.inner}>
      <h1>{messages.userCenterTitle}</h1>
      <dl className={styles.facts}>
        <dt>{messages.userRealName}</dt>
        <dd data-testid="user-real-name">{session.realName}</dd>
        <dt>{messages.userCompany}</dt>
        <dd data-testid="user-company">{session.company?.name}</dd>
        <dt>{messages.userCertification}</dt>
        <dd data-testid="user-certification">
          {session.company ? (messages.certification[session.company.certificationState] ?? session.company.certificationState) : ""}
        </dd>
      </dl>
      <nav aria-label={messages.userCenterLinks}>
        <ul>
          <li>
            <Link to="/user/member-management/member-list">{messages.memberList.title}</Link>
          </li>
          <li>
            <Link to="/user/customer-message-list">{messages.userMessages}</Link>
          </li>
          <li>
            <Link to="/user/standard-certification/uploadImageOrVideo">{messages.userCertificationUpload}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
