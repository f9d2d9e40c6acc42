import { unreadBadgeText } from "@cidp/domain";

/**
 * The header bell's badge: unread notices plus unread chat messages, through the domain's badge
 * rule (hidden at 0, "99+" above 99). A count not known yet (or nonsense) counts as 0.
 */
export function bellBadgeText(noticeUnread: number, chatUnread: number): string | null {
  const known = (count: number) => (Number.isFinite(count) && count > 0 ? Math.floor(count) : 0);
  return unreadBadgeText(known(noticeUnread) + known(chatUnread));
}
