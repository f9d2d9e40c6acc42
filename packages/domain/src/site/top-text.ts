import { zhCN } from "../messages/messages.zh-cn.ts";
import { type DictEntry, firstChildren } from "./dictionary.ts";
import { safeHref } from "./safe-href.ts";

/** One line of the top-banner text (spec §3 industryTopTxt). */
export interface TopTextItem {
  readonly txt: string;
  readonly url: string;
}

/** What shows when the server gives no top-banner text: the launch congratulation, linking nowhere. */
export const DEFAULT_TOP_TEXT: readonly TopTextItem[] = [{ txt: zhCN["top-text.default"], url: "" }];

/**
 * The top-banner list from the industry_top_txt dictionary (spec §4): the first entry's children,
 * value as text and key as link. Exactly two are doubled so the scroller always has a next line.
 */
export function topTextItems(entries: readonly DictEntry[] | null | undefined): readonly TopTextItem[] {
  const items = firstChildren(entries)
    .filter((child) => (child.dictValue ?? "").trim() !== "")
    .map((child) => ({ txt: child.dictValue ?? "", url: safeHref(String(child.dictKey)) }));
  if (items.length === 0) return DEFAULT_TOP_TEXT;
  return items.length === 2 ? [...items, ...items] : items;
}
