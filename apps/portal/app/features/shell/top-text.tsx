import { useSite } from "../../lib/site/site-context.tsx";
import * as styles from "./site-header.css.ts";

/** The top-banner line: the server's text, or the domain default it was seeded with. */
export function TopText() {
  const { industryTopTxt } = useSite();
  const first = industryTopTxt[0];
  if (!first) return <span />;
  return (
    <p className={styles.topText} data-testid="top-text">
      {first.url ? (
        <a href={first.url} className={styles.userLink}>
          {first.txt}
        </a>
      ) : (
        first.txt
      )}
    </p>
  );
}
