/** A dictionary entry as the cms service returns it (spec §3): key, value and child entries. */
export interface DictEntry {
  readonly dictKey: string | number;
  readonly dictValue?: string | null;
  readonly children?: readonly DictEntry[] | null;
}

/** The children of a dictionary list's first entry, where the spec's dictionary lists keep their items. */
export function firstChildren(entries: readonly DictEntry[] | null | undefined): readonly DictEntry[] {
  return entries?.[0]?.children ?? [];
}
