import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { registerCacheClearer } from "./cache-clearing.server.ts";
import { DOCUMENT_CACHE_MAX_BYTES, DOCUMENT_CACHE_MAX_ENTRIES, htmlWithNonce } from "./document-cache.server.ts";
import { readElderMode } from "./elder-mode/elder-mode-cookie.ts";
import { deflateParts, gzipWithNonce } from "./nonce-gzip.server.ts";

/**
 * A page's HTML is a function of what its loaders answered and its address: the components read
 * nothing else (no request scope, no cookies, no tokens; the one clock read, an approver's
 * "deadline too close" hint, may lag by the memo's period). So a document rendered once serves
 * every later request whose loaders answered the same, member or visitor: the member home of a
 * member who reloads it, a member center page opened again, a visitor's page no route declared
 * shared. The loaders still run on every request (a member's frame, their rights): only the
 * render, most of a member page's cost, is skipped. Nothing can be served that the same request
 * would not have rendered; the period only bounds memory and that clock read.
 */

/** What a document is looked up by: the render's inputs, hashed. */
export interface RenderInputs {
  url: string;
  cookieHeader: string | null | undefined;
  status: number;
  /** Every matched route's loader answer (`staticHandlerContext.loaderData`). */
  loaderData: unknown;
}

/**
 * Whether a loader answer is plain data a hash can stand for: no promise (a deferred part streams
 * later and would hash as `{}`), map, set or class instance. Dates and JSON values are fine.
 */
export function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || value === undefined) return true;
  const type = typeof value;
  if (type === "string" || type === "number" || type === "boolean") return true;
  if (type !== "object") return false;
  if (value instanceof Date) return true;
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value as Record<string, unknown>).every((item) => isPlainData(item, depth + 1));
}

/** The key of a render's inputs, or null when they cannot be told apart by a hash (not plain data). */
export function renderKey({ url, cookieHeader, status, loaderData }: RenderInputs): string | null {
  if (!isPlainData(loaderData)) return null;
  return createHash("sha256")
    .update(`${status}\n${readElderMode(cookieHeader) ? "elder" : "plain"}\n${url}\n`)
    .update(JSON.stringify(loaderData))
    .digest("base64url");
}

/** A memoized document as one response sends it: the HTML, or its gzip. */
export interface MemoizedBody {
  bytes: Buffer;
  encoding: "gzip" | null;
}

/** Rendered documents by the key of their inputs. */
export interface RenderMemo {
  /** The HTML rendered for these inputs, with `nonce` where its nonce was; gzipped when `gzip`. */
  get(key: string, nonce: string, gzip?: boolean): MemoizedBody | undefined;
  /** Keeps `html` rendered with `slot` for its nonce. */
  keep(key: string, html: string, slot: string): void;
  clear(): void;
  readonly size: number;
}

/** A bounded LRU of rendered documents, each for `ttlMs`; null when `ttlMs` is 0 (off). */
export function createRenderMemo({
  ttlMs,
  max = DOCUMENT_CACHE_MAX_ENTRIES,
  maxBytes = DOCUMENT_CACHE_MAX_BYTES,
}: {
  ttlMs: number;
  max?: number;
  maxBytes?: number;
}): RenderMemo | null {
  if (ttlMs <= 0) return null;
  // A document's parts around its nonce, and (from its first compressed answer on) their deflated
  // forms: most documents are never asked for again, so none is compressed before it is.
  const documents = new LRUCache<string, { html: readonly Buffer[]; deflated?: readonly Buffer[] }>({
    max,
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: ({ html }) => html.reduce((sum, part) => sum + part.length, 1),
  });
  return {
    get(key, nonce, gzip = false) {
      const kept = documents.get(key);
      if (!kept) return undefined;
      if (!gzip) return { bytes: htmlWithNonce(kept.html, nonce), encoding: null };
      kept.deflated ??= deflateParts(kept.html);
      return { bytes: gzipWithNonce(kept.html, kept.deflated, nonce), encoding: "gzip" };
    },
    keep(key, html, slot) {
      documents.set(key, { html: html.split(slot).map((part) => Buffer.from(part, "utf8")) });
    },
    clear: () => documents.clear(),
    get size() {
      return documents.size;
    },
  };
}

// On a global symbol, as the document cache: the SSR build may be loaded more than once.
const memoKey = Symbol.for("cidp.portal.render-memo");
const globals = globalThis as { [memoKey]?: RenderMemo | null };
/** Kept PAGE_CACHE_TTL_MS, as the visitors' documents (default 10 s; 0 = off). */
if (globals[memoKey] === undefined) {
  const created = createRenderMemo({ ttlMs: Number(process.env.PAGE_CACHE_TTL_MS ?? 10_000) });
  globals[memoKey] = created;
  if (created) registerCacheClearer(() => created.clear());
}
export const renderMemo: RenderMemo | null = globals[memoKey];
