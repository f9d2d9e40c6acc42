import { HOME_PATH, headerMenu, menuNavigation, zhCN } from "@cidp/domain";
import { contentWidth } from "@cidp/ui";
import { useLocation, useNavigate } from "react-router";
import { messages } from "../../lib/messages.ts";
import { headerHref, performHeaderNavigation } from "./navigate-header.ts";
import * as styles from "./site-header.css.ts";

/**
 * The main menu; the domain decides per click whether to scroll, go home with the section, or open
 * a window. On desktop the bar under the brand row; below it, the same list inside the header's
 * menu button (DetailsMenu), which `onChoice` closes.
 */
export function HeaderMenu({
  platformCode,
  hiddenSections,
  layout,
  onChoice,
}: {
  platformCode: string | null;
  /** The sections the platform hides (平台设置); null: the platform code's rule. */
  hiddenSections: readonly string[] | null;
  /** The desktop's bar, or the list the menu button opens below the desktop layout. */
  layout: "bar" | "dropdown";
  onChoice?: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav className={layout === "bar" ? styles.menuBar : styles.menuDropdown} aria-label={messages.mainMenu}>
      <ul className={`${contentWidth} ${styles.menuList}`}>
        {headerMenu(platformCode, hiddenSections).map((item) => {
          const navigation = menuNavigation(item.section, pathname);
          return (
            <li key={item.section}>
              <a
                href={headerHref(navigation, HOME_PATH)}
                className={styles.menuButton}
                data-menu={item.section}
                {...(navigation.kind === "open-window" ? { target: "_blank", rel: "noopener" } : {})}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  // A section on the same page is a scroll, not a navigation: close the menu here.
                  onChoice?.();
                  performHeaderNavigation(navigation, navigate);
                }}
              >
                {zhCN[item.label]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
