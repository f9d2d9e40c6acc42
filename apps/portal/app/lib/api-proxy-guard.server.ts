import type { IncomingHttpHeaders } from "node:http";
import { platformPaths, uploadPaths } from "@cidp/api-client/contract";

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

/** An answer the portal gives itself, in the API's envelope, instead of passing a request on. */
export interface ProxyRefusal {
  status: number;
  body: { code: number; msg: string; data: null; success: false };
}

const refuse = (status: number, code: number, msg: string): ProxyRefusal => ({ status, body: { code, msg, data: null, success: false } });

/**
 * Answers at the portal (null: passes on) what the platform services would refuse anyway, so the browser gets the
 * services' answer instead of a broken hop: the development helpers and the content-change stream
 * are unknown paths here (HTTP 404, as the services answer one), and a JSON body over the limit is refused before it is streamed (the
 * services answer a 413 in the envelope, HTTP 200, and close the connection mid-upload).
 */
export function proxyRefusal(url: string, headers: IncomingHttpHeaders): ProxyRefusal | null {
  const path = url.split("?")[0] ?? "";
  if (path === DEV_HELPERS_PREFIX || path.startsWith(`${DEV_HELPERS_PREFIX}/`) || path === CONTENT_CHANGES_PATH) return refuse(404, 404, "未找到接口");
  if (path.startsWith(FILE_BODY_PREFIX)) return null;
  const length = Number(headers["content-length"] ?? 0);
  if (Number.isFinite(length) && length > API_BODY_LIMIT_BYTES) return refuse(200, 413, "请求内容过大");
  return null;
}

/** The answer when the hop itself fails (services down or the connection cut): a 502 in the envelope. */
export const PROXY_FAILURE = refuse(502, 502, "服务暂时不可用，请稍后再试");
