import { type ApiClient, clickReadNotice } from "@cidp/api-client";
import { crossSiteUrl, isUnread, type Notice, noticeNavigation } from "@cidp/domain";

/** Where a routed notice goes: a window of a sibling page, or an address inside the portal. */
export interface NoticeRouter {
  navigate(to: string): void;
  openWindow(url: string): void;
}

/**
 * A notice click (spec §4): an unread notice is marked read first (then the counts refresh), and
 * the domain's routing decides what opens. The token stays in its HttpOnly cookie, so a sibling
 * page opens by its plain path and reads the shared cookies itself.
 */
export async function openNotice(client: ApiClient, notice: Notice, router: NoticeRouter, onRead: () => void): Promise<void> {
  if (isUnread(notice)) {
    await clickReadNotice(client, { id: Number(notice.id) });
    onRead();
  }
  const navigation = noticeNavigation(notice);
  if (navigation.kind === "navigate") router.navigate(navigation.to);
  else if (navigation.kind === "open-site") {
    router.openWindow(crossSiteUrl({ siteOrigin: window.location.origin, target: navigation.target, token: null, companyId: null, center: navigation.center }));
  }
}
