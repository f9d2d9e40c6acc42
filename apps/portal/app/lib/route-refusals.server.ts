import type { ApiError, ApiErrorKind } from "@cidp/api-client";
import { data, redirect, type ServerBuild } from "react-router";
import { loginReturningHere } from "./session/login-site.server.ts";

/** What a page says when the services refused what its address asked for. */
export const refusalTexts = {
  /** A NUL or another character the services cannot take (`?keyword=%00`). */
  illegalCharacters: "查询条件包含非法字符，请修改后重试",
  /** A value the contract refuses: a missing or malformed id, a page number out of range. */
  invalidQuery: "页面参数不正确，请检查链接后重试",
  forbidden: "无权访问该页面",
  notFound: "页面不存在",
  /** The services' rate limit (429): the visitor is asked to wait, never shown a server error. */
  tooMany: "操作过于频繁，请稍后再试",
  /** The services shed load or wait for their database (503): a moment's wait, not a broken page. */
  unavailable: "服务繁忙，请稍后再试",
} as const;

// The kinds by value: server.ts loads this module outside the build, and the client's entry need not come with it.
const HTTP: ApiErrorKind = "http";
const BUSINESS: ApiErrorKind = "business";

/** A page's own error state: its status and the message the error page shows. */
interface Refusal {
  status: 400 | 403 | 404 | 409 | 429 | 503;
  message: string;
}

/**
 * The error as the services' client threw it, or null. Known by its shape, not by `instanceof`: the
 * server build carries its own copy of the client, whose errors are no instances of the class here.
 */
function asApiError(error: unknown): Pick<ApiError, "status" | "code" | "msg" | "kind" | "body"> | null {
  if (!(error instanceof Error) || error.name !== "ApiError") return null;
  const { status, code, msg, kind } = error as Partial<ApiError>;
  return typeof status === "number" && typeof code === "number" && typeof msg === "string" && typeof kind === "string" ? (error as ApiError) : null;
}

/** The services' own words: an HTTP error carries them in its envelope (its `msg` is the status text), a business one in `msg`. */
function servicesMessage(error: Pick<ApiError, "msg" | "kind" | "body">): string {
  if (error.kind === BUSINESS) return error.msg.trim();
  const body = error.body as { msg?: unknown } | null | undefined;
  return typeof body?.msg === "string" ? body.msg.trim() : "";
}

/**
 * The page's answer when the platform services refused a loader's or action's call because of the
 * request itself (its address, its query): 400 (validation, 422 alike) with a message, 403, 404
 * (410 alike) as the not-found page, 409 (not yet, e.g. sealed until opening) with the services'
 * reason, 429 (a rate limit) asking to wait, 503 (the services shedding load or waiting for their
 * database) asking the same. Null for anything else: a 401 (see `refusingAsPage`), another 5xx, a
 * timeout or a network failure stay what they are.
 */
export function clientRefusal(thrown: unknown): Refusal | null {
  const error = asApiError(thrown);
  if (!error) return null;
  const status = error.kind === HTTP ? error.status : error.kind === BUSINESS ? error.code : 0;
  const said = servicesMessage(error);
  switch (status) {
    case 400:
    case 422:
      if (said.includes("非法字符")) return { status: 400, message: refusalTexts.illegalCharacters };
      // A contract refusal names fields the visitor never sees; a business rule's reason is shown as is.
      return { status: 400, message: !said || said.startsWith("请求参数不正确") ? refusalTexts.invalidQuery : said };
    case 403:
      return { status: 403, message: said || refusalTexts.forbidden };
    case 404:
    case 410:
      return { status: 404, message: refusalTexts.notFound };
    case 409:
      return { status: 409, message: said || refusalTexts.invalidQuery };
    case 429:
      return { status: 429, message: said || refusalTexts.tooMany };
    case 503:
      return { status: 503, message: refusalTexts.unavailable };
    default:
      return null;
  }
}

type DataFunction = (...args: never[]) => unknown;

/** Whether the services answered 401: the session behind the page's calls expired or was revoked. */
function sessionExpired(thrown: unknown): boolean {
  const error = asApiError(thrown);
  return error !== null && ((error.kind === HTTP && error.status === 401) || (error.kind === BUSINESS && error.code === 401));
}

/**
 * A loader or action whose client refusals become the route's error response (the error page with
 * that status), and whose expired session sends the browser to the login site, which returns here.
 */
export function refusingAsPage<F extends DataFunction>(handler: F): F {
  const wrapped = async (...args: Parameters<F>) => {
    try {
      return await handler(...args);
    } catch (error) {
      const request = (args[0] as { request?: unknown } | undefined)?.request;
      if (sessionExpired(error) && request instanceof Request) throw redirect(loginReturningHere(request));
      const refusal = clientRefusal(error);
      if (refusal) throw data(refusal.message, { status: refusal.status, ...(refusal.status === 503 ? { headers: { "Retry-After": "5" } } : {}) });
      throw error;
    }
  };
  return wrapped as unknown as F;
}

/**
 * The server build with every route's loader and action answering a client refusal of the services
 * as the page's own error state (spec §8: a client's mistake is never a 500), in one place for all
 * routes: a loader that handles a refusal itself (a 404 text of its own, a form message) still does,
 * this only catches what reaches React Router, which would otherwise answer 500.
 */
export function withRefusalPages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: { ...route.module, ...(loader ? { loader: refusingAsPage(loader) } : {}), ...(action ? { action: refusingAsPage(action) } : {}) },
    };
  }
  return { ...build, routes };
}
