import { ApiError } from "@cidp/api-client";

/**
 * What to show for a failed call: the services' own message when they refused it with one (a
 * rule, a permission, a conflict), else `fallback` (the page's own words for a failure).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.msg ? error.msg : fallback;
}
