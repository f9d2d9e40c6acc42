import { messages } from "../../lib/messages.ts";
import * as styles from "./certification.css.ts";

/** A certification state as a coloured word (the colour repeats the word, never replaces it). */
export function StateTag({ state }: { state: string }) {
  return (
    <span className={styles.state[state as keyof typeof styles.state] ?? styles.state.uncertified} data-testid="certification-state">
      {messages.certification[state] ?? state}
    </span>
  );
}
