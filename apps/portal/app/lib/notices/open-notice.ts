import { type ApiClient, clickReadNotice } from "@cidp/api-client";
import { crossSiteUrl, isUnread, type Notice, type NoticeActor, noticeOpening } from "@cidp/domain";
import { switchCompanyThenOpen } from "../session/switch-business.ts";

/** Where a routed notice goes: a window of a sibling page, an address inside the portal, or another business first. */
export interface NoticeRouter {
  navigate(to: string): void;
  openWindow(url: string): void;
  /** The page belongs to another of the member's businesses: switch to it, then open the page. */
  switchThenNavigate(businessId: string, businessName: string, to: string): Promise<void>;
  /** The notice cannot open (its business is no longer the member's): the reason to show. */
  explain(reason: string): void;
}

/**
 * The router a page of the browser gives notice clicks: its own navigation and refusal text, a new
 * window for sibling sites, and the company switch (then a whole-page load) for another business.
 */
export function browserNoticeRouter(client: ApiClient, page: Pick<NoticeRouter, "navigate" | "explain">): NoticeRouter {
  return {
    ...page,
    openWindow: (url) => window.open(url, "_blank", "noopener"),
    switchThenNavigate: (businessId, businessName, to) =>
      switchCompanyThenOpen(
        client,
        { businessId, businessName, to },
        { storage: window.localStorage, flash: window.sessionStorage, assign: (url) => window.location.assign(url) },
      ),
  };
}

/**
 * A notice click (spec §4): an unread notice is marked read first (then the counts refresh), and
 * the domain's routing decides what opens, for the business the notice is about (noticeOpening).
 * The token stays in its HttpOnly cookie: a sibling site's page opens through the portal's
 * /session/handoff, which builds the sibling's login-back address on the server; a page of the
 * portal itself opens directly (the cookie is already here).
 */
export async function openNotice(client: ApiClient, notice: Notice, router: NoticeRouter, onRead: () => void, actor: NoticeActor): Promise<void> {
  if (isUnread(notice)) {
    await clickReadNotice(client, { id: Number(notice.id) });
    onRead();
  }
  const opening = noticeOpening(notice, actor);
  switch (opening.kind) {
    case "navigate":
    case "detail":
      router.navigate(opening.to);
      break;
    case "open-site":
      router.openWindow(siteWindowUrl(opening.target, opening.center, window.location.origin));
      break;
    case "switch-then-navigate":
      await router.switchThenNavigate(opening.businessId, opening.businessName, opening.to);
      break;
    case "refuse":
      router.explain(opening.reason);
      break;
  }
}

/** The address a notice's shared window opens: the hand-over for another site, the page itself for this one. */
export function siteWindowUrl(target: string, center: boolean, ownOrigin: string): string {
  if (/^https?:\/\//i.test(target) && new URL(target).origin !== ownOrigin) {
    const query = new URLSearchParams({ to: target });
    if (center) query.set("center", "1");
    return `/session/handoff?${query.toString()}`;
  }
  return crossSiteUrl({ siteOrigin: ownOrigin, target, token: null, companyId: null, center });
}
