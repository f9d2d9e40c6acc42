import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { demoAccounts } from "../../db/demo-accounts.ts";
import { hashPassword } from "./password.ts";
import { businesses, members, memberships } from "./schema.ts";

/** The demo businesses; member 1 belongs to the first three (both sides of the marketplace). */
export const demoBusinesses = [
  { name: "吉林宏远建设工程有限公司", creditCode: "91220101MA14XKQ355", companyType: "require", certificationState: "certified", tenantId: "000001" },
  { name: "长春鼎盛建材贸易有限公司", creditCode: "91220104MA17B8RT2H", companyType: "supply", certificationState: "certified", tenantId: "000002" },
  { name: "吉林省安泰机械设备租赁有限公司", creditCode: "91220200MA0Y6C9P7R", companyType: "supply", certificationState: "uncertified", tenantId: "000003" },
  { name: "长春华信钢结构工程有限公司", creditCode: "91220106MA152W4H0D", companyType: "supply", certificationState: "certified", tenantId: "000004" },
] as const;

const demoMemberships: ReadonlyArray<{ phone: string; creditCode: string; role: string }> = [
  { phone: "13800000001", creditCode: "91220101MA14XKQ355", role: "admin" },
  { phone: "13800000001", creditCode: "91220104MA17B8RT2H", role: "admin" },
  { phone: "13800000001", creditCode: "91220200MA0Y6C9P7R", role: "member" },
  { phone: "13800000002", creditCode: "91220106MA152W4H0D", role: "admin" },
];

/**
 * Colleagues in the demo businesses, so member management shows a real team: name, phone, the
 * business (by credit code) and their role there. They log in with the demo password too.
 */
const demoStaff: ReadonlyArray<{ realName: string; phone: string; creditCode: string; role: string }> = [
  { realName: "王立新", phone: "13900000101", creditCode: "91220101MA14XKQ355", role: "admin" },
  { realName: "赵春燕", phone: "13900000102", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "孙志强", phone: "13900000103", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "周海峰", phone: "13900000104", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "吴静", phone: "13900000105", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "郑国栋", phone: "13900000106", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "冯雪梅", phone: "13900000107", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "陈宏伟", phone: "13900000108", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "褚丽娟", phone: "13900000109", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "卫东升", phone: "13900000110", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "蒋玉兰", phone: "13900000111", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "沈浩然", phone: "13900000112", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "韩秀英", phone: "13900000113", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "杨振华", phone: "13900000114", creditCode: "91220101MA14XKQ355", role: "member" },
  { realName: "朱明辉", phone: "13900000201", creditCode: "91220104MA17B8RT2H", role: "member" },
  { realName: "秦晓东", phone: "13900000202", creditCode: "91220104MA17B8RT2H", role: "member" },
  { realName: "尤佳琪", phone: "13900000203", creditCode: "91220104MA17B8RT2H", role: "member" },
  { realName: "许文博", phone: "13900000204", creditCode: "91220104MA17B8RT2H", role: "member" },
  // The administrator of the machinery company, which has yet to certify.
  { realName: "刘振东", phone: "13900000301", creditCode: "91220200MA0Y6C9P7R", role: "admin" },
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
  // Only the demo phones are read: a scale seed's database holds a million other members.
  const demoPhones = [...demoAccounts.map((a) => a.phone), ...demoStaff.map((s) => s.phone), ...demoMemberships.map((m) => m.phone)];
  const known = new Set((await db.select({ phone: members.phone }).from(members).where(inArray(members.phone, demoPhones))).map((r) => r.phone));
  const newStaff = demoStaff.filter((s) => !known.has(s.phone));
  if (newStaff.length > 0) {
    // One hash for all of them: scrypt is slow on purpose, and the seed runs for every test database.
    const passwordHash = await hashPassword(demoAccounts[0].password);
    await db
      .insert(members)
      .values(newStaff.map((s) => ({ phone: s.phone, realName: s.realName, passwordHash, consentAt: new Date(), avatar: "" })))
      .onConflictDoNothing({ target: members.phone });
  }
  await db
    .insert(businesses)
    .values(demoBusinesses.map((b) => ({ ...b, accountHeader: "" })))
    .onConflictDoNothing({ target: businesses.creditCode });
  const memberRows = await db.select({ id: members.id, phone: members.phone }).from(members).where(inArray(members.phone, demoPhones));
  const businessRows = await db.select({ id: businesses.id, creditCode: businesses.creditCode }).from(businesses);
  const values = [...demoMemberships, ...demoStaff].flatMap((m) => {
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
