import { clientCall } from "./client-call.ts";
import { memberCalls } from "./contract/member.calls.ts";

/** GET which credentials the member has set. */
export const getUserFlag = clientCall(memberCalls.userFlag);

/** POST the old and the new password; every other session of the member ends. */
export const updatePassword = clientCall(memberCalls.updatePassword);

/** POST a new password with an SMS code of purpose reset. */
export const forgetPassword = clientCall(memberCalls.forgetPassword);

/** POST the pay password (six digits) with the login password. */
export const updatePayPassword = clientCall(memberCalls.updatePayPassword);

/** GET the pay password as the spec calls it (query); prefer the POST. */
export const updatePayPasswordByQuery = clientCall(memberCalls.updatePayPasswordByQuery);

/** POST ?phoneNumber: whether the phone is registered. */
export const checkTenantExists = clientCall(memberCalls.tenantExistCheck);

/** POST ?phone: sends an SMS verification code; the input names what it is for and carries a captcha proof. */
export const sendVerificationCode = clientCall(memberCalls.smsVerificationCode);
