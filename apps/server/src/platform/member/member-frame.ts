import { menusFor, type PermissionKey, shownRoleNames } from "@cidp/domain";
import { maskPhone } from "../../http/format.ts";
import type { RequestAuth } from "../../plugins/auth.ts";
import type { MemberBusiness } from "./member.repository.ts";

/** companyInfo's answer for one of the member's businesses. */
export function companyInfoOf(business: MemberBusiness) {
  return {
    id: business.businessId,
    niceName: business.businessName,
    tenantId: business.tenantId,
    accountHeader: business.accountHeader,
    companyType: business.companyType === "supply" ? ("supply" as const) : ("require" as const),
    certificationState: business.certificationState as "uncertified" | "pending" | "certified" | "rejected",
    creditCode: business.creditCode,
    role: business.role === "admin" ? ("admin" as const) : ("member" as const),
  };
}

/** userInfo's answer: the header's user of a session. */
export function userInfoOf({ member, business }: RequestAuth) {
  return {
    userId: member.id,
    realName: member.realName,
    phone: maskPhone(member.phone),
    avatar: member.avatar,
    switchCompanyInfo: business ? { businessId: business.businessId } : null,
  };
}

/**
 * What every member page frames itself with (memberInfo/frame): the user, the selected business,
 * the side menu cut to the member's permissions and those permissions; `access` is the member's
 * access to the selected business (null when none is selected), as the organisation module, which
 * stands above members, reads it.
 */
export function memberFrameOf(auth: RequestAuth, access: { isAdmin: boolean; roleNames: string[]; permissions: PermissionKey[] } | null) {
  const { business } = auth;
  return {
    user: userInfoOf(auth),
    company: business ? companyInfoOf(business) : null,
    menus: business ? menusFor(business.companyType, access?.permissions ?? []) : [],
    access: {
      admin: access?.isAdmin ?? false,
      permissions: access?.permissions ?? [],
      roleNames: access ? shownRoleNames(access.isAdmin, access.roleNames) : [],
    },
  };
}
