import type { MemberRecord } from "./member.repository.ts";
import { loginRefusalOf } from "./member-freeze.ts";

/**
 * What a member whose password platform staff reset (back office 会员管理 重置为短信登录) reads when
 * their old password is typed on a password log-in (the login site's form, the member service's
 * token call): the password is gone, the SMS log-in works, and where to choose a new one (the
 * portal's 个人中心 › 账户管理 › 设置登录密码, /user/password/set, which needs no old password).
 */
export const passwordResetRefusal = "平台已重置您的登录密码，原密码已失效。请使用短信验证码登录，登录后在「个人中心 › 账户管理 › 设置登录密码」中设置新密码";

/** What such a member reads on 修改登录密码 or wherever else the login password confirms a change. */
export const passwordResetInAccount = "平台已重置您的登录密码，原密码已失效。请在「设置登录密码」中凭短信验证码设置新密码";

/**
 * The refusal of a password log-in whose password was right (or, `passwordReset`, was the one the
 * platform retired), or null: a frozen member reads why first; then a reset password.
 */
export function passwordLoginRefusalOf(member: Pick<MemberRecord, "frozenAt" | "frozenReason">, passwordReset: boolean): string | null {
  return loginRefusalOf(member) ?? (passwordReset ? passwordResetRefusal : null);
}
