/** A notice of the message drawer and list (spec §3). */
export interface Notice {
  readonly id: string | number;
  readonly title: string;
  readonly content: string;
  readonly createTime: string;
  /** 0 = unread. */
  readonly isRead: number;
  readonly switchType?: number | null;
  readonly jumpType?: number | null;
  readonly jumpUrl?: string | null;
  readonly optId?: string | number | null;
  readonly pageSource?: number | null;
  /** The business the notice is about, when it is a business's (null or absent: the member's own). */
  readonly businessId?: number | null;
  readonly businessName?: string | null;
}

/** Whether a notice is still unread (isRead 0). */
export function isUnread(notice: Pick<Notice, "isRead">): boolean {
  return Number(notice.isRead) === 0;
}

/** The list after one notice was clicked: that notice reads as read, the rest unchanged. */
export function markNoticeRead<T extends Pick<Notice, "id" | "isRead">>(notices: readonly T[], id: T["id"]): T[] {
  return notices.map((notice) => (String(notice.id) === String(id) && isUnread(notice) ? { ...notice, isRead: 1 } : notice));
}

/** The list after "mark all read". */
export function markAllNoticesRead<T extends Pick<Notice, "isRead">>(notices: readonly T[]): T[] {
  return notices.map((notice) => (isUnread(notice) ? { ...notice, isRead: 1 } : notice));
}
