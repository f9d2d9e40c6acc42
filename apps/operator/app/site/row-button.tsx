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

/** 上移 and 下移 of a row of a list shown in its portal order (each labelled with the row's title). */
export function MoveButtons({ id, title }: { id: number; title: string }) {
  return (
    <>
      <RowButton id={id} intent="move" direction="up" label={`上移：${title}`}>
        上移
      </RowButton>
      <RowButton id={id} intent="move" direction="down" label={`下移：${title}`}>
        下移
      </RowButton>
    </>
  );
}
