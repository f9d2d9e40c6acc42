import type { Decision } from "../../platform/operator/review-source.ts";

/** Where a notice leads: the member's requests, received (the owner's) or sent, or their listings of a side. */
const jumpUrls = {
  received: "/user/equipment/create-out?tab=received",
  sent: "/user/equipment/create-in?tab=sent",
  mineOut: "/user/equipment/create-out?tab=mine",
  mineIn: "/user/equipment/create-in?tab=mine",
} as const;

/** A notice to one member, in the drawer's 服务通知 tab, leading to the page of its matter. */
export interface EquipmentNotice {
  memberId: number;
  title: string;
  content: string;
  jumpUrl: string;
}

/** Tells the member who published a listing of a new booking (with its days) or inquiry on it. */
export function requestReceivedNotice(
  listing: { createdBy: number; title: string },
  dates: { startDate: string | null; endDate: string | null },
): EquipmentNotice {
  const what = dates.startDate ? `预订 ${dates.startDate} 至 ${dates.endDate}` : "询价";
  return {
    memberId: listing.createdBy,
    title: "设备收到新的请求",
    content: `您发布的「${listing.title}」收到${what}，请及时处理。`,
    jumpUrl: jumpUrls.received,
  };
}

/** Tells the member who sent a request of the owner's answer (and the reason of a refusal). */
export function requestDecidedNotice(requesterMemberId: number, listingTitle: string, accept: boolean, reason: string | undefined): EquipmentNotice {
  return {
    memberId: requesterMemberId,
    title: accept ? "设备请求已被接受" : "设备请求未被接受",
    content: accept
      ? `您对「${listingTitle}」的请求已被接受，请与设备方联系后续事宜。`
      : `您对「${listingTitle}」的请求未被接受${reason ? `，原因：${reason}` : ""}。`,
    jumpUrl: jumpUrls.sent,
  };
}

/** Tells the member who published a listing of the operator's decision on it. */
export function listingReviewedNotice(listing: { createdBy: number; title: string; side: string }, decision: Decision): EquipmentNotice {
  return {
    memberId: listing.createdBy,
    title: decision.approve ? "设备信息已上架" : "设备信息未通过审核",
    content: decision.approve
      ? `您发布的「${listing.title}」已通过审核并在设备市场上架。`
      : `您发布的「${listing.title}」未通过审核，原因：${decision.reason}。修改后可重新提交。`,
    jumpUrl: listing.side === "supply" ? jumpUrls.mineOut : jumpUrls.mineIn,
  };
}
