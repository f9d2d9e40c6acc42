import type { MessageCode } from "../messages/messages.zh-cn.ts";

/** Notice types, one per drawer tab (spec §2). */
export const NoticeTab = { orderService: 0, serviceNotice: 1, systemNotice: 2, benefits: 3 } as const;

/** A notice type. */
export type NoticeTab = (typeof NoticeTab)[keyof typeof NoticeTab];

/** The drawer opens on benefits/offers. */
export const DEFAULT_NOTICE_TAB: NoticeTab = NoticeTab.benefits;

/** The drawer shows the first page of this many notices. */
export const NOTICE_DRAWER_PAGE_SIZE = 5;

/** Tabs in display order (the default first) with their labels. */
export const NOTICE_TABS: readonly { readonly tab: NoticeTab; readonly label: MessageCode }[] = [
  { tab: NoticeTab.benefits, label: "drawer.tab.benefits" },
  { tab: NoticeTab.orderService, label: "drawer.tab.order-service" },
  { tab: NoticeTab.serviceNotice, label: "drawer.tab.service-notice" },
  { tab: NoticeTab.systemNotice, label: "drawer.tab.system-notice" },
];

/** Unread counts per tab as the tab-no-read-count call returns them (spec §3). */
export interface TabUnreadCounts {
  readonly noticeType0: number;
  readonly noticeType1: number;
  readonly noticeType2: number;
  readonly noticeType3: number;
}

/** One tab's unread count; a missing or broken value counts 0. */
export function tabUnreadCount(counts: Partial<TabUnreadCounts> | null | undefined, tab: NoticeTab): number {
  const value = Number(counts?.[`noticeType${tab}`] ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The tab the drawer opens on: the first tab, in display order, with unread notices (the default
 * tab when it has some, as the spec puts it first), else the default: a member with 44 unread order
 * notices and no new offers sees the order notices, not an empty 福利优惠. Unknown counts: the default.
 */
export function openingNoticeTab(counts: Partial<TabUnreadCounts> | null | undefined): NoticeTab {
  return NOTICE_TABS.find(({ tab }) => tabUnreadCount(counts, tab) > 0)?.tab ?? DEFAULT_NOTICE_TAB;
}

/** The tab a `code` query names; anything else is the default tab. */
export function parseNoticeTab(code: string | number | null | undefined): NoticeTab {
  const value = Number(code);
  return code !== null && code !== undefined && String(code).trim() !== "" && [0, 1, 2, 3].includes(value) ? (value as NoticeTab) : DEFAULT_NOTICE_TAB;
}

/** The drawer's list query for a tab: the first page of 5. */
export function drawerListQuery(tab: NoticeTab): { readonly current: 1; readonly size: number; readonly noticeType: NoticeTab } {
  return { current: 1, size: NOTICE_DRAWER_PAGE_SIZE, noticeType: tab };
}

/** "View more": the message list on the same tab. */
export function messageListPath(tab: NoticeTab): string {
  return `/default/message-list?code=${tab}`;
}
