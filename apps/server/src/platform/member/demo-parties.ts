import { and, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses, members } from "./schema.ts";

/** The demo members (张, 李) and their businesses (宏远, 华信) by role in the capabilities' demo seeds; null when the member seed has not run. */
export async function demoParties(db: Database) {
  const [people, companies] = await Promise.all([
    db
      .select({ id: members.id, phone: members.phone })
      .from(members)
      .where(inArray(members.phone, ["13800000001", "13800000002"])),
    db
      .select({ id: businesses.id, creditCode: businesses.creditCode })
      .from(businesses)
      .where(and(inArray(businesses.creditCode, ["91220101MA14XKQ355", "91220106MA152W4H0D"]))),
  ]);
  const zhang = people.find((p) => p.phone === "13800000001")?.id;
  const li = people.find((p) => p.phone === "13800000002")?.id;
  const hongyuan = companies.find((c) => c.creditCode === "91220101MA14XKQ355")?.id;
  const huaxin = companies.find((c) => c.creditCode === "91220106MA152W4H0D")?.id;
  return zhang && li && hongyuan && huaxin ? { zhang, li, hongyuan, huaxin } : null;
}
