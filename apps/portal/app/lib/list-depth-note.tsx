import { LIST_COUNT_CAP } from "@cidp/domain";

/** Props of ListDepthNote. */
interface ListDepthNoteProps {
  /** The list's total as the services counted it (it stops at LIST_COUNT_CAP). */
  total: number;
  /** The page's own wording from its message catalogue; {n} becomes the depth. */
  text: string;
}

/**
 * Beneath a public list's pager: a list pages only through its first LIST_COUNT_CAP matches (the
 * services answer deeper pages empty), so when the count reached that depth the visitor is told
 * to narrow the list instead of looking for pages that are not offered.
 */
export function ListDepthNote({ total, text }: ListDepthNoteProps) {
  if (total < LIST_COUNT_CAP) return null;
  return (
    <p role="note" data-testid="list-depth-note">
      {text.replace("{n}", String(LIST_COUNT_CAP))}
    </p>
  );
}
