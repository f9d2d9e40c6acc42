import { businessIdOf, type LoggedIn, login } from "./suite-helpers.ts";
import type { TestApp } from "./test-app.ts";

// The people the procurement suites act as: the demo buyer's staff and two suppliers it invites.
// One place, so each suite does not pair the seed's phones with roles and businesses again.

/** 吉林宏远's credit code: the seed's demo buyer, whose staff hold the procurement roles. */
const HONGYUAN = "91220101MA14XKQ355";
/** 长春华信 (certified) and 安泰 (not certified yet): the suppliers a sheet invites. */
const HUAXIN = "91220106MA152W4H0D";
const ANTAI = "91220200MA0Y6C9P7R";

/** 宏远's seeded staff, each by the role platform/organisation/seed.ts gives them, logged in for 宏远. */
interface HongyuanStaff {
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

/** Logs in 宏远's administrator and its 采购员, 审批人 and 财务: who walk a sheet through its approval. */
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

/** The two invited suppliers: their businesses, and their administrators logged in for them. */
interface InvitedSuppliers {
  huaxin: number;
  antai: number;
  /** 李晓梅 acting for 华信. */
  li: LoggedIn;
  /** 刘振东 acting for 安泰. */
  liu: LoggedIn;
}

/** Logs in the administrators of 华信 and 安泰, each for their own business. */
export async function loginInvitedSuppliers(t: TestApp): Promise<InvitedSuppliers> {
  const huaxin = await businessIdOf(t.database.db, HUAXIN);
  const antai = await businessIdOf(t.database.db, ANTAI);
  return { huaxin, antai, li: await login(t, "13800000002", huaxin), liu: await login(t, "13900000301", antai) };
}
