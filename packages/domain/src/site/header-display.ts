/** Highest unread count the bell shows before it says 99+ (spec §9). */
export const UNREAD_BADGE_MAX = 99;

/** The bell's badge text: hidden (null) at 0, capped at 99 as `99+`. */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

/** Company selector width in px: 45 plus 16 per character of the name, at most 380 (spec §9). */
export function companySelectorWidth(name: string): number {
  return Math.min(45 + 16 * [...name].length, 380);
}

/** Title and icon of the document after each route change: the platform's baseTitle and logoImg (spec §4). */
export function documentBranding(
  config: { readonly baseTitle?: string | null; readonly logoImg?: string | null } | null | undefined,
  fallback: { readonly title: string; readonly icon: string },
): { readonly title: string; readonly icon: string } {
  const title = config?.baseTitle?.trim() || fallback.title;
  const icon = config?.logoImg?.trim() || fallback.icon;
  return { title, icon };
}
