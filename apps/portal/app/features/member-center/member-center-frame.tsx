import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { DetailsMenu } from "../../lib/disclosure/details-menu.tsx";
import type { MenuEntry } from "../../lib/member-center/member-center-pages.ts";
import type { MemberCenter } from "../../lib/member-center/use-member-center.ts";
import { messages } from "../../lib/messages.ts";
import { useRootData } from "../../lib/site/use-root-data.ts";
import * as styles from "./member-center.css.ts";

const texts = messages.memberCenter;

/** Badge tone of each certification state. */
const certificationTone: Record<string, keyof typeof styles.status> = {
  certified: "success",
  pending: "warning",
  rejected: "danger",
  uncertified: "neutral",
};

function MenuLink({ entry }: { entry: MenuEntry }) {
  return (
    <li>
      <NavLink to={entry.path} end className={styles.link}>
        {entry.menuName}
      </NavLink>
    </li>
  );
}

/** The side menu's groups and pages: the desktop's, or the copy inside the menu button below the desktop layout. */
function MemberMenu({ memberCenter, layout }: { memberCenter: MemberCenter; layout: "side" | "compact" }) {
  return (
    <nav
      aria-label={texts.menu}
      className={layout === "side" ? styles.menu : styles.menuCompact}
      // Journeys find the desktop's copy by it: one element, whichever copy is shown.
      data-testid={layout === "side" ? "member-center-menu" : undefined}
    >
      {memberCenter.menus.map((group) =>
        group.children.length > 0 ? (
          <section key={group.id} aria-labelledby={`menu-${layout}-${group.id}`}>
            <h2 id={`menu-${layout}-${group.id}`} className={styles.groupTitle}>
              {group.menuName}
            </h2>
            <ul className={styles.list}>
              {group.children.map((entry) => (
                <MenuLink key={entry.id} entry={entry} />
              ))}
            </ul>
          </section>
        ) : (
          <ul key={group.id} className={styles.list}>
            <MenuLink entry={group} />
          </ul>
        ),
      )}
    </nav>
  );
}

/**
 * The member center's frame (the simple layout's content): the side menu of the selected business
 * (spec §7 platfromMenus, only pages this portal has built), and above the page the business the
 * member acts for, its certification state and the member's roles there. Below the desktop
 * layout the menu is one column above the page, behind a menu button (the same menu inside it).
 */
export function MemberCenterFrame({ memberCenter, children }: { memberCenter: MemberCenter; children: ReactNode }) {
  const { session } = useRootData();
  const company = session.company;
  return (
    <div className={styles.frame}>
      <div className={styles.side}>
        <DetailsMenu label={texts.menu} testId="member-center-menu-toggle">
          {() => <MemberMenu memberCenter={memberCenter} layout="compact" />}
        </DetailsMenu>
        <MemberMenu memberCenter={memberCenter} layout="side" />
      </div>
      <div className={styles.page}>
        {!company && (
          // Where a member of no business lands: every business page is empty until they found or join one.
          <p className={styles.business} data-testid="member-center-no-business">
            <span>{texts.noBusiness}</span>
            <Link to="/user/company/create">{texts.createBusiness}</Link>
          </p>
        )}
        {company && (
          <p className={styles.business} data-testid="member-center-business">
            <span>{texts.actingFor}</span>
            <strong>{company.name}</strong>
            <span className={styles.status[certificationTone[company.certificationState] ?? "neutral"]} data-testid="member-center-certification">
              {messages.certification[company.certificationState] ?? company.certificationState}
            </span>
            {memberCenter.roleNames.length > 0 && (
              <span data-testid="member-center-roles">
                {texts.roles}
                {memberCenter.roleNames.join("、")}
              </span>
            )}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
