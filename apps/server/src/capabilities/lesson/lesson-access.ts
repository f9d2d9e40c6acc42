import { LESSON_ACCESS_STATES } from "@cidp/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { serviceOrders } from "../../platform/order/schema.ts";

/**
 * Whether the business bought the lesson: an order of it, paid and not refunded. Bought per
 * business, as every order is: each of its members may watch it.
 */
export async function businessOwnsLesson(db: Database, businessId: number, lessonId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceOrders.id })
    .from(serviceOrders)
    .where(
      and(
        eq(serviceOrders.buyerBusinessId, businessId),
        eq(serviceOrders.itemKind, "lesson"),
        eq(serviceOrders.itemId, lessonId),
        inArray(serviceOrders.state, [...LESSON_ACCESS_STATES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
