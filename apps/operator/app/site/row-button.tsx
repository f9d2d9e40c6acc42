import { Button } from "@cidp/ui";
import * as styles from "../desk.css.ts";

/** A one-button form of a list's row (上移, 下移, 删除): the desk works without script. */
export function RowButton({ id, intent, direction, label, children }: { id: number; intent: string; direction?: string; label: string; children: string }) {
  return (
    <form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <Button type="submit" variant="ghost" size="small" aria-label={label}>
        {children}
      </Button>
    </form>
  );
}
