import type { z } from "zod";
import type { CallOptions } from "./call-options.ts";
import {
  businessListResponse,
  companyInfoResponse,
  emptyResponse,
  type loginRequestSchema,
  loginTenantMemberBusinessResponse,
  memberInfoDetailResponse,
  memberPaths,
  oauthTokenResponse,
  platformMenusResponse,
  type switchBusinessQuerySchema,
  switchBusinessResponse,
  userInfoResponse,
} from "./contract/member.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** Phone and password (and optionally the business) of the login calls. */
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST the businesses a member may log in for. */
export function getLoginBusinesses(client: ApiClient, body: LoginRequest, options?: CallOptions) {
  return client.request(
    { method: "POST", url: memberPaths.loginTenantMemberBusiness, data: body, credentials: "none", ...options },
    loginTenantMemberBusinessResponse,
  );
}

/** POST phone and password; `data.token` is the platform token. */
export function loginWithPassword(client: ApiClient, body: LoginRequest, options?: CallOptions) {
  return client.request({ method: "POST", url: memberPaths.oauthToken, data: body, credentials: "none", ...options }, oauthTokenResponse);
}

/** GET: ends this session on the platform; a 401 here never forces a second logout. */
export function logout(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: memberPaths.logout, ...options }, emptyResponse);
}

/** GET the member's businesses for the company selector. */
export function getBusinessList(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: memberPaths.businessList, ...options }, businessListResponse);
}

/** GET a token bound to another of the member's businesses (`data.token`). */
export function getSwitchBusinessToken(client: ApiClient, query: z.input<typeof switchBusinessQuerySchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: memberPaths.switchBusinessToken, params: query, ...options }, switchBusinessResponse);
}

/** GET the header's user info. */
export function getUserInfo(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: memberPaths.userInfo, ...options }, userInfoResponse);
}

/** GET the selected company (companyInfo); `success` false is for the caller to ignore (spec §8). */
export function getCompanyInfo(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: memberPaths.companyInfo, ...options }, companyInfoResponse);
}

/** GET the member's detail with all businesses. */
export function getMemberInfoDetail(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: memberPaths.memberInfoDetail, ...options }, memberInfoDetailResponse);
}

/** GET the member-center menus of the selected business. */
export function getPlatformMenus(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: memberPaths.platformMenus, ...options }, platformMenusResponse);
}
