import { useSearchParams } from "react-router";
import * as styles from "../layouts/layout.css.ts";
import { messages } from "../lib/messages.ts";

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
