import { clientCall, getNoReadCount } from "@cidp/api-client";
import { organisationCalls } from "@cidp/api-client/contract";
import { Link } from "react-router";
import { accountTexts } from "../features/account/account-texts.ts";
import { certifyTexts } from "../features/certification/certification-texts.ts";
import { dashboardTexts, memberListTexts, profileTexts, roleListTexts } from "../features/member-center/member-center-texts.ts";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";
import { memberClient } from "../lib/session/member-client.server.ts";
import { readSessionCookies } from "../lib/session/session-cookies.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/user-default";

const tasks = dashboardTexts;

/** The member's pending tasks: invitations to answer and unread notices (each 0 when its call fails). */
export async function loader({ request }: Route.LoaderArgs) {
  const { token, deptId } = readSessionCookies(request);
  if (!token) return { invitations: [] as { id: number; businessName: string }[], unread: 0 };
  const client = memberClient(token, deptId, null);
  const [invitations, unread] = await Promise.all([
    clientCall(organisationCalls.myInvitations)(client, { silent: true }).then(
      (answer) => answer.data.map((i) => ({ id: i.id, businessName: i.businessName })),
      () => [],
    ),
    getNoReadCount(client, { silent: true }).then(
      (answer) => answer.data,
      () => 0,
    ),
  ]);
  return { invitations, unread };
}

/** The personal center: who the member is and for which business, and what waits for them (spec §2 /user/default). */
export default function UserDefault({ loaderData }: Route.ComponentProps) {
  const { session } = useRootData();
  const { invitations, unread } = loaderData;
  const certification = session.company?.certificationState;
  const certificationOpen = certification !== undefined && certification !== "certified";
  const nothing = invitations.length === 0 && unread === 0 && !certificationOpen;
  return (
    <div className={styles.inner}>
      <h1>{messages.userCenterTitle}</h1>
      <section aria-labelledby="tasks-title" className={styles.panel} data-testid="pending-tasks">
        <h2 id="tasks-title">{tasks.title}</h2>
        {nothing ? (
          <p>{tasks.none}</p>
        ) : (
          <ul>
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                <Link to={`/user/notice/invitationInfo?id=${invitation.id}`}>{tasks.invitation.replace("{business}", invitation.businessName)}</Link>
              </li>
            ))}
            {unread > 0 && (
              <li>
                <Link to="/user/notice">{tasks.unread.replace("{n}", String(unread))}</Link>
              </li>
            )}
            {certificationOpen && (
              <li>
                <Link to="/user/standard-certification/standard-index">
                  {tasks.certification.replace("{state}", messages.certification[certification] ?? certification)}
                </Link>
              </li>
            )}
          </ul>
        )}
      </section>
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
      <h2>{messages.userCenterLinks}</h2>
      <nav aria-label={messages.userCenterLinks}>
        <ul>
          <li>
            <Link to="/user/member-management/member-list">{memberListTexts.title}</Link>
          </li>
          <li>
            <Link to="/user/role-management/role-list">{roleListTexts.title}</Link>
          </li>
          <li>
            <Link to="/user/customer-message-list">{messages.userMessages}</Link>
          </li>
          <li>
            <Link to="/user/default/edit">{profileTexts.link}</Link>
          </li>
          <li>
            <Link to="/user/standard-certification/standard-index">{certifyTexts.title}</Link>
          </li>
          <li>
            <Link to="/user/standard-certification/uploadImageOrVideo">{messages.userCertificationUpload}</Link>
          </li>
          <li>
            <Link to="/user/password/edit">{accountTexts.links.edit}</Link>
          </li>
          <li>
            <Link to="/user/password/set">{accountTexts.links.set}</Link>
          </li>
          <li>
            <Link to="/user/password/refind">{accountTexts.links.refind}</Link>
          </li>
          <li>
            <Link to="/user/password/same">{accountTexts.links.same}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
