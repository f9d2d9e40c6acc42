import { createReadStream, type Dirent, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Router } from "express";
import { PRECOMPRESSED } from "./precompress.server.ts";

type Encoding = (typeof PRECOMPRESSED)[number]["encoding"];

/** One precompressed sibling of a static file. */
interface Sibling {
  file: string;
  size: number;
  etag: string;
  /** The bytes, for a sibling small enough to keep in memory. */
  body: Buffer | null;
}

/** Siblings up to this size are read once, at start, and answered from memory (a build's are a few hundred KiB in all). */
const IN_MEMORY_BYTES = 512 * 1024;

/** q-values of an Accept-Encoding header, by lower-cased coding (`*` included). */
function qualities(header: string | undefined): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [coding = "", ...params] = part.split(";").map((s) => s.trim());
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split("=").map((s) => s.trim());
      if (name?.toLowerCase() === "q") q = Number(value);
    }
    // A malformed q counts as a refusal rather than a guess.
    result.set(coding.toLowerCase(), Number.isFinite(q) ? Math.min(1, Math.max(0, q)) : 0);
  }
  return result;
}

/**
 * The precompressed encoding to answer with, or null for the file as it is: the accepted one with
 * the highest q among those `available`, brotli before gzip on a tie; `q=0` refuses a coding,
 * `*` stands for every coding the header does not name. No header means identity (RFC 9110 §12.5.3).
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  const q = qualities(acceptEncoding);
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const { encoding } of PRECOMPRESSED) {
    if (!available.includes(encoding)) continue;
    const value = q.get(encoding) ?? (encoding === "gzip" ? q.get("x-gzip") : undefined) ?? q.get("*") ?? 0;
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  return best;
}

/** Cache options, as express.static takes them. */
interface StaticCache {
  maxAgeSeconds: number;
  immutable?: boolean;
  /** Siblings up to this size are kept in memory; larger ones are read per request. */
  inMemoryBytes: number;
}

/** The precompressed siblings under `root`, by URL path (`/assets/app.js`); dot-files are left out as express.static ignores them. */
function indexSiblings(root: string, inMemoryBytes: number): Map<string, Map<Encoding, Sibling>> {
  const index = new Map<string, Map<Encoding, Sibling>>();
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return index;
  }
  for (const name of names) {
    const sibling = PRECOMPRESSED.find((p) => name.endsWith(p.suffix));
    if (!sibling) continue;
    const original = name.slice(0, -sibling.suffix.length);
    const urlPath = `/${original.split(path.sep).join("/")}`;
    if (urlPath.split("/").some((segment) => segment.startsWith("."))) continue;
    const file = path.join(root, name);
    const info = statSync(file, { throwIfNoEntry: false });
    const originalInfo = statSync(path.join(root, original), { throwIfNoEntry: false });
    if (!info?.isFile() || !originalInfo?.isFile()) continue;
    const entry = index.get(urlPath) ?? new Map<Encoding, Sibling>();
    const body = info.size <= inMemoryBytes ? readFileSync(file) : null;
    entry.set(sibling.encoding, {
      file,
      size: info.size,
      body,
      etag: `W/"${info.size.toString(16)}-${Math.floor(originalInfo.mtimeMs).toString(16)}-${sibling.encoding}"`,
    });
    index.set(urlPath, entry);
  }
  return index;
}

/**
 * Serves the build-time `.br`/`.gz` siblings of static files (scripts/precompress in the build)
 * as the browser accepts them, with the original file's type, `Content-Encoding`, the sibling's
 * length, `Vary: Accept-Encoding` and express.static's cache header. Everything else — a file
 * without siblings, identity, a missing file, other methods — goes on to the next handler
 * (express.static beside it), untouched apart from `Vary` on a file that has siblings. The build
 * never changes while the server runs, so the siblings are listed (and the small ones read) once,
 * at start. Ranges are not honoured on a compressed answer: it is always the whole file.
 */
function precompressedStatic(root: string, cache: StaticCache): RequestHandler {
  const index = indexSiblings(root, cache.inMemoryBytes);
  const cacheControl = `public, max-age=${cache.maxAgeSeconds}${cache.immutable ? ", immutable" : ""}`;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const siblings = index.get(urlPath);
    if (!siblings) return next();
    res.vary("Accept-Encoding");
    const encoding = pickEncoding(req.headers["accept-encoding"], [...siblings.keys()]);
    const sibling = encoding && siblings.get(encoding);
    if (!encoding || !sibling) return next();

    res.status(200);
    res.type(path.extname(urlPath));
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", sibling.etag);
    if (req.fresh) return void res.status(304).end();
    res.setHeader("Content-Length", sibling.size);
    if (req.method === "HEAD") return void res.end();
    if (sibling.body) return void res.end(sibling.body);
    const stream = createReadStream(sibling.file);
    stream.on("error", (error) => {
      if (res.headersSent) return void res.destroy(error);
      // Gone since the start (a redeploy under a running server): the file as it is, if any.
      for (const header of ["Content-Encoding", "Content-Length", "Content-Type", "ETag"]) res.removeHeader(header);
      next();
    });
    stream.pipe(res);
  };
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The URL paths of every file under `root` (`/assets/app.js`), listed once: dot-files and
 * dot-folders are left out, as express.static ignores them, and a folder's `index.html` also
 * answers for the folder (`/docs/`), as express.static serves it.
 */
export function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    const urlPath = `/${relative.split(path.sep).join("/")}`;
    if (urlPath.split("/").some((segment) => segment.startsWith("."))) continue;
    files.add(urlPath);
    if (entry.name === "index.html") files.add(urlPath.slice(0, -"index.html".length));
  }
  return files;
}

/**
 * The client build's files: `/assets` (content-hashed names) cached for a year and immutable,
 * the rest for an hour; precompressed siblings first, then express.static. The build never
 * changes while the server runs, so its files are listed once, at start: a request for anything
 * else (every page) goes straight on to what comes next, without probing the disk.
 */
export function staticFiles(clientDir: string, inMemoryBytes = IN_MEMORY_BYTES): Router {
  const router = express.Router();
  const files = listFiles(clientDir);
  router.use((req, _res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next("router");
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next("router");
    }
    next(files.has(urlPath) ? undefined : "router");
  });
  const assetsDir = path.join(clientDir, "assets");
  router.use(
    "/assets",
    precompressedStatic(assetsDir, { maxAgeSeconds: YEAR_SECONDS, immutable: true, inMemoryBytes }),
    express.static(assetsDir, { immutable: true, maxAge: "1y" }),
  );
  router.use(precompressedStatic(clientDir, { maxAgeSeconds: 60 * 60, inMemoryBytes }), express.static(clientDir, { maxAge: "1h" }));
  return router;
}
