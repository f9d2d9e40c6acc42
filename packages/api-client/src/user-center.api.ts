import type { z } from "zod";
import type { CallOptions } from "./call-options.ts";
import {
  emptyResponse,
  type forgetPasswordRequestSchema,
  memberPaths,
  type smsVerificationBodySchema,
  type smsVerificationQuerySchema,
  type tenantExistCheckQuerySchema,
  tenantExistCheckResponse,
  type updatePasswordRequestSchema,
  type updatePayPasswordRequestSchema,
  userFlagResponse,
} from "./contract/member.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** GET which credentials the member has set. */
export function getUserFlag(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: memberPaths.userFlag, ...options }, userFlagResponse);
}

/** POST a new login password; the platform ends the member's other sessions. */
export function updatePassword(client: ApiClient, body: z.input<typeof updatePasswordRequestSchema>, options?: CallOptions) {
  return client.request({ method: "POST", url: memberPaths.updatePassword, data: body, ...options }, emptyResponse);
}

/** POST a forgotten password's reset with the SMS code. */
export function forgetPassword(client: ApiClient, body: z.input<typeof forgetPasswordRequestSchema>, options?: CallOptions) {
  return client.request({ method: "POST", url: memberPaths.forgetPassword, data: body, credentials: "none", ...options }, emptyResponse);
}

/** POST the 6-digit pay password in the body, so it stays out of URLs and access logs. */
export function updatePayPassword(client: ApiClient, body: z.input<typeof updatePayPasswordRequestSchema>, options?: CallOptions) {
  return client.request({ method: "POST", url: memberPaths.updatePayPassword, data: body, ...options }, emptyResponse);
}

/** GET variant of `updatePayPassword` that the spec shows; kept for sibling sites that still use it. */
export function updatePayPasswordByQuery(client: ApiClient, query: z.input<typeof updatePayPasswordRequestSchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: memberPaths.updatePayPassword, params: query, ...options }, emptyResponse);
}

/** POST ?phoneNumber: whether the phone is registered (`data.exist`). */
export function checkTenantExists(client: ApiClient, query: z.input<typeof tenantExistCheckQuerySchema>, options?: CallOptions) {
  return client.request(
    { method: "POST", url: memberPaths.tenantExistCheck, params: query, data: {}, credentials: "none", ...options },
    tenantExistCheckResponse,
  );
}

/** POST ?phone: sends an SMS verification code; the body names what it is for and carries a captcha proof. */
export function sendVerificationCode(
  client: ApiClient,
  query: z.input<typeof smsVerificationQuerySchema>,
  body: z.input<typeof smsVerificationBodySchema>,
  options?: CallOptions,
) {
  return client.request({ method: "POST", url: memberPaths.smsVerificationCode, params: query, data: body, credentials: "none", ...options }, emptyResponse);
}
