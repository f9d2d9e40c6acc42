import type { MemberRecord } from "./member.repository.ts";

/**
 * What a frozen member reads wherever they try to log in (the login site's forms, the member
 * service's token call): that platform staff froze the account, why, and whom to ask.
 */
export function frozenRefusal(reason: string | null): string {
  return `该账号已被平台冻结${reason ? `，原因：${reason}` : ""}。如有疑问，请联系平台客服`;
}

/** The refusal for a member who may not log in, or null. */
export function loginRefusalOf(member: Pick<MemberRecord, "frozenAt" | "frozenReason">): string | null {
  return member.frozenAt ? frozenRefusal(member.frozenReason) : null;
}
