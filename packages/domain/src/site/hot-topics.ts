import { GENERIC_PLATFORM_CODE } from "../product.ts";
import type { DictEntry } from "./dictionary.ts";
import { safeHref } from "./safe-href.ts";

/** One entry of the hot-topic carousel: dictKey is the link, dictValue the text (spec §3). */
export interface HotTopic {
  readonly link: string;
  readonly text: string;
}

/** The carousel shows only on the generic platform, or when no platform configuration exists (spec §2). */
export function showsHotTopics(config: { readonly platformCode: string } | null | undefined): boolean {
  return config == null || config.platformCode === GENERIC_PLATFORM_CODE;
}

/** Carousel entries from the hot-text dictionary; entries without text are left out, unsafe links emptied. */
export function hotTopics(entries: readonly DictEntry[] | null | undefined): readonly HotTopic[] {
  return (entries ?? [])
    .filter((entry) => (entry.dictValue ?? "").trim() !== "")
    .map((entry) => ({ link: safeHref(String(entry.dictKey)), text: entry.dictValue ?? "" }));
}
