import { useSearchParams } from "react-router";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";

/** The party-building news list (`?pageid=&modulecode=`), opened by the menu in its own window. */
export default function DefaultDjylNewsList() {
  const [params] = useSearchParams();
  return (
    <div className={styles.inner} data-module-code={params.get("modulecode") ?? ""}>
      <h1>{messages.partyBuildingTitle}</h1>
    </div>
  );
}
