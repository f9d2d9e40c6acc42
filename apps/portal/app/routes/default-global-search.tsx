import { useSearchParams } from "react-router";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";

/** The global search landing page; the banner search sends `?keyword=` here. */
export default function DefaultGlobalSearch() {
  const [params] = useSearchParams();
  const keyword = params.get("keyword") ?? "";
  return (
    <div className={styles.inner}>
      <h1>{messages.globalSearchTitle}</h1>
      <p data-testid="search-keyword">
        {messages.globalSearchFor}
        {keyword}
      </p>
    </div>
  );
}
