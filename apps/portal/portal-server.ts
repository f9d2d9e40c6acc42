// One portal process (server.ts starts it, or several of it): security headers, the /api proxy to the
// platform services (one origin for the browser, WebSocket included), static assets, then React Router SSR.
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import {
  acceptRequestId,
  accessLog,
  createMetricsGate,
  createOperations,
  drainMilliseconds,
  logSink,
  metricsTokenOf,
  REQUEST_ID_HEADER,
} from "@cidp/web-operations";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { HEADERS_NEVER_PASSED, PROXY_FAILURE, proxyRefusal, REFUSED_BODY_DRAIN_LIMIT_BYTES } from "./app/lib/api-proxy-guard.server.ts";
import { apiSessionHeaders, socketSessionHeaders } from "./app/lib/api-session.server.ts";
import { clearPublicCaches } from "./app/lib/cache-clearing.server.ts";
import { followContentChanges } from "./app/lib/content-changes.server.ts";
import { documentCache, serveKeptDocuments } from "./app/lib/document-cache.server.ts";
import { reduceMemoryWhenIdle } from "./app/lib/idle-memory.server.ts";
import { portalSettingsProblems } from "./app/lib/portal-settings.server.ts";
import { staticFiles } from "./app/lib/precompressed-static.server.ts";
import { runWithRequestId } from "./app/lib/request-id.server.ts";
import { withRefusalPages } from "./app/lib/route-refusals.server.ts";

// A production start without what it needs stops here, one line per problem (as the services do).
const settingsProblems = portalSettingsProblems(process.env);
if (settingsProblems.length > 0) {
  console.error(`the portal will not start with these settings:\n${settingsProblems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(2);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3001";
const production = process.env.NODE_ENV === "production";
// Routine lines (start-up, access log) go to LOG_FILE when set; warnings and errors stay on the console.
const log = logSink(process.env);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", "loopback");
// /health, /ready (503 once draining) and /metrics (to a scraper asking this instance directly), and every request counted and timed.
const operations = createOperations({
  app: "portal",
  kindOf: (path) => (path.startsWith("/api") ? "api" : path.startsWith("/assets/") ? "asset" : "page"),
  metricsGate: createMetricsGate(metricsTokenOf(process.env) ?? null),
});
app.use(operations.middleware);
// Every request gets an id (a well-formed incoming one is kept): it goes back in the response,
// into the access log, on to the services through the /api proxy and with the SSR loaders' calls
// (which read it from the async scope), where the services log it as their `reqId`.
app.use(accessLog(log, (requestId, next, req) => runWithRequestId(requestId, next, req.ip ?? null)));
/** Addresses that carry a token in their query: whatever they lead to must not pass it on. */
const TOKEN_ADDRESSES = new Set(["/login-back", "/session/handoff"]);
app.use((req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  // Same-origin only: other sites never learn a portal address, while the portal's own form posts
  // keep their Origin (under no-referrer a document POST says "Origin: null", which the framework
  // refuses as cross-site, so forms sent before the script hydrates would fail). Addresses that
  // carry a token (login-back, hand-off) send no referrer at all.
  res.setHeader("Referrer-Policy", TOKEN_ADDRESSES.has(req.path) ? "no-referrer" : "same-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

// The proxy's own pool, kept alive between calls. Nothing long-lived takes a place in it: the
// content-change stream is refused above the proxy, and a chat socket leaves the pool once upgraded.
const apiAgent = new http.Agent({ keepAlive: true, maxSockets: 1024, maxFreeSockets: 64 });
const apiProxy = createProxyMiddleware({
  target: apiOrigin,
  agent: apiAgent,
  pathFilter: "/api",
  ws: true,
  xfwd: true,
  on: {
    // The session cookies are HttpOnly: the proxy, not the page, turns them into the spec's headers.
    proxyReq(proxyReq, req) {
      for (const name of HEADERS_NEVER_PASSED) proxyReq.removeHeader(name);
      for (const [name, value] of apiSessionHeaders(req.headers)) proxyReq.setHeader(name, value);
    },
    // The chat socket's upgrade carries no Sec-Fetch-Site: its Origin decides instead.
    proxyReqWs(proxyReq, req) {
      for (const name of HEADERS_NEVER_PASSED) proxyReq.removeHeader(name);
      for (const [name, value] of socketSessionHeaders(req.headers)) proxyReq.setHeader(name, value);
      // The upgrade bypasses the Express middleware: its id is given here.
      proxyReq.setHeader(REQUEST_ID_HEADER, acceptRequestId(req.headers[REQUEST_ID_HEADER]));
    },
    // Never the library's plain-text 500: the API's envelope with a 502, or just the end of a started answer.
    error(_error, _req, res) {
      if (!("setHeader" in res)) return void res.destroy();
      if (res.headersSent) return void res.end();
      res.statusCode = PROXY_FAILURE.status;
      res.setHeader("content-type", "application/json; charset=utf-8");
      res.end(JSON.stringify(PROXY_FAILURE.body));
    },
  },
});
app.use("/api", (req, res, next) => {
  const refusal = proxyRefusal(req.originalUrl, req.headers);
  if (!refusal) return next();
  // A refused body of a few megabytes is read and dropped while the answer goes out: a client still
  // writing it when the connection closed got EPIPE instead of the answer (seen on loaded cores).
  // Past the drain limit the connection closes after the answer instead of taking it all in.
  if (Number(req.headers["content-length"] ?? 0) > REFUSED_BODY_DRAIN_LIMIT_BYTES) res.set("connection", "close");
  else req.resume();
  res.status(refusal.status).json(refusal.body);
});
app.use(apiProxy);

// Pages, scripts and styles go out compressed (brotli or gzip, as the browser accepts): on a slow
// link the uncompressed bundle alone took longer than the whole first-paint budget. The API stays
// behind the proxy above, untouched. Static files were compressed at build time
// (app/lib/precompress.server.ts): their .br/.gz siblings are sent as they are, no compression per
// request. Pages are compressed on the fly and flush every write (gzip and brotli alike), so the
// streamed SSR HTML is not held back until the compressor's buffer fills.
const compressPages = compression({ flush: zlibConstants.Z_SYNC_FLUSH, brotli: { flush: zlibConstants.BROTLI_OPERATION_FLUSH } });

// Only the build's own files, listed at start: a page request never probes the disk.
app.use(staticFiles(path.join(here, "build/client")));

// Every loader and action, in one place: the services' refusal of what the address asked for (a
// NUL in the keyword, an id that is no id, a sheet that is not there) is the page's own 400 / 404,
// in the site's frame, never a 500 (app/lib/route-refusals.server.ts).
const build = withRefusalPages(await import(path.join(here, "build/server/index.js")));
// A visitor's page that is the same for everyone (the home page) comes from the few seconds'
// kept copy when there is one, with a fresh CSP nonce; everything else is rendered.
app.all("/{*splat}", compressPages, serveKeptDocuments(documentCache), createRequestHandler({ build, mode: production ? "production" : "development" }));

// Content written on any instance empties this instance's cached public answers and visitor pages
// at once (the services relay the database's notifications), instead of when they expire.
const stopFollowingContent = followContentChanges({
  apiOrigin,
  secret: process.env.CONTENT_STREAM_SECRET,
  onChange: (tables) => {
    const cleared = clearPublicCaches();
    log.info(`content changed (${tables.join(", ")}): ${cleared} caches cleared`);
  },
  onDrop: (error) => log.info(`content changes: ${error instanceof Error ? error.message : String(error)}; reconnecting`),
});

const server = app.listen(port, host, () => {
  log.info(`portal on http://localhost:${port}`);
  // After start-up's allocations (the server build, route modules), then in quiet moments.
  reduceMemoryWhenIdle();
});
// Upgrades bypass Express: the proxy's refusals (the staff API, the development helpers) apply here too.
server.on("upgrade", (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
  if (proxyRefusal(req.url ?? "", req.headers)) return void socket.destroy();
  apiProxy.upgrade(req, socket, head);
});

// SIGTERM: /ready fails at once, the listener closes SHUTDOWN_DRAIN_MS later (the balancer has
// stopped sending by then), the requests in flight finish.
operations.drainOnSignals(server, { drainMs: drainMilliseconds(process.env) ?? 0, graceMs: 3_000, onClose: stopFollowingContent });
