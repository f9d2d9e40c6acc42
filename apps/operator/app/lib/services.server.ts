import { type CallDeclaration, type CallInput, type CallResult, operatorHeaders, requestPartsOf } from "@cidp/api-client/contract";
import { staffSessionOf } from "./staff-session.server.ts";

/** Where the platform services answer (the back office's server is their only caller for staff calls). */
export const servicesOrigin = (process.env.API_ORIGIN ?? "http://127.0.0.1:3001").replace(/\/+$/, "");

/** A call's answer: its data, or the services' refusal with their message and status. */
export type Answer<D extends CallDeclaration> =
  | { ok: true; data: CallResult<D> extends { data: infer T } ? T : never; message: string }
  | { ok: false; status: number; message: string; headers: Headers };

/** The failure the page shows when the services cannot be reached at all. */
const UNREACHABLE = "平台服务暂时无法访问，请稍后重试";

/**
 * Makes one back-office call for this request: the declaration's path and parts, the staff
 * session from the back office's own cookie in the session header, and the browser's address for
 * the services' limits and audit (they trust X-Forwarded-For from this server's loopback only).
 */
export async function callServices<D extends CallDeclaration>(request: Request, declaration: D, input?: CallInput<D>, session = staffSessionOf(request)) {
  const { url, query, body } = requestPartsOf(declaration, (input ?? {}) as object);
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}` : "";
  const headers: Record<string, string> = { accept: "application/json" };
  if (session) headers[operatorHeaders.session] = session;
  const client = request.headers.get("x-forwarded-for-client");
  if (client) headers["x-forwarded-for"] = client;
  if (declaration.method !== "GET") headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`${servicesOrigin}${url}${search}`, {
      method: declaration.method,
      headers,
      ...(declaration.method === "GET" ? {} : { body: JSON.stringify(body ?? {}) }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return { ok: false, status: 503, message: UNREACHABLE, headers: new Headers() } as Answer<D>;
  }
  return answerOf<D>(response);
}

async function answerOf<D extends CallDeclaration>(response: Response): Promise<Answer<D>> {
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; msg?: string; data?: unknown } | null;
  if (response.ok && envelope?.success) return { ok: true, data: envelope.data, message: envelope.msg ?? "" } as Answer<D>;
  // The staff calls keep their real HTTP status; a body code stands in should one answer 200.
  const status =
    response.status >= 400
      ? response.status
      : typeof (envelope as { code?: unknown } | null)?.code === "number"
        ? Number((envelope as { code: number }).code)
        : 502;
  return { ok: false, status, message: envelope?.msg ?? UNREACHABLE, headers: response.headers };
}

/** Fetches a file the services answer as bytes (the audit export) for this request's staff session. */
export async function fetchServicesFile(request: Request, path: string): Promise<Response> {
  const session = staffSessionOf(request);
  return fetch(`${servicesOrigin}${path}`, { headers: session ? { [operatorHeaders.session]: session } : {}, signal: AbortSignal.timeout(60_000) });
}
