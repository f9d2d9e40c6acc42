import { visuallyHidden } from "@cidp/ui";
import { Link, useSearchParams } from "react-router";
import * as styles from "../features/member-center/personal-center.css.ts";
import { Fact } from "../lib/fact.tsx";
import { messages } from "../lib/messages.ts";
import { dashboardTexts, fill, passwordLinkTexts, personalCenterLinkTexts, vipStatusTexts as vipTexts } from "../lib/personal-center-texts.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/user-default";

const tasks = dashboardTexts;

/** The page shows the member frame and the tasks: the request asks the services for both in one call. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    portalRequest(context).showsPersonalCenter();
  },
];

/** The member's pending tasks: invitations to answer, unread notices, the business's VIP; none for a visitor or when the call fails. */
export async function loader({ context }: Route.LoaderArgs) {
  const none = { invitations: [] as { id: number; businessName: string }[], unread: 0, membership: null };
  return portalRequest(context)
    .tasks()
    .then(
      (tasks) => tasks ?? none,
      () => none,
    );
}

/** The member center's functions, grouped as its side menu groups them. */
function functionLinks(): { to: string; label: string; group: string }[] {
  const account = tasks.groups.account;
  const business = tasks.groups.business;
  return [
    { to: "/user/default/edit", label: personalCenterLinkTexts.profile, group: account },
    { to: "/user/customer-message-list", label: messages.userMessages, group: account },
    { to: "/user/password/edit", label: passwordLinkTexts.edit, group: account },
    { to: "/user/password/set", label: passwordLinkTexts.set, group: account },
    { to: "/user/password/refind", label: passwordLinkTexts.refind, group: account },
    { to: "/user/password/same", label: passwordLinkTexts.same, group: account },
    { to: "/user/standard-certification/standard-index", label: personalCenterLinkTexts.certification, group: business },
    { to: "/user/standard-certification/uploadImageOrVideo", label: messages.userCertificationUpload, group: business },
    { to: "/user/member-management/member-list", label: personalCenterLinkTexts.memberList, group: business },
    { to: "/user/role-management/role-list", label: personalCenterLinkTexts.roleList, group: business },
    { to: "/user/company/create", label: personalCenterLinkTexts.companyCreate, group: business },
  ];
}

/** The personal center: who the member is and for which business, and what waits for them (spec §2 /user/default). */
export default function UserDefault({ loaderData }: Route.ComponentProps) {
  const { session } = useRootData();
  const { invitations, unread, membership } = loaderData;
  const [params] = useSearchParams();
  const certification = session.company?.certificationState;
  const certificationOpen = certification !== undefined && certification !== "certified";
  // A member of no business is offered to found one (or to ask to join one) first.
  const noBusiness = !session.company;
  const nothing = invitations.length === 0 && unread === 0 && !certificationOpen && !noBusiness;
  return (
    <div>
      <h1 className={styles.title}>{messages.userCenterTitle}</h1>
      {params.get("founded") === "1" && session.company && (
        // Just founded (创建企业): the session acts for it now.
        <p role="status" className={styles.founded} data-testid="business-founded">
          {fill(tasks.founded, { business: session.company.name })}
        </p>
      )}
      <div className={styles.overview}>
        <section className={styles.card} aria-labelledby="profile-title">
          <h2 id="profile-title" className={visuallyHidden}>
            {tasks.profile}
          </h2>
          <div className={styles.identity}>
            {/* The name's first character in a brand circle: a photo-less avatar without the Radix
                Avatar's script, which would take this page over its JavaScript budget. */}
            <span className={styles.avatar} aria-hidden="true">
              {(session.realName ?? "").slice(0, 1)}
            </span>
            <p className={styles.name}>{session.realName}</p>
          </div>
          <dl className={styles.facts}>
            <Fact term={messages.userRealName} testId="user-real-name">
              {session.realName}
            </Fact>
            <Fact term={messages.userCompany} testId="user-company">
              {session.company?.name}
            </Fact>
            <dt>{messages.userCertification}</dt>
            <dd data-testid="user-certification">
              {session.company ? (messages.certification[session.company.certificationState] ?? session.company.certificationState) : ""}
            </dd>
            {membership && (
              <>
                <dt>{vipTexts.status}</dt>
                <dd data-testid="user-vip">
                  {membership.active && membership.expiry ? (
                    <Link to={`/user/service-auth-order/vip-detail?id=${membership.grantId}`}>
                      {fill(vipTexts.vipUntil, { plan: membership.planName ?? "", expiry: membership.expiry, days: membership.daysLeft })}
                    </Link>
                  ) : (
                    <Link to="/user/vip/buy">
                      {vipTexts.inactive} · {vipTexts.open}
                    </Link>
                  )}
                </dd>
              </>
            )}
          </dl>
        </section>
        <section aria-labelledby="tasks-title" className={styles.card} data-testid="pending-tasks">
          <h2 id="tasks-title" className={styles.cardTitle}>
            {tasks.title}
          </h2>
          {nothing ? (
            <p className={styles.none}>{tasks.none}</p>
          ) : (
            <ul className={styles.tasks}>
              {invitations.map((invitation) => (
                <li key={invitation.id}>
                  <Link className={styles.task} to={`/user/notice/invitationInfo?id=${invitation.id}`}>
                    {tasks.invitation.replace("{business}", invitation.businessName)}
                  </Link>
                </li>
              ))}
              {unread > 0 && (
                <li>
                  <Link className={styles.task} to="/user/notice">
                    {tasks.unread.replace("{n}", String(unread))}
                  </Link>
                </li>
              )}
              {noBusiness && (
                <li>
                  <Link className={styles.task} to="/user/company/create">
                    {tasks.noBusiness}
                  </Link>
                </li>
              )}
              {certificationOpen && (
                <li>
                  <Link className={styles.task} to="/user/standard-certification/standard-index">
                    {tasks.certification.replace("{state}", messages.certification[certification] ?? certification)}
                  </Link>
                </li>
              )}
            </ul>
          )}
        </section>
      </div>
      <h2 className={styles.sectionTitle}>{messages.userCenterLinks}</h2>
      <nav aria-label={messages.userCenterLinks}>
        <ul className={styles.tiles}>
          {functionLinks().map((link) => (
            <li key={link.to}>
              <Link className={styles.tile} to={link.to}>
                <span>{link.label}</span>
                <span className={styles.tileGroup} aria-hidden="true">
                  {link.group}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
