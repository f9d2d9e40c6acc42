import type { MetaDescriptor } from "react-router";
import { messages } from "../messages.ts";
import type { RootData } from "../site/use-root-data.ts";
import { canonicalUrl } from "./canonical.ts";

/** What a route's `meta` receives that the head needs: where the page is, and the root loader's data among the matches. */
export interface MetaContext {
  location: { pathname: string; search: string };
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[];
}

/** A page's own head texts. */
export interface PageHead {
  /** The page's title; the platform's base title follows it. None: the base title alone (the home page). */
  title?: string | undefined;
  /** What a search result shows under the title: the article's summary, or a sentence on the list. */
  description: string;
}

/** Collapses whitespace and cuts a description to what a result page shows (Baidu shows about 80 characters). */
function descriptionText(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain;
}

/**
 * The head of a public page (Baidu reads the server's HTML): `<title>` ending with the base title
 * of the platform matched by host, `<meta name="description">`, and `<link rel="canonical">` on
 * the request's host with only the parameters that select content. `extra` follows (JSON-LD…).
 */
export function pageMeta({ location, matches }: MetaContext, head: PageHead, ...extra: MetaDescriptor[]): MetaDescriptor[] {
  const root = rootOf(matches);
  const baseTitle = root?.branding.baseTitle ?? messages.defaultBaseTitle;
  const descriptors: MetaDescriptor[] = [
    { title: head.title ? `${head.title} - ${baseTitle}` : baseTitle },
    { name: "description", content: descriptionText(head.description) || messages.seo.description },
  ];
  if (root) descriptors.push({ tagName: "link", rel: "canonical", href: canonicalUrl(root.origin, location.pathname, location.search) });
  return [...descriptors, ...extra];
}

/**
 * The head of a public page that has nothing to show (an unknown or malformed id, answered with
 * its 404 or 400): its title and description as pageMeta writes them, but no canonical address and
 * `noindex`, so that nothing of it is indexed.
 */
export function notFoundMeta(args: MetaContext, head: PageHead): MetaDescriptor[] {
  return [...pageMeta(args, head).filter((descriptor) => !("tagName" in descriptor)), { name: "robots", content: "noindex" }];
}

/**
 * A record page's head: the record's own title and `summarise`'s description of it, or, while the
 * loader found no record, the head of the page it belongs under (`otherwise`).
 */
export function recordMeta<T extends { title: string }>(args: MetaContext, record: T | undefined, summarise: (record: T) => string, otherwise: PageHead) {
  return pageMeta(args, record ? { title: record.title, description: summarise(record) } : otherwise);
}

/** A catalogue text with its `{name}` placeholders filled (an unknown name stays as written). */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

/** A list's title, with the page number from page 2 on (each page of a list is its own result). */
export function pagedTitle(title: string, current: number): string {
  return current > 1 ? `${title} ${fillText(messages.pager.page, { n: current })}` : title;
}

/** The head of a page of a list (`current`, 1 when the loader had none): its title numbered from page 2 on. */
export function listPageMeta(args: MetaContext, head: { title: string; description: string }, current = 1): MetaDescriptor[] {
  return pageMeta(args, { title: pagedTitle(head.title, current), description: head.description });
}

function rootOf(matches: MetaContext["matches"]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

/** Where the page is, for its structured data: the request's origin and the page's canonical address (empty without root data). */
export function pageAddress({ location, matches }: MetaContext): { origin: string; url: string } {
  const origin = rootOf(matches)?.origin ?? "";
  return { origin, url: origin ? canonicalUrl(origin, location.pathname, location.search) : "" };
}

/**
 * A member-center page's head: its title with the site's name, as every page's (pageMeta), and the
 * title as its description (the page is the member's own: nothing for a search engine to summarise).
 */
export function memberPageMeta(args: MetaContext, title: string): MetaDescriptor[] {
  return pageMeta(args, { title, description: title });
}
