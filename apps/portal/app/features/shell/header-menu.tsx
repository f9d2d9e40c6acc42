import { HOME_PATH, headerMenu, menuNavigation, zhCN } from "@cidp/domain";
import { contentWidth } from "@cidp/ui";
import { useLocation, useNavigate } from "react-router";
import { messages } from "../../lib/messages.ts";
import { headerHref, performHeaderNavigation } from "./navigate-header.ts";
import * as styles from "./site-header.css.ts";

/** The main menu; the domain decides per click whether to scroll, go home with the section, or open a window. */
export function HeaderMenu({ platformCode }: { platformCode: string | null }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav className={styles.menuBar} aria-label={messages.mainMenu}>
      <ul className={`${contentWidth} ${styles.menuList}`}>
        {headerMenu(platformCode).map((item) => {
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
