import { z } from "zod";
import { readCall } from "./call-kinds.ts";
import { dateTimeSchema, pagedList } from "./common.contract.ts";
import { defineCall } from "./define-call.ts";
import {
  businessListResponse,
  companyInfoResponse,
  emptyResponse,
  forgetPasswordRequestSchema,
  loginRequestSchema,
  loginTenantMemberBusinessResponse,
  memberFrameResponse,
  memberInfoDetailResponse,
  memberPaths,
  newPasswordSchema,
  oauthTokenResponse,
  platformMenusResponse,
  smsVerificationBodySchema,
  smsVerificationQuerySchema,
  switchBusinessQuerySchema,
  switchBusinessResponse,
  tenantExistCheckQuerySchema,
  tenantExistCheckResponse,
  updatePasswordRequestSchema,
  updatePayPasswordRequestSchema,
  userFlagResponse,
  userInfoResponse,
} from "./member.contract.ts";

/** One live sign-in of the member's account, as 登录记录 shows it (the address masked). */
const signInSchema = z.object({
  id: z.uuid(),
  signedInAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
  /** The browser and system, e.g. "Windows · Chrome"; "未知设备" when the sign-in did not say. */
  device: z.string(),
  /** The address with its last part hidden ("113.57.24.*"), or "未知" when none was recorded. */
  address: z.string(),
  /** The sign-in this request is made with. */
  current: z.boolean(),
});

/** One member of the selected business, as 成员管理 shows it (phone masked). */
const businessMemberSchema = z.object({
  memberId: z.number().int(),
  realName: z.string(),
  phone: z.string(),
  role: z.enum(["admin", "member"]),
  /** The roles the member holds in the business besides administrator (角色管理). */
  roleNames: z.array(z.string()),
  joinTime: dateTimeSchema,
  isMe: z.boolean(),
});

/**
 * 设置登录密码 of a logged-in member (who came in by SMS code, say, and never knew or forgot the
 * password): the new password twice, proven by an SMS code sent to the member's own phone.
 */
const setPasswordRequestSchema = z
  .object({
    code: z.string().regex(/^\d{6}$/, "请输入6位短信验证码"),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(64),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "两次输入的密码不一致", path: ["confirmPassword"] });

/**
 * The captcha proof that lets one SMS code go to the member's own phone, or `assist` (the SMS
 * alternative for people who cannot drag: the code goes to the member's own phone within the
 * captcha's SMS-alternative budget).
 */
const ownVerificationCodeRequestSchema = z
  .object({ proof: z.string({ error: "请先完成滑块验证" }).max(100).default(""), assist: z.literal(true).optional() })
  .refine((v) => v.proof.length > 0 || v.assist === true, { message: "请先完成滑块验证", path: ["proof"] });

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: false, tag: "member", anonymous: true } as const;
const memberDesignedAccess = { auth: "member", designed: true, tag: "member" } as const;
const memberSpecAccess = { auth: "member", designed: false, tag: "member" } as const;
const userCenterSpecAccess = { auth: "member", designed: false, tag: "user-center" } as const;
const userCenterDesignedAccess = { auth: "member", designed: true, tag: "user-center" } as const;
const userCenterVerifiedChange = { ...userCenterDesignedAccess, method: "POST", response: emptyResponse, errors: [400, 429] } as const;

/** The calls of the member service and the user center (spec §7 Member and login, User center), declared once. */
export const memberCalls = {
  loginTenantMemberBusiness: defineCall({
    ...publicAccess,
    method: "POST",
    path: memberPaths.loginTenantMemberBusiness,
    summary: "登录前查询会员可选企业",
    body: loginRequestSchema,
    response: loginTenantMemberBusinessResponse,
    // 428: solve the slider first (step-up after failures); 429: wait (Retry-After), never a lock.
    errors: [400, 428, 429],
  }),
  oauthToken: defineCall({
    ...publicAccess,
    method: "POST",
    path: memberPaths.oauthToken,
    summary: "账号密码登录，获取平台令牌",
    body: loginRequestSchema,
    response: oauthTokenResponse,
    // 428: solve the slider first (step-up after failures); 429: wait (Retry-After), never a lock.
    errors: [400, 428, 429],
  }),
  logout: defineCall({
    ...memberDesignedAccess,
    method: "GET",
    path: memberPaths.logout,
    summary: "退出登录（吊销当前会话）",
    response: emptyResponse,
  }),
  businessList: defineCall({
    ...memberSpecAccess,
    method: "GET",
    path: memberPaths.businessList,
    summary: "会员所属企业列表",
    response: businessListResponse,
  }),
  switchBusinessToken: defineCall({
    ...memberDesignedAccess,
    method: "GET",
    path: memberPaths.switchBusinessToken,
    summary: "切换企业，获取绑定该企业的令牌",
    query: switchBusinessQuerySchema,
    response: switchBusinessResponse,
  }),
  userInfo: defineCall({
    ...memberDesignedAccess,
    method: "GET",
    path: memberPaths.userInfo,
    summary: "当前用户信息",
    response: userInfoResponse,
  }),
  companyInfo: defineCall({
    ...memberDesignedAccess,
    method: "GET",
    path: memberPaths.companyInfo,
    summary: "当前所选企业信息",
    response: companyInfoResponse,
  }),
  memberFrame: defineCall({
    ...memberDesignedAccess,
    method: "GET",
    path: memberPaths.memberFrame,
    summary: "会员页面框架（用户、所选企业、会员中心菜单与本人权限，一次取回）",
    response: memberFrameResponse,
  }),
  memberInfoDetail: defineCall({
    ...memberSpecAccess,
    method: "GET",
    path: memberPaths.memberInfoDetail,
    summary: "会员详情",
    response: memberInfoDetailResponse,
  }),
  platformMenus: defineCall({
    method: "GET",
    path: memberPaths.platformMenus,
    summary: "会员中心菜单（按所选企业）",
    auth: "business",
    anyMember: "the member's own side menu of the business, already cut to the keys they hold",
    designed: false,
    tag: "member",
    response: platformMenusResponse,
  }),
  businessMemberList: defineCall({
    ...pagedList(businessMemberSchema, { keyword: z.string().trim().max(30, "关键词不能超过30个字符").optional() }),
    path: "/api/rs-member-service/ecomm/businessMember/list",
    summary: "所选企业的成员列表",
    auth: "business",
    permission: ["user_view", "member_manage", "role_manage"],
    designed: true,
    tag: "member",
    // A page, optionally only members whose name contains `keyword` (or whose phone is exactly it).
  }),
  forgetPassword: defineCall({
    ...publicAccess,
    method: "POST",
    path: memberPaths.forgetPassword,
    summary: "忘记密码（短信验证码重置）",
    body: forgetPasswordRequestSchema,
    response: emptyResponse,
    errors: [400, 429],
  }),
  updatePayPasswordByQuery: defineCall({
    ...memberSpecAccess,
    method: "GET",
    path: memberPaths.updatePayPassword,
    summary: "设置支付密码（需登录密码确认）",
    query: updatePayPasswordRequestSchema,
    response: emptyResponse,
    errors: [400, 429],
  }),
  updatePayPassword: defineCall({
    ...memberDesignedAccess,
    method: "POST",
    path: memberPaths.updatePayPassword,
    summary: "设置支付密码（请求体方式）",
    body: updatePayPasswordRequestSchema,
    response: emptyResponse,
    errors: [400, 429],
  }),
  userFlag: defineCall({
    ...userCenterSpecAccess,
    method: "GET",
    path: memberPaths.userFlag,
    summary: "用户凭证设置情况",
    response: userFlagResponse,
  }),
  updatePassword: defineCall({
    ...userCenterSpecAccess,
    method: "POST",
    path: memberPaths.updatePassword,
    summary: "修改登录密码（其他会话下线）",
    body: updatePasswordRequestSchema,
    response: emptyResponse,
    errors: [400, 429],
  }),
  tenantExistCheck: defineCall({
    ...publicAccess,
    method: "POST",
    path: memberPaths.tenantExistCheck,
    summary: "手机号是否已注册",
    query: tenantExistCheckQuerySchema,
    response: tenantExistCheckResponse,
  }),
  smsVerificationCode: defineCall({
    ...publicAccess,
    method: "POST",
    path: memberPaths.smsVerificationCode,
    summary: "发送短信验证码",
    query: smsVerificationQuerySchema,
    body: smsVerificationBodySchema,
    response: emptyResponse,
  }),
  /** designed: the spec's /user/password/set shows no call. The phone is the session's, never input. */
  sendOwnVerificationCode: defineCall({
    ...userCenterVerifiedChange,
    path: "/api/cidp-user-center/ucenter/user/send-code",
    summary: "向本人手机号发送设置密码的短信验证码（需滑块验证凭证）",
    body: ownVerificationCodeRequestSchema,
  }),
  /** designed: the spec's /user/password/set shows no call. */
  setPassword: defineCall({
    ...userCenterVerifiedChange,
    path: "/api/cidp-user-center/ucenter/user/set/password",
    summary: "凭本人手机短信验证码设置登录密码（其他会话下线）",
    body: setPasswordRequestSchema,
  }),
  /** designed: the spec shows no list of sign-ins. Only the member's own live sessions, newest first. */
  signIns: readCall(userCenterDesignedAccess, {
    path: "/api/cidp-user-center/ucenter/user/sign-ins",
    summary: "本人账号当前有效的登录记录（设备、地址、时间）",
    data: z.array(signInSchema),
  }),
  /** designed: ends one of the member's own sign-ins (another member's, or an ended one, answers 404; this one, 400: log out instead). */
  endSignIn: defineCall({
    ...userCenterDesignedAccess,
    method: "POST",
    path: "/api/cidp-user-center/ucenter/user/sign-ins/:id/end",
    summary: "让本人账号的某个登录设备退出",
    params: z.object({ id: z.uuid("登录记录不存在") }),
    response: emptyResponse,
    errors: [400, 404],
  }),
} as const;
