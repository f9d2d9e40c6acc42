import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { MenuToggle } from "../../lib/disclosure/menu-toggle.tsx";
import { useDisclosure } from "../../lib/disclosure/use-disclosure.ts";
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

/**
 * The member center's frame (the simple layout's content): the side menu of the selected business
 * (spec §7 platfromMenus, only pages this portal has built), and above the page the business the
 * member acts for, its certification state and the member's roles there. Below the desktop
 * layout the menu is one column above the page, behind a menu button.
 */
export function MemberCenterFrame({ memberCenter, children }: { memberCenter: MemberCenter; children: ReactNode }) {
  const { session } = useRootData();
  const company = session.company;
  const menu = useDisclosure();
  return (
    <div className={styles.frame}>
      <div className={styles.side}>
        <MenuToggle disclosure={menu} label={texts.menu} className={styles.menuToggle} testId="member-center-menu-toggle" />
        <nav id={menu.panelId} aria-label={texts.menu} className={styles.menu} data-open={menu.open || undefined} data-testid="member-center-menu">
          {memberCenter.menus.map((group) =>
            group.children.length > 0 ? (
              <section key={group.id} aria-labelledby={`menu-${group.id}`}>
                <h2 id={`menu-${group.id}`} className={styles.groupTitle}>
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
      </div>
      <div className={styles.page}>
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
