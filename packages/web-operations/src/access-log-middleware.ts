import type { NextFunction, Request, Response } from "express";
import { acceptRequestId, accessLogLine, REQUEST_ID_HEADER } from "./access-log.ts";
import type { LogSink } from "./log-sink.ts";

/**
 * Every request gets an id (a well-formed incoming one is kept): it goes back in the response, on
 * to the services (which log it as `reqId`) and into one access line when the answer ends, 5xx
 * lines as errors. Hashed assets would drown the log: pages and API calls are what an operator
 * follows. `continueWith` runs the rest of the request (the portal puts the id in an async scope
 * for its SSR loaders' calls); plain `next` by default.
 */
export function accessLog(log: LogSink, continueWith: (requestId: string, next: NextFunction, req: Request) => void = (_id, next) => next()) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const requestId = acceptRequestId(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    if (!req.path.startsWith("/assets/"))
      res.on("finish", () => {
        const line = accessLogLine({ requestId, method: req.method, url: req.originalUrl, status: res.statusCode, durationMs: performance.now() - started });
        if (res.statusCode >= 500) log.error(line);
        else log.info(line);
      });
    continueWith(requestId, next, req);
  };
}
