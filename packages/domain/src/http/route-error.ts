import { CHUNK_RELOAD_THROTTLE_MS } from "../constants/timing.constants.ts";
import type { MessageCode } from "../messages/messages.zh-cn.ts";

/** What the error page shows (spec §2, §8). */
export interface RouteErrorView {
  readonly status: number;
  /** A catalogue code, or the error's own message when it carried one. */
  readonly message: { readonly code: MessageCode } | { readonly text: string };
  /** A 404 offers a link back home. */
  readonly backHome: boolean;
}

/** The error page for an unknown route, an unknown middleware or any other route error. */
export function routeErrorView(error: {
  readonly status?: number | null;
  readonly message?: string | null;
  readonly reason?: "not-found" | "unknown-middleware";
}): RouteErrorView {
  if (error.reason === "not-found" || error.status === 404) return { status: 404, message: { code: "route.not-found" }, backHome: true };
  if (error.reason === "unknown-middleware") return { status: 500, message: { code: "route.unknown-middleware" }, backHome: false };
  const status = error.status != null && error.status >= 400 && error.status <= 599 ? error.status : 500;
  const text = error.message?.trim();
  return { status, message: text ? { text } : { code: "route.error" }, backHome: false };
}

/** Whether a failed chunk load may reload the page now: at most once per minute (spec §8). */
export function mayReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_THROTTLE_MS || now < lastReloadAt;
}
