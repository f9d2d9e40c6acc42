import type { z } from "zod";
import { clientCall } from "./client-call.ts";
import { memberCalls } from "./contract/member.calls.ts";
import type { loginRequestSchema } from "./contract/member.contract.ts";

/** Phone and password (and optionally the business) of the login calls. */
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST the businesses a member may log in for. */
export const getLoginBusinesses = clientCall(memberCalls.loginTenantMemberBusiness);

/** POST phone and password; `data.token` is the platform token. */
export const loginWithPassword = clientCall(memberCalls.oauthToken);

/** GET: ends this session on the platform; a 401 here never forces a second logout. */
export const logout = clientCall(memberCalls.logout);

/** GET the member's businesses for the company selector. */
export const getBusinessList = clientCall(memberCalls.businessList);

/** GET a token bound to another of the member's businesses (`data.token`). */
export const getSwitchBusinessToken = clientCall(memberCalls.switchBusinessToken);

/** GET the header's user info. */
export const getUserInfo = clientCall(memberCalls.userInfo);

/** GET the selected company (companyInfo); `success` false is for the caller to ignore (spec §8). */
export const getCompanyInfo = clientCall(memberCalls.companyInfo);

/** GET the member's detail with all businesses. */
export const getMemberInfoDetail = clientCall(memberCalls.memberInfoDetail);

/** GET a page of the selected business's members (成员管理), optionally filtered by `keyword`. */
export const getBusinessMemberList = clientCall(memberCalls.businessMemberList);

/** GET the member-center menus of the selected business. */
export const getPlatformMenus = clientCall(memberCalls.platformMenus);
