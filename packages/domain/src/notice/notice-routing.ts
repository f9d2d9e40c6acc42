import type { Notice } from "./notice.ts";

/** What clicking a notice leads to, after it was marked read. */
export type NoticeNavigation =
  | { readonly kind: "none" }
  /** Open a sibling-site page through its login-back with the token; `center` adds isCenter=1. */
  | { readonly kind: "open-site"; readonly target: string; readonly center: boolean; readonly newWindow: boolean }
  /** Navigate inside the portal. */
  | { readonly kind: "navigate"; readonly to: string };

const NONE: NoticeNavigation = { kind: "none" };
const SILENT_SWITCH_TYPES = [66, 11];
const SHARED_WINDOW_SWITCH_TYPES = [1, 47, 125];

/**
 * Notice click routing, in the spec's order (§4). Where the spec says "the id is appended" for
 * jumpType 1, it is the optId that is appended: the optId guards the step, and -1 means none.
 */
export function noticeNavigation(notice: Pick<Notice, "id" | "switchType" | "jumpType" | "jumpUrl" | "optId" | "pageSource">): NoticeNavigation {
  const switchType = Number(notice.switchType);
  if (SILENT_SWITCH_TYPES.includes(switchType)) return NONE;
  const jumpUrl = (notice.jumpUrl ?? "").trim();
  if (SHARED_WINDOW_SWITCH_TYPES.includes(switchType)) {
    return jumpUrl === "" ? NONE : { kind: "open-site", target: `${jumpUrl}${notice.id}`, center: false, newWindow: true };
  }
  const jumpType = Number(notice.jumpType);
  const optId = notice.optId;
  const address = jumpType === 1 && optId != null && String(optId) !== "" && Number(optId) !== -1 ? `${jumpUrl}${optId}` : jumpUrl;
  if (jumpType === 2 || jumpType === 3 || address === "") return NONE;
  switch (Number(notice.pageSource)) {
    case 1:
      return { kind: "open-site", target: address, center: false, newWindow: true };
    case 2:
      return { kind: "open-site", target: address, center: true, newWindow: true };
    case 0:
    case 3:
      return address.startsWith("/") && !address.startsWith("//") ? { kind: "navigate", to: address } : NONE;
    default:
      return NONE;
  }
}
