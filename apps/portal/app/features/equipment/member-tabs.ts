import type { EquipmentSide } from "@cidp/domain";

/** The tabs of the two member pages. */
export const MEMBER_TABS = ["publish", "mine", "received", "sent"] as const;
/** One tab. */
export type MemberTab = (typeof MEMBER_TABS)[number];

/** The member page's path of a side. */
export const memberPath = (side: EquipmentSide) => (side === "supply" ? "/user/equipment/create-out" : "/user/equipment/create-in");
