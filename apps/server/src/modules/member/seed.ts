import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { demoAccounts } from "../../db/demo-accounts.ts";
import { hashPassword } from "./password.ts";
import { businesses, members, memberships } from "./schema.ts";

/** The demo businesses; member 1 belongs to the first three (both sides of the marketplace). */
export const demoBusinesses = [
  { name: "吉林宏远建设工程有限公司", creditCode: "91220101MA14XKQ35N", companyType: "require", certificationState: "certified", tenantId: "000001" },
  { name: "长春鼎盛建材贸易有限公司", creditCode: "91220104MA17B8RT2K", companyType: "supply", certificationState: "certified", tenantId: "000002" },
  { name: "吉林省安泰机械设备租赁有限公司", creditCode: "91220200MA0Y6C9P7D", companyType: "supply", certificationState: "pending", tenantId: "000003" },
  { name: "长春华信钢结构工程有限公司", creditCode: "91220106MA152W4H0G", companyType: "supply", certificationState: "certified", tenantId: "000004" },
] as const;

const demoMemberships: ReadonlyArray<{ phone: string; creditCode: string; role: string }> = [
  { phone: "13800000001", creditCode: "91220101MA14XKQ35N", role: "admin" },
  { phone: "13800000001", creditCode: "91220104MA17B8RT2K", role: "admin" },
  { phone: "13800000001", creditCode: "91220200MA0Y6C9P7D", role: "member" },
  { phone: "13800000002", creditCode: "91220106MA152W4H0G", role: "admin" },
];

/** The demo members, businesses and memberships; idempotent (existing rows are kept). */
export async function seedMembers(db: Database): Promise<void> {
  for (const account of demoAccounts) {
    const [existing] = await db.select({ id: members.id }).from(members).where(eq(members.phone, account.phone)).limit(1);
    if (existing) continue;
    await db
      .insert(members)
      .values({ phone: account.phone, realName: account.realName, passwordHash: await hashPassword(account.password), consentAt: new Date(), avatar: "" })
      .onConflictDoNothing({ target: members.phone });
  }
  await db
    .insert(businesses)
    .values(demoBusinesses.map((b) => ({ ...b, accountHeader: "" })))
    .onConflictDoNothing({ target: businesses.creditCode });
  const memberRows = await db.select({ id: members.id, phone: members.phone }).from(members);
  const businessRows = await db.select({ id: businesses.id, creditCode: businesses.creditCode }).from(businesses);
  const values = demoMemberships.flatMap((m) => {
    const memberId = memberRows.find((r) => r.phone === m.phone)?.id;
    const businessId = businessRows.find((r) => r.creditCode === m.creditCode)?.id;
    return memberId && businessId ? [{ memberId, businessId, role: m.role }] : [];
  });
  // Spread creation times so "oldest membership first" gives a stable, meaningful default business.
  const base = Date.UTC(2024, 0, 1);
  await db
    .insert(memberships)
    .values(values.map((v, i) => ({ ...v, createdAt: new Date(base + i * 86_400_000) })))
    .onConflictDoNothing();
}
