import { zhCN } from "../messages/messages.zh-cn.ts";
import { hidesSection } from "./hidden-sections.ts";
import { safeHref } from "./safe-href.ts";

/** A footer link or column (spec §3): columns hold their links as children of the same shape. */
export interface FooterItem {
  readonly articleTitle: string;
  readonly url?: string | null;
  readonly id?: string | number | null;
  readonly children?: readonly FooterItem[] | null;
}

/**
 * The footer columns for a platform: the friendly-links column is hidden when the platform hides it
 * (its configured hidden sections; without a list, on CHANGCHUN, spec §2).
 */
export function footerColumns<T extends FooterItem>(
  items: readonly T[] | null | undefined,
  platformCode: string | null | undefined,
  hiddenSections?: readonly string[] | null,
): readonly T[] {
  const list = items ?? [];
  if (!hidesSection("friendlyLinks", platformCode, hiddenSections)) return list;
  return list.filter((item) => item.articleTitle.trim() !== zhCN["footer.friendly-links"]);
}

/** Where a footer link goes: its url, or else the help page with its id (spec §2); an unsafe url counts as none. */
export function footerLinkTarget(item: FooterItem): { readonly kind: "url"; readonly href: string } | { readonly kind: "help"; readonly to: string } | null {
  const url = safeHref(item.url);
  if (url) return { kind: "url", href: url };
  if (item.id == null || String(item.id) === "") return null;
  return { kind: "help", to: `/default/home/help?id=${encodeURIComponent(String(item.id))}` };
}
