import { businessIdOf, type LoggedIn, login } from "./suite-helpers.ts";
import type { TestApp } from "./test-app.ts";

/** 吉林宏远's credit code: the seed's demo buyer, whose staff hold the procurement roles. */
const HONGYUAN = "91220101MA14XKQ355";

/** 宏远's seeded staff, each by the role platform/organisation/seed.ts gives them, logged in for 宏远. */
export interface HongyuanStaff {
  hongyuan: number;
  /** 张建国, the administrator: buys without a role. */
  zhang: LoggedIn;
  /** 赵春燕, 采购员. */
  purchaser: LoggedIn;
  /** 孙志强, 审批人. */
  approver: LoggedIn;
  /** 吴静, 财务: a member with no buyer role. */
  finance: LoggedIn;
}

/**
 * Logs in 宏远's administrator and its 采购员, 审批人 and 财务: the people the procurement suites walk
 * a sheet through its approval as. One place, so each suite does not pair phones with roles again.
 */
export async function loginHongyuanStaff(t: TestApp): Promise<HongyuanStaff> {
  const hongyuan = await businessIdOf(t.database.db, HONGYUAN);
  return {
    hongyuan,
    zhang: await login(t, "13800000001", hongyuan),
    purchaser: await login(t, "13900000102", hongyuan),
    approver: await login(t, "13900000103", hongyuan),
    finance: await login(t, "13900000105", hongyuan),
  };
}
