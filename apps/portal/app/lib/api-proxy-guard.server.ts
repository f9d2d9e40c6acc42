import type { IncomingHttpHeaders } from "node:http";
import { operatorHeaders, platformPaths, STAFF_API_PREFIX, uploadPaths } from "@cidp/api-client/contract";

/** The platform services' JSON body limit (apps/server's `bodyLimit`), enforced here before the hop. */
export const API_BODY_LIMIT_BYTES = 1_048_576;

/** How much of a refused body the portal still reads (and drops) so the client gets the answer, not a reset. */
export const REFUSED_BODY_DRAIN_LIMIT_BYTES = 16 * 1_048_576;

/** Where the API carries files, not JSON: the object-store mount takes parts of many megabytes. */
const FILE_BODY_PREFIX = `${uploadPaths.objectStore}/`;

/** The development helpers' prefix: never reachable through the portal, whatever the server runs with. */
const DEV_HELPERS_PREFIX = platformPaths.devHelpers;

/**
 * The services' stream of content changes: only the portal itself follows it (content-changes.server.ts),
 * never a browser; passed on, every open stream would hold one of the proxy's connections for good.
 */
const CONTENT_CHANGES_PATH = platformPaths.contentChanges;

/** Whether a path is the prefix or below it (`/api/dev` and `/api/dev/x`, not `/api/devices`). */
const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The path as the services' router will read it, whatever its spelling: percent-escapes decoded,
 * dot segments resolved, repeated slashes folded, lower case. `/api//%63idp-Operator/../cidp-operator/login`
 * must be refused like `/api/cidp-operator/login`; a path that does not decode is null (refused).
 */
function canonicalPath(url: string): string | null {
  const raw = url.split("?")[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // A decoded ? or # is part of the path here, not the start of a query or fragment.
  const spelled = decoded
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/")
    .replace(/\?/g, "%3F")
    .replace(/#/g, "%23");
  const resolved = new URL(spelled, "http://portal.invalid").pathname;
  return resolved.replace(/\/{2,}/g, "/").toLowerCase();
}

/** An answer the portal gives itself, in the API's envelope, instead of passing a request on. */
export interface ProxyRefusal {
  status: number;
  body: { code: number; msg: string; data: null; success: false };
}

const refuse = (status: number, code: number, msg: string): ProxyRefusal => ({ status, body: { code, msg, data: null, success: false } });

/**
 * Answers at the portal (null: passes on) what the platform services would refuse anyway, so the browser gets the
 * services' answer instead of a broken hop: the development helpers, the back office's staff API
 * (reachable through the back office's origin only) and the content-change stream are unknown paths here (HTTP 404, as the services answer one), and a JSON body over the limit is refused before it is streamed (the
 * services answer a 413 in the envelope, HTTP 200, and close the connection mid-upload).
 */
export function proxyRefusal(url: string, headers: IncomingHttpHeaders): ProxyRefusal | null {
  const path = url.split("?")[0] ?? "";
  const canonical = canonicalPath(url);
  if (canonical === null) return refuse(400, 400, "请求地址无效");
  if (within(canonical, DEV_HELPERS_PREFIX) || within(canonical, STAFF_API_PREFIX) || canonical === CONTENT_CHANGES_PATH) return refuse(404, 404, "未找到接口");
  if (path.startsWith(FILE_BODY_PREFIX)) return null;
  const length = Number(headers["content-length"] ?? 0);
  if (Number.isFinite(length) && length > API_BODY_LIMIT_BYTES) return refuse(200, 413, "请求内容过大");
  return null;
}

/**
 * Headers a browser may send but the portal never passes on: the staff session belongs to the back
 * office's own server (its calls are refused above anyway; stripped everywhere, no call of the
 * services can be made to read one that came from the public site).
 */
export const HEADERS_NEVER_PASSED = [operatorHeaders.session] as const;

/** The answer when the hop itself fails (services down or the connection cut): a 502 in the envelope. */
export const PROXY_FAILURE = refuse(502, 502, "服务暂时不可用，请稍后再试");
