import { ApiError } from "@cidp/api-client";

/**
 * What to show for a failed call: the services' own message when they refused it with one (a
 * rule, a permission, a conflict), else `fallback` (the page's own words for a failure).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.msg ? error.msg : fallback;
}

/**
 * A page's failure to load, as it says it: the services' refusal (a 4xx: a missing permission, no
 * business chosen, certification first) in their words, which say why and what to do; only a fault
 * (5xx, no answer) in the page's own words, which may ask to try again later. A refusal shown as
 * "暂时无法加载，请稍后重试" sends the member to retry what retrying will not fix.
 */
export function loadFailureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code >= 400 && error.code < 500 && error.msg ? error.msg : fallback;
}
