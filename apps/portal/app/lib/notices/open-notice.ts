import { type ApiClient, clickReadNotice } from "@cidp/api-client";
import { crossSiteUrl, isUnread, type Notice, noticeNavigation } from "@cidp/domain";

/** Where a routed notice goes: a window of a sibling page, or an address inside the portal. */
export interface NoticeRouter {
  navigate(to: string): void;
  openWindow(url: string): void;
}

/**
 * A notice click (spec §4): an unread notice is marked read first (then the counts refresh), and
 * the domain's routing decides what opens. The token stays in its HttpOnly cookie: a sibling
 * site's page opens through the portal's /session/handoff, which builds the sibling's login-back
 * address on the server; a page of the portal itself opens directly (the cookie is already here).
 */
export async function openNotice(client: ApiClient, notice: Notice, router: NoticeRouter, onRead: () => void): Promise<void> {
  if (isUnread(notice)) {
    await clickReadNotice(client, { id: Number(notice.id) });
    onRead();
  }
  const navigation = noticeNavigation(notice);
  if (navigation.kind === "navigate") router.navigate(navigation.to);
  else if (navigation.kind === "open-site") router.openWindow(siteWindowUrl(navigation.target, navigation.center, window.location.origin));
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
