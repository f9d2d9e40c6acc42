import { Link } from "react-router";
import type { PartyModule } from "./articles.server.ts";
import { partyBuildingTexts as texts } from "./news-texts.ts";
import * as styles from "./party-building.css.ts";

/** The address of a module's list (spec §2: `pageid` and `modulecode`); without a code, every 党建 article. */
export const partyModuleHref = (code: string, page = 1) =>
  `/default/djyl/news-list?${new URLSearchParams({ pageid: String(page), ...(code ? { modulecode: code } : {}) }).toString()}`;

/** The party-building modules as links to their lists, the shown one marked as the current page. */
export function PartyModuleLinks({ modules, current }: { modules: readonly PartyModule[]; current?: string }) {
  if (modules.length === 0) return null;
  const entries = [{ code: "", name: texts.allModules }, ...modules];
  return (
    <nav aria-label={texts.modules} className={styles.modules} data-testid="party-modules">
      <ul className={styles.moduleList}>
        {entries.map((entry) => (
          <li key={entry.code || "all"}>
            <Link
              to={partyModuleHref(entry.code)}
              className={styles.moduleLink}
              aria-current={current !== undefined && current === entry.code ? "page" : undefined}
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
