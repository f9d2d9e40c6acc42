import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { equipmentRequests } from "./schema.ts";

/**
 * The tower-crane rental the equipment suites list, as the member's form sends it, without what
 * each suite gives itself: its photos and certificates, its dates and, where it tests one, its text.
 */
export const craneRental = {
  trade: "rent",
  category: "tower-crane",
  title: "出租中联TC6013塔吊",
  brand: "中联重科",
  model: "TC6013A-6",
  year: 2021,
  workingHours: 3200,
  regionCode: "220102",
  priceFen: 2_200_00,
  priceUnit: "shift",
  description: "臂长60米",
};

/** A listing's accepted requests: what a race between two acceptances must leave at one. */
export function acceptedRequestsOf(db: Database, listingId: number) {
  return db
    .select()
    .from(equipmentRequests)
    .where(and(eq(equipmentRequests.listingId, listingId), eq(equipmentRequests.state, "accepted")));
}
