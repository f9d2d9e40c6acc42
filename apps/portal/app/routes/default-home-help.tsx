import { useSearchParams } from "react-router";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";

/** The help page a footer link without a url opens, by its `?id=`. */
export default function DefaultHomeHelp() {
  const [params] = useSearchParams();
  return (
    <div className={styles.inner} data-help-id={params.get("id") ?? ""}>
      <h1>{messages.helpTitle}</h1>
    </div>
  );
}
