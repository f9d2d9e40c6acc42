import * as styles from "../desk.css.ts";

/** A result (role=status) or a refusal (role=alert) above a page's content; nothing when empty. */
export function MessageLine({ kind, text }: { kind: "error" | "success"; text: string | null | undefined }) {
  if (!text) return null;
  return kind === "error" ? (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  ) : (
    <p role="status" className={styles.success}>
      {text}
    </p>
  );
}
