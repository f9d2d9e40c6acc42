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

/** The member's side of a notice click: the business they act for now, and every business they belong to. */
export interface NoticeActor {
  readonly currentBusinessId: string | null;
  readonly businessIds: readonly string[];
}

/** What a click on a notice does, once the business it is about is taken into account. */
export type NoticeOpening =
  | NoticeNavigation
  /** The page belongs to another of the member's businesses: switch to it (spec §4's company switch), then open the page. */
  | { readonly kind: "switch-then-navigate"; readonly businessId: string; readonly businessName: string; readonly to: string }
  /** The page belongs to a business the member has left: say so rather than open a page that answers 404. */
  | { readonly kind: "refuse"; readonly reason: string }
  /** The routing leads nowhere: the notice's own page, so no click is dead. */
  | { readonly kind: "detail"; readonly to: string };

/** The page of one notice (spec §2 /user/notice/detail). */
export const noticeDetailPath = (id: string | number) => `/user/notice/detail?id=${encodeURIComponent(String(id))}`;

/**
 * A notice click as the member gets it: the spec's routing (noticeNavigation), then, for a page of
 * the portal, the business the notice is about: the member's current one opens as routed, another
 * of theirs is switched to first, one they have left is refused with the reason. A notice whose
 * routing leads nowhere opens its own page instead of doing nothing.
 */
export function noticeOpening(notice: Parameters<typeof noticeNavigation>[0] & Pick<Notice, "businessId" | "businessName">, actor: NoticeActor): NoticeOpening {
  const navigation = noticeNavigation(notice);
  if (navigation.kind === "none") return { kind: "detail", to: noticeDetailPath(notice.id) };
  if (navigation.kind !== "navigate" || notice.businessId == null) return navigation;
  const businessId = String(notice.businessId);
  if (businessId === actor.currentBusinessId) return navigation;
  const businessName = notice.businessName ?? "";
  if (!actor.businessIds.includes(businessId)) return { kind: "refuse", reason: `该通知属于“${businessName}”，您已不是该企业的成员，无法查看。` };
  return { kind: "switch-then-navigate", businessId, businessName, to: navigation.to };
}
