import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { memberIdsByPhone } from "../company/seeded-ids.ts";
import { businesses } from "../member/schema.ts";
import { createOrganisationRepository } from "./repository.ts";
import { businessInvitations, businessRoles, memberRoles } from "./schema.ts";

/** Roles of the demo colleagues (by phone) in 吉林宏远建设工程有限公司 and 长春鼎盛建材贸易有限公司, by role name. */
const demoRoles: ReadonlyArray<{ creditCode: string; phone: string; role: string }> = [
  { creditCode: "91220101MA14XKQ355", phone: "13900000102", role: "采购员" },
  { creditCode: "91220101MA14XKQ355", phone: "13900000103", role: "审批人" },
  { creditCode: "91220101MA14XKQ355", phone: "13900000104", role: "采购员" },
  { creditCode: "91220101MA14XKQ355", phone: "13900000105", role: "财务" },
  { creditCode: "91220101MA14XKQ355", phone: "13900000106", role: "审批人" },
  { creditCode: "91220101MA14XKQ355", phone: "13900000107", role: "资料员" },
  { creditCode: "91220101MA14XKQ355", phone: "13900000108", role: "采购员" },
  { creditCode: "91220104MA17B8RT2H", phone: "13900000201", role: "报价员" },
  { creditCode: "91220104MA17B8RT2H", phone: "13900000202", role: "报价员" },
  { creditCode: "91220104MA17B8RT2H", phone: "13900000203", role: "财务" },
];

/** The demo businesses' own roles besides the templates. */
const demoCustomRoles = [{ creditCode: "91220101MA14XKQ355", name: "资料员", permissions: ["user_view", "certification_manage"] }];

/**
 * Template roles for every business, the demo's own roles and assignments, and one open invitation
 * (李晓梅 to 吉林宏远), so the organisation pages and the dashboard show real data. Idempotent.
 */
export async function seedOrganisation(db: Database): Promise<void> {
  const repository = createOrganisationRepository(db);
  const allBusinesses = await db.select({ id: businesses.id, creditCode: businesses.creditCode, name: businesses.name }).from(businesses);
  await repository.ensureTemplatesEverywhere();
  const byCode = new Map(allBusinesses.map((b) => [b.creditCode, b]));
  for (const custom of demoCustomRoles) {
    const business = byCode.get(custom.creditCode);
    if (business) await db.insert(businessRoles).values({ businessId: business.id, name: custom.name, permissions: custom.permissions }).onConflictDoNothing();
  }
  const idOf = await memberIdsByPhone(db, [...demoRoles.map((r) => r.phone), "13800000001", "13800000002"]);
  const roles = await db.select({ id: businessRoles.id, businessId: businessRoles.businessId, name: businessRoles.name }).from(businessRoles);
  const values = demoRoles.flatMap((assignment) => {
    const business = byCode.get(assignment.creditCode);
    const memberId = idOf.get(assignment.phone);
    const role = roles.find((r) => r.businessId === business?.id && r.name === assignment.role);
    return business && memberId && role ? [{ memberId, businessId: business.id, roleId: role.id }] : [];
  });
  if (values.length > 0) await db.insert(memberRoles).values(values).onConflictDoNothing();

  const contractor = byCode.get("91220101MA14XKQ355");
  const zhang = idOf.get("13800000001");
  const quoter = roles.find((r) => r.businessId === contractor?.id && r.name === "报价员");
  if (!contractor || !zhang || !quoter) return;
  const [open] = await db
    .select({ id: businessInvitations.id })
    .from(businessInvitations)
    .where(and(eq(businessInvitations.businessId, contractor.id), eq(businessInvitations.phone, "13800000002")))
    .limit(1);
  if (!open)
    await repository.invite({
      businessId: contractor.id,
      businessName: contractor.name,
      phone: "13800000002",
      roleIds: [quoter.id],
      invitedBy: zhang,
      inviterName: "张建国",
      // Far ahead, so a database seeded once stays a useful demo.
      expiresAt: new Date(Date.UTC(2099, 0, 1)),
    });
}
