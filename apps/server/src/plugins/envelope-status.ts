import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Keep a failure's real HTTP status instead of answering 200 with the code in the body: for
     * responses a browser navigates to or a protocol reads (file downloads, WebSocket upgrades).
     */
    httpFailureStatus?: boolean;
  }
}

/** A failed spec envelope: `{ code, msg, data: null, success: false }`. */
function isFailedEnvelope(payload: unknown): payload is { code: number; success: false } {
  return (
    typeof payload === "object" &&
    payload !== null &&
    (payload as { success?: unknown }).success === false &&
    typeof (payload as { code?: unknown }).code === "number"
  );
}

/**
 * Spec §8 reads business failures from the body: the portal's wrapper shows the body's `msg` for a
 * code other than 200, but only '请求出错，状态码：N' for an HTTP status other than 200, and forces a
 * logout on HTTP 401. So a 4xx failure of the API travels as HTTP 200 with its status as the body
 * `code` (the rate limit keeps its Retry-After header), while 401 stays an HTTP 401, 5xx stay real
 * (load balancers and retries read them), an unknown path stays a 404, and routes marked
 * `httpFailureStatus` keep theirs.
 */
export function registerEnvelopeStatus(app: FastifyInstance): void {
  app.addHook("preSerialization", async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 400 || status >= 500 || status === 401 || request.is404) return payload;
    if (request.routeOptions.config?.httpFailureStatus || request.headers.upgrade?.toLowerCase() === "websocket") return payload;
    if (isFailedEnvelope(payload)) reply.status(200);
    return payload;
  });
}
