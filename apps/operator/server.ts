// Production server of the back office: its operations endpoints and access log, security headers
// (no script may run, except on the few pages that cannot work without it: entry.server.tsx sets
// each document's policy), the signed file links of review materials passed to the services,
// static assets, then React Router SSR.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import { mediaPaths, uploadPaths } from "@cidp/api-client/contract";
import {
  accessLog,
  createMetricsGate,
  createOperations,
  drainMilliseconds,
  logSink,
  METRICS_TOKEN_PROBLEM,
  metricsTokenOf,
  SHUTDOWN_DRAIN_PROBLEM,
} from "@cidp/web-operations";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createProxyMiddleware } from "http-proxy-middleware";

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.OPERATOR_PORT ?? process.env.PORT ?? 3003);
const host = process.env.HOST ?? "0.0.0.0";
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3001";
const production = process.env.NODE_ENV === "production";
const drainMs = drainMilliseconds(process.env);
const metricsToken = metricsTokenOf(process.env);
const settingsProblems = [...(drainMs === null ? [SHUTDOWN_DRAIN_PROBLEM] : []), ...(metricsToken === undefined ? [METRICS_TOKEN_PROBLEM] : [])];
if (drainMs === null || metricsToken === undefined) {
  console.error(`the back office will not start with these settings:\n${settingsProblems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(2);
}
// Routine lines (start-up, access log) go to LOG_FILE when set; errors stay on the console too.
const log = logSink(process.env);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", "loopback");
// /health, /ready (503 once draining) and /metrics (METRICS_TOKEN's bearer, or a scraper on this machine asking directly), and every request counted and timed.
const operations = createOperations({
  app: "operator",
  kindOf: (path) => (path.startsWith("/assets/") ? "asset" : path.startsWith("/api") ? "api" : "page"),
  metricsGate: createMetricsGate(metricsToken),
});
app.use(operations.middleware);
// Every request's line in the access log, with its id: the same id reaches the services (which log it as reqId).
app.use(accessLog(log));
app.use((req, res, next) => {
  // The services' log-in limits and audit log need the browser's address: set here, whatever came in.
  req.headers["x-forwarded-for-client"] = req.ip ?? "";
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "same-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'none'; script-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});

// Review materials are signed, expiring file links of the services (the staff page shows them as
// images), and the pictures of articles are the services' too (the editor and the preview show them).
// The editor's upload engine puts a picture's bytes into the object store's path with temporary
// credentials for that one key (the register call answered them): passed on as they are, the Host
// the browser signed included, so the bytes never go through this app and the page stays inside
// `connect-src 'self'`.
app.use(createProxyMiddleware({ target: apiOrigin, pathFilter: [uploadPaths.file, `${mediaPaths.image}/content`, `${uploadPaths.objectStore}/`], xfwd: true }));

// Pages and style sheets go out compressed (brotli or gzip, as the browser accepts): the desk's
// and the lists' documents are tables of text, a fifth of their size compressed. Each write is
// flushed, so a streamed document is not held back until the compressor's buffer fills. The
// proxied files above stay as they are.
app.use(compression({ flush: zlibConstants.Z_SYNC_FLUSH, brotli: { flush: zlibConstants.BROTLI_OPERATION_FLUSH } }));

// The upload engine's MD5 runs in a Web Worker (its own script, built by Vite): a worker gets the
// policy of its script's answer, so that one may run its own code and the hashing's WebAssembly, and
// reach nothing (it only reads the File it is handed).
app.use("/assets", (req, res, next) => {
  if (/^\/md5\.worker-[\w-]+\.js$/.test(req.path)) res.setHeader("Content-Security-Policy", "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'");
  next();
});

app.use("/assets", express.static(path.join(here, "build/client/assets"), { immutable: true, maxAge: "1y" }));
// The client folder's other files (favicon, robots.txt) all have a file name's extension: a page's
// address (the desk is "/") goes on without a look at the disk.
const clientFiles = express.static(path.join(here, "build/client"), { index: false });
app.use((req, res, next) => (path.extname(req.path) ? clientFiles(req, res, next) : next()));

const build = await import(path.join(here, "build/server/index.js"));
const handler = createRequestHandler({ build, mode: production ? "production" : "development" });
// A document's policy comes from entry.server.tsx (appended by the adapter): two policies would both apply.
app.all("/{*splat}", (req, res, next) => {
  res.removeHeader("Content-Security-Policy");
  return handler(req, res, next);
});

const server = app.listen(port, host, () => log.info(`operator back office on http://localhost:${port}`));
// SIGTERM: /ready fails at once, the listener closes SHUTDOWN_DRAIN_MS later, the requests in flight finish.
operations.drainOnSignals(server, { drainMs });
