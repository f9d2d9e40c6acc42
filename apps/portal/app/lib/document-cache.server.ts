import { randomBytes } from "node:crypto";
import { deflateParts, gzipWithNonce, htmlWithNonce } from "@cidp/web-operations";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { registerCacheClearer } from "./cache-clearing.server.ts";
import { readElderMode } from "./elder-mode/elder-mode-cookie.ts";
import { pickEncoding } from "./precompressed-static.server.ts";
import { readSessionCookieHeader } from "./session/session-cookies.server.ts";

/** A page that is the same for every visitor: shared caches keep it a minute and may serve it stale for five while they revalidate. */
export const SHARED_PAGE_CACHE = "public, max-age=60, stale-while-revalidate=300";
/** A page that is someone's own, or that changes their cookies: never stored anywhere. */
export const PRIVATE_PAGE_CACHE = "private, no-store";

/** What decides how a page may be cached. */
interface PageAnswer {
  /** The page's path (`/default/home`, `/user/...`). */
  pathname: string;
  /** The request carries one of the shared login cookies (a member, or a session being handed over). */
  member: boolean;
  /** The response sets a cookie (a login, a forced logout). */
  setsCookie: boolean;
  status: number;
}

/**
 * The one rule for a page's Cache-Control: shared caching only for a visitor's page that sets no
 * cookie, is outside the member center (`/user/*`) and did not fail on the server (a 5xx must not
 * stick for a minute); everything else is private and never stored.
 */
export function pageCacheControl({ pathname, member, setsCookie, status }: PageAnswer): string {
  const memberCenter = pathname === "/user" || pathname.startsWith("/user/");
  if (member || setsCookie || memberCenter || status >= 500) return PRIVATE_PAGE_CACHE;
  return SHARED_PAGE_CACHE;
}

/** Sets a document response's Cache-Control by the rule; a shared page varies by Cookie, so a member never gets a visitor's copy. */
export function applyPageCache(request: Request, status: number, headers: Headers): void {
  const cacheControl = pageCacheControl({
    pathname: new URL(request.url).pathname,
    member: carriesSession(request.headers.get("cookie")),
    setsCookie: headers.has("Set-Cookie"),
    status,
  });
  headers.set("Cache-Control", cacheControl);
  if (cacheControl === SHARED_PAGE_CACHE) headers.append("Vary", "Cookie");
}

/**
 * A document kept in the portal's own memory for anonymous visitors: its status, headers and
 * HTML, the last two split where the CSP nonce goes, so each copy served gets a nonce of its own
 * (a nonce is never reused across responses, which would let one page's nonce unlock another's).
 */
export interface KeptDocument {
  status: number;
  /** The response headers apart from the CSP. */
  headers: readonly (readonly [string, string])[];
  /** The CSP header, split at the nonce. */
  csp: readonly string[];
  /** The HTML's UTF-8 bytes, split at the nonce (encoded once, not per response). */
  html: readonly Buffer[];
  /** The same parts deflated once, joined around each response's nonce into its gzip (@cidp/web-operations' nonce-gzip). */
  deflated: readonly Buffer[];
}

/** The documents of public pages that are the same for every visitor, by their absolute address. */
export interface DocumentCache {
  get(url: string): KeptDocument | undefined;
  /** Keeps a rendered document: `html` and `csp` were rendered with `slot` for a nonce. */
  keep(url: string, answer: { status: number; headers: Headers; html: string; slot: string }): void;
  /** Forgets every document (public content changed). */
  clear(): void;
  readonly size: number;
}

/** At most this many documents are kept (one per platform host and address; `?` variants count apart). */
export const DOCUMENT_CACHE_MAX_ENTRIES = 200;
/** And at most this many bytes of HTML in all (a home page is some 60 KB). */
export const DOCUMENT_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * A bounded LRU of documents, each for `ttlMs` (it adds at most that much to the public answers'
 * own cache period); null when `ttlMs` is 0. Documents are kept only for a route that declares it
 * renders nothing but public, cached data and its address (`handle.sharedDocument`), only for a
 * visitor's GET whose answer may be shared (see `keepsDocument`).
 */
export function createDocumentCache({
  ttlMs,
  max = DOCUMENT_CACHE_MAX_ENTRIES,
  maxBytes = DOCUMENT_CACHE_MAX_BYTES,
  now = performance.now.bind(performance),
}: {
  ttlMs: number;
  max?: number;
  maxBytes?: number;
  now?: () => number;
}): DocumentCache | null {
  if (ttlMs <= 0) return null;
  const documents = new LRUCache<string, KeptDocument>({
    max,
    ttl: ttlMs,
    ttlResolution: 0,
    perf: { now },
    maxSize: maxBytes,
    sizeCalculation: (document) => [...document.html, ...document.deflated].reduce((sum, part) => sum + part.length, 1),
  });
  return {
    get: (url) => documents.get(url),
    keep(url, { status, headers, html, slot }) {
      const kept: [string, string][] = [];
      let csp = "";
      for (const [name, value] of headers) {
        if (name === "content-security-policy") csp = value;
        else kept.push([name, value]);
      }
      const parts = html.split(slot).map((part) => Buffer.from(part, "utf8"));
      documents.set(url, { status, headers: kept, csp: csp.split(slot), html: parts, deflated: deflateParts(parts) });
    },
    clear() {
      documents.clear();
    },
    get size() {
      return documents.size;
    },
  };
}

/**
 * The key a document is kept under: its address, and the elder-friendly mode its visitor asked for
 * (a cookie the page renders differently for), so one visitor's mode never reaches another. The
 * mode goes after a `#`, which no request address carries.
 */
export function documentKey(url: string, cookieHeader: string | null | undefined): string {
  return readElderMode(cookieHeader) ? `${url}#elder-mode` : url;
}

/** A kept CSP with this response's nonce. */
export function cspWithNonce(parts: readonly string[], nonce: string): string {
  return parts.join(nonce);
}

/** Whether a request carries one of the shared login cookies (then nothing kept is ever served to it). */
export function carriesSession(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  const session = readSessionCookieHeader(cookieHeader);
  return Boolean(session.token || session.accessToken || session.deptId);
}

/**
 * Whether a rendered document may be kept: a GET answered 200 whose Cache-Control the one rule
 * makes shared (a visitor, no cookie set, not the member center), on a route that declares it.
 */
export function keepsDocument(request: Request, status: number, headers: Headers, routeShares: boolean): boolean {
  if (!routeShares || request.method !== "GET" || status !== 200) return false;
  const cacheControl = pageCacheControl({
    pathname: new URL(request.url).pathname,
    member: carriesSession(request.headers.get("cookie")),
    setsCookie: headers.has("Set-Cookie"),
    status,
  });
  return cacheControl === SHARED_PAGE_CACHE;
}

/** What a route module's `handle` says to let its visitors' documents be kept. */
export interface SharedDocumentHandle {
  /** Every bit of the page comes from public, cached answers and the address: the same document for every visitor of a host. */
  sharedDocument: true;
}

/** Whether the route that renders the page (the deepest match) declares `handle.sharedDocument`. */
export function routeSharesDocument(leafHandle: unknown): boolean {
  return typeof leafHandle === "object" && leafHandle !== null && (leafHandle as Partial<SharedDocumentHandle>).sharedDocument === true;
}

// server.ts (which serves kept documents) and the SSR build (which keeps them) each load their own
// copy of this module: one cache for both, on a global symbol, as the request scope does.
const cacheKey = Symbol.for("cidp.portal.document-cache");
const globals = globalThis as { [cacheKey]?: DocumentCache | null };
const publicTtlMs = Number(process.env.PUBLIC_CACHE_TTL_MS ?? 30_000);
/**
 * The portal server's kept documents: PAGE_CACHE_TTL_MS (default 10 s, never longer than the
 * public answers' period, so PUBLIC_CACHE_TTL_MS=0 turns it off too; 0 = off).
 */
if (globals[cacheKey] === undefined) {
  const created = createDocumentCache({ ttlMs: Math.min(Number(process.env.PAGE_CACHE_TTL_MS ?? 10_000), publicTtlMs) });
  globals[cacheKey] = created;
  if (created) registerCacheClearer(() => created.clear());
}
export const documentCache: DocumentCache | null = globals[cacheKey];

/**
 * The absolute address React Router renders an Express request as (@react-router/express'
 * createRemixRequest: the forwarded host's port when Express trusts the proxy, else the Host's),
 * so a kept document is found under the very address it was rendered for.
 */
export function renderedUrl(req: ExpressRequest): string {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const forwarded = Number.parseInt(forwardedPort ?? "", 10);
  const own = Number.parseInt(hostPort ?? "", 10);
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(own) ? own : "";
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return new URL(`${req.protocol}://${host}${req.originalUrl}`).href;
}

/**
 * Answers a visitor's GET from a kept document, with a fresh nonce in its CSP and its HTML; a
 * member (any shared login cookie), another method or an address not kept goes on to the render.
 */
export function serveKeptDocuments(cache: DocumentCache | null, nonce: () => string = () => randomBytes(16).toString("base64")): RequestHandler {
  return (req, res, next) => {
    if (!cache || req.method !== "GET" || carriesSession(req.headers.cookie)) return next();
    let url: string;
    try {
      url = renderedUrl(req);
    } catch {
      return next();
    }
    const kept = cache.get(documentKey(url, req.headers.cookie));
    if (!kept) return next();
    const fresh = nonce();
    res.status(kept.status);
    for (const [name, value] of kept.headers) res.append(name, value);
    res.setHeader("Content-Security-Policy", cspWithNonce(kept.csp, fresh));
    res.vary("Accept-Encoding");
    // Compressed once when kept: a browser taking gzip gets the parts joined around its nonce, and
    // the page compressor (which leaves an encoded answer alone) has nothing to do.
    if (pickEncoding(req.headers["accept-encoding"], ["gzip"]) === "gzip") {
      res.setHeader("Content-Encoding", "gzip");
      res.end(gzipWithNonce(kept.html, kept.deflated, fresh));
    } else res.end(htmlWithNonce(kept.html, fresh));
  };
}
