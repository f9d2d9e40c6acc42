import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { deflateParts, gzipWithNonce, htmlWithNonce } from "./nonce-gzip.ts";

/**
 * A React Router page's HTML is a function of what its loaders answered, its address and the few
 * request facts its documents render differently for (the portal's elder mode): the components read
 * nothing else. So a document rendered once serves every later request whose loaders answered the
 * same — a member's home reloaded, a desk opened again with the same queue — while the loaders still
 * run on every request (sessions, rights, fresh data). Nothing is served that the same request would
 * not have rendered; the period only bounds memory and any clock a component reads.
 */

/** What a document is looked up by: the render's inputs. */
export interface RenderInputs {
  url: string;
  /** What else the document renders differently for (empty when nothing). */
  variant: string;
  status: number;
  /** Every matched route's loader answer (`staticHandlerContext.loaderData`). */
  loaderData: unknown;
}

/**
 * Whether a loader answer is plain data a hash can stand for: no promise (a deferred part streams
 * later and would hash as `{}`), map, set, function or class instance. Dates and JSON values are fine.
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
export function renderKey({ url, variant, status, loaderData }: RenderInputs): string | null {
  if (!isPlainData(loaderData)) return null;
  return createHash("sha256").update(`${status}\n${variant}\n${url}\n`).update(JSON.stringify(loaderData)).digest("base64url");
}

/** What React Router hands an app's `entry.server.tsx` about the request it renders (its EntryContext, in part). */
export interface RenderedRequest {
  isSpaMode?: boolean;
  staticHandlerContext: { loaderData: unknown; actionData: unknown; errors: unknown };
}

/** The key a GET's document is memoized under: a 200 with no action or error, rendered from plain data; otherwise null. */
export function documentRenderKey(
  request: Request,
  status: number,
  { isSpaMode, staticHandlerContext: handled }: RenderedRequest,
  variant = "",
): string | null {
  if (request.method !== "GET" || status !== 200 || isSpaMode || handled.actionData || handled.errors) return null;
  return renderKey({ url: request.url, variant, status, loaderData: handled.loaderData });
}

/** A memoized document as one response sends it: the HTML, or its gzip. */
export interface MemoizedBody {
  bytes: Buffer;
  encoding: "gzip" | null;
}

/** Rendered documents by the key of their inputs. */
export interface RenderMemo {
  /** The HTML rendered for these inputs, with `nonce` where its nonce was (none: it had none); gzipped when `gzip`. */
  get(key: string, nonce: string | null, gzip?: boolean): MemoizedBody | undefined;
  /** Keeps `html`, rendered with `slot` for its nonce (null: without one). */
  keep(key: string, html: string, slot: string | null): void;
  clear(): void;
  readonly size: number;
}

/** A bounded LRU of rendered documents, each for `ttlMs`; null when `ttlMs` is 0 (off). */
export function createRenderMemo({ ttlMs, max = 200, maxBytes = 16 * 1024 * 1024 }: { ttlMs: number; max?: number; maxBytes?: number }): RenderMemo | null {
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
      const joined = nonce ?? "";
      if (!gzip) return { bytes: htmlWithNonce(kept.html, joined), encoding: null };
      kept.deflated ??= deflateParts(kept.html);
      return { bytes: gzipWithNonce(kept.html, kept.deflated, joined), encoding: "gzip" };
    },
    keep(key, html, slot) {
      const parts = slot === null ? [html] : html.split(slot);
      documents.set(key, { html: parts.map((part) => Buffer.from(part, "utf8")) });
    },
    clear: () => documents.clear(),
    get size() {
      return documents.size;
    },
  };
}
