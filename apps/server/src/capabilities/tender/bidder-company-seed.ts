import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { demoAccounts } from "../../db/demo-accounts.ts";
import { companyProfiles } from "../../platform/company/schema.ts";
import { hashPassword } from "../../platform/member/password.ts";
import { businesses, members, memberships } from "../../platform/member/schema.ts";

/**
 * A third bidder outside every demo group, so a tender of 吉林宏远 can receive the 3 valid bids the
 * law asks for (华信, 安泰 and this one; 鼎盛 shares 宏远's administrator). Log-in 13900000401.
 */
export const THIRD_BIDDER = {
  phone: "13900000401",
  realName: "赵国栋",
  business: {
    name: "吉林省通达路桥建设有限公司",
    creditCode: "91220102MA0C8TD418",
    companyType: "supply",
    certificationState: "certified",
    tenantId: "000401",
  },
} as const;

/**
 * A fourth bidder, also outside every demo group and taking part in no seeded tender, so a journey
 * can run a whole tender with 3 valid bids without 长春华信 (the demo chat partner). Log-in 13900000701.
 */
export const FOURTH_BIDDER = {
  phone: "13900000701",
  realName: "钱永福",
  business: {
    name: "吉林省鑫源建筑安装工程有限公司",
    creditCode: "91220103MA0D5XY62D",
    companyType: "supply",
    certificationState: "certified",
    tenantId: "000701",
  },
  profile: {
    industry: "房屋建筑工程",
    region: "吉林省长春市宽城区",
    regionCode: "220103",
    address: "长春市宽城区北亚泰大街 1566 号",
    registeredCapitalWan: 5000,
    introduction: "建筑工程施工总承包二级、机电工程施工总承包二级，承建长春市多所学校、医院的土建与安装工程。",
  },
} as const;

const THIRD_PROFILE = {
  industry: "市政公用工程",
  region: "吉林省长春市南关区",
  regionCode: "220102",
  address: "长春市南关区亚泰大街 2288 号",
  registeredCapitalWan: 8000,
  introduction: "市政公用工程施工总承包一级、公路工程施工总承包二级，承建长春市多条城市主干道与桥梁工程。",
};

type BidderCompany = {
  phone: string;
  realName: string;
  business: { name: string; creditCode: string; companyType: string; certificationState: string; tenantId: string };
  profile: Omit<typeof companyProfiles.$inferInsert, "businessId">;
};

/** Adds a bidder company, its administrator and its profile; idempotent. */
async function seedBidderCompany(db: Database, company: BidderCompany): Promise<{ businessId: number; memberId: number }> {
  await db
    .insert(members)
    .values({
      phone: company.phone,
      realName: company.realName,
      passwordHash: await hashPassword(demoAccounts[0].password),
      consentAt: new Date(),
      avatar: "",
    })
    .onConflictDoNothing({ target: members.phone });
  await db
    .insert(businesses)
    .values({ ...company.business, accountHeader: "" })
    .onConflictDoNothing({ target: businesses.creditCode });
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, company.phone));
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, company.business.creditCode));
  if (!member || !business) throw new Error(`bidder company ${company.business.name} not seeded`);
  await db.insert(memberships).values({ memberId: member.id, businessId: business.id, role: "admin" }).onConflictDoNothing();
  await db
    .insert(companyProfiles)
    .values({ businessId: business.id, ...company.profile })
    .onConflictDoNothing();
  return { businessId: business.id, memberId: member.id };
}

/** Adds the third bidder company and its administrator; idempotent. */
export function seedThirdBidder(db: Database): Promise<{ businessId: number; memberId: number }> {
  return seedBidderCompany(db, { ...THIRD_BIDDER, profile: THIRD_PROFILE });
}

/** Adds the fourth bidder company and its administrator; idempotent. */
export function seedFourthBidder(db: Database): Promise<{ businessId: number; memberId: number }> {
  return seedBidderCompany(db, FOURTH_BIDDER);
}
