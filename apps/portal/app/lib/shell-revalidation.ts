import { isMemberPath } from "@cidp/domain";
import type { ShouldRevalidateFunctionArgs } from "react-router";

/** The facts a revalidation rule reads (React Router's `shouldRevalidate` arguments). */
type RevalidationArgs = Pick<ShouldRevalidateFunctionArgs, "currentUrl" | "nextUrl" | "formMethod" | "defaultShouldRevalidate">;

const placeOf = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

/**
 * Whether the page's own change asks for fresh data: a submission (a form or fetcher that is not a
 * GET) may change the member's name, business or certification, so it follows the framework's rule
 * (reload after a successful action, not after a refused one); the same address again is an
 * explicit reload (the user-info refresh of spec §4, the business switch, a notice marked read).
 */
function pageAskedForFreshData({ currentUrl, nextUrl, formMethod }: RevalidationArgs): boolean {
  return (formMethod !== undefined && formMethod.toUpperCase() !== "GET") || placeOf(currentUrl) === placeOf(nextUrl);
}

/**
 * The root's data (platform configuration, footer, top text, the member summary of the header) is
 * the same on every page of a host: kept across plain navigations and GET forms (a filter, a page
 * number), reloaded after a submission or an explicit reload, and on another host. Logging in or
 * out and the business switch load a new document, so they always start afresh.
 */
export function revalidatesRoot(args: RevalidationArgs): boolean {
  if (pageAskedForFreshData(args)) return args.defaultShouldRevalidate;
  return args.currentUrl.origin !== args.nextUrl.origin;
}

/**
 * A layout's data (the /user access guard; the member center's menu and permissions of the selected
 * business) depends on the address only through whether it is a member page: kept across the
 * pages of one area, reloaded when crossing into or out of /user, after a submission (a role or
 * membership may have changed) and on an explicit reload.
 */
export function revalidatesLayout(args: RevalidationArgs): boolean {
  if (pageAskedForFreshData(args)) return args.defaultShouldRevalidate;
  return args.currentUrl.origin !== args.nextUrl.origin || isMemberPath(args.currentUrl.pathname) !== isMemberPath(args.nextUrl.pathname);
}
