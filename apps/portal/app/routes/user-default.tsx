import * as styles from "../layouts/layout.css.ts";
import { messages } from "../lib/messages.ts";

/** The personal center: the member's real name, selected company and certification state. */
export default function UserDefault() {
  return (
    <div className={styles.inner}>
      <h1>{messages.userCenterTitle}</h1>
    </div>
  );
}
