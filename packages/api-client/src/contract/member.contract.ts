import { PERMISSION_KEYS } from "@cidp/domain";
import { z } from "zod";
import { dateTimeSchema, idSchema, phoneSchema } from "./common.contract.ts";
import { envelope } from "./envelope.ts";

/** Paths of the member, login and user-center calls. "designed" marks paths not shown in spec §7. */
export const memberPaths = {
  /** POST: the businesses a member may log in for (spec: method and payload not shown). */
  loginTenantMemberBusiness: "/api/rs-member-service/ucenter/login/tenant/member/business",
  /** POST: log in with phone and password, get the platform token (spec: not shown). */
  oauthToken: "/api/rs-member-service/ucenter/login/tenant/oauth/token",
  /** GET: end this session. designed: not shown in spec §7. */
  logout: "/api/rs-member-service/ucenter/login/logout",
  /** GET: the member's businesses (businessId, businessName). */
  businessList: "/api/rs-member-service/ecomm/businessMember/approval",
  /** GET ?businessId: a token bound to another of the member's businesses. designed: not shown in spec §7. */
  switchBusinessToken: "/api/rs-member-service/ecomm/businessMember/switchToken",
  /** GET: the header's user info. designed: not shown in spec §7. */
  userInfo: "/api/rs-member-service/ecomm/memberInfo/userInfo",
  /** GET: the selected company (becomes companyInfo). designed: not shown in spec §7. */
  companyInfo: "/api/rs-member-service/ecomm/memberInfo/companyInfo",
  /** GET: the member's detail with all businesses. */
  memberInfoDetail: "/api/rs-member-service/ecomm/memberInfo/detail",
  /**
   * GET: what every page of a logged-in member frames itself with, in one answer: the header's user
   * and company, and in the selected business the side menu and the member's own permissions.
   * designed: not shown in spec §7 (the spec's userInfo, companyInfo and platfromMenus stay).
   */
  memberFrame: "/api/rs-member-service/ecomm/memberInfo/frame",
  /** GET: the personal center's waiting tasks: invitations, unread notices, the business's VIP. designed. */
  personalCenterTasks: "/api/rs-member-service/ecomm/memberInfo/tasks",
  personalCenter: "/api/rs-member-service/ecomm/memberInfo/center",
  /** GET: the member-center menus for the selected business (spec spelling `platfromMenus`). */
  platformMenus: "/api/rs-member-service/ecomm/memberInfo/platfromMenus",
  /** POST: reset a forgotten password with an SMS code. */
  forgetPassword: "/api/rs-member-service/ecomm/memberInfo/forget/password",
  /** GET (spec) or POST: set the 6-digit pay password, confirmed with the login password. */
  updatePayPassword: "/api/rs-member-service/ecomm/memberInfo/updatePayPassword",
  /** GET: which credentials the member has set. */
  userFlag: "/api/cidp-user-center/ucenter/user/get-user-flag",
  /** POST: change the login password. */
  updatePassword: "/api/cidp-user-center/ucenter/user/update/password",
  /** POST ?phoneNumber: whether the phone is registered. */
  tenantExistCheck: "/api/blade-system/tenant/exist/check",
  /** POST ?phone: send an SMS verification code. */
  smsVerificationCode: "/api/blade-resource/sms/endpoint/verification-code",
} as const;

/** A login password: 8-32 characters with letters and digits. */
export const newPasswordSchema = z
  .string()
  .min(8, "密码长度为8-32位")
  .max(32, "密码长度为8-32位")
  .regex(/[A-Za-z]/, "密码需同时包含字母和数字")
  .regex(/\d/, "密码需同时包含字母和数字");

/** A pay password (spec §5 PIN): exactly 6 digits. */
export const payPasswordSchema = z.string().regex(/^\d{6}$/, "请输入6位数字！");

/** A business option of the selector (spec §3). */
export const businessOptionSchema = z.object({ businessId: z.number().int(), businessName: z.string() });

/** GET businessMember/approval. */
export const businessListResponse = envelope(z.array(businessOptionSchema));

/** Credentials of the login calls. */
export const loginRequestSchema = z.object({
  phone: phoneSchema,
  password: z.string().min(1).max(64),
  /** The business to act for; the member's first business when absent. */
  businessId: idSchema.optional(),
  /**
   * A solved slider puzzle's one-time proof (the login service's validate call), needed only when
   * the call answered 428: the phone or this address has recent failures (the log-in step-up).
   */
  captchaProof: z.string().max(100).optional(),
});

/** A business offered at login. */
export const loginBusinessSchema = businessOptionSchema.extend({ tenantId: z.string(), companyType: z.enum(["require", "supply"]) });

/** POST login/tenant/member/business. */
export const loginTenantMemberBusinessResponse = envelope(z.array(loginBusinessSchema));

/** The tokens of a session (spec §3 user session state). */
export const tokenSchema = z.object({
  /** The platform token: send as `authorization: Bearer <token>`. */
  token: z.string(),
  tokenType: z.literal("bearer"),
  expiresIn: z.number().int().positive(),
  userId: z.number().int(),
  realName: z.string(),
  /** The business the token is bound to (switchCompanyInfo.businessId). */
  businessId: z.number().int().nullable(),
});

/** POST login/tenant/oauth/token. */
export const oauthTokenResponse = envelope(tokenSchema);

/** GET businessMember/switchToken query. */
export const switchBusinessQuerySchema = z.object({ businessId: idSchema });

/** GET businessMember/switchToken: `data.token` is bound to the chosen business. */
export const switchBusinessResponse = envelope(z.object({ token: z.string(), businessId: z.number().int() }));

/** The header's user (phone masked in the middle). */
export const userInfoSchema = z.object({
  userId: z.number().int(),
  realName: z.string(),
  phone: z.string(),
  avatar: z.string(),
  switchCompanyInfo: z.object({ businessId: z.number().int() }).nullable(),
});

/** GET memberInfo/userInfo. */
export const userInfoResponse = envelope(userInfoSchema);

/** companyInfo of the session state (spec §3), with the business's side and certification. */
export const companyInfoSchema = z.object({
  id: z.number().int(),
  niceName: z.string(),
  tenantId: z.string(),
  accountHeader: z.string(),
  companyType: z.enum(["require", "supply"]),
  certificationState: z.enum(["uncertified", "pending", "certified", "rejected"]),
  creditCode: z.string(),
  role: z.enum(["admin", "member"]),
});

/** GET memberInfo/companyInfo; `success` false (and data null) when no business is selected. */
export const companyInfoResponse = envelope(companyInfoSchema.nullable());

/** GET memberInfo/detail. */
export const memberInfoDetailResponse = envelope(
  z.object({
    id: z.number().int(),
    realName: z.string(),
    phone: z.string(),
    avatar: z.string(),
    hasPayPassword: z.boolean(),
    createTime: dateTimeSchema,
    businesses: z.array(companyInfoSchema),
  }),
);

/** A member-center menu entry with its children. */
export const platformMenuSchema = z.object({
  id: z.string(),
  menuName: z.string(),
  path: z.string(),
  icon: z.string(),
  get children() {
    return z.array(platformMenuSchema);
  },
});

/** GET memberInfo/platfromMenus. */
export const platformMenusResponse = envelope(z.array(platformMenuSchema));

/**
 * GET memberInfo/frame: userInfo, companyInfo, platfromMenus and businessMember/permissions of one
 * request in one answer (no business selected: company null, no menu, no permissions).
 */
export const memberFrameSchema = z.object({
  user: userInfoSchema,
  company: companyInfoSchema.nullable(),
  menus: z.array(platformMenuSchema),
  access: z.object({ admin: z.boolean(), permissions: z.array(z.enum(PERMISSION_KEYS)), roleNames: z.array(z.string()) }),
});
export const memberFrameResponse = envelope(memberFrameSchema);

/** GET get-user-flag. */
export const userFlagResponse = envelope(z.object({ hasPassword: z.boolean(), hasPayPassword: z.boolean(), companyCertified: z.boolean() }));

/** POST update/password body. */
export const updatePasswordRequestSchema = z
  .object({ oldPassword: z.string().min(1).max(64), newPassword: newPasswordSchema, confirmPassword: z.string().max(64) })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "两次输入的密码不一致", path: ["confirmPassword"] });

/** POST forget/password body. */
export const forgetPasswordRequestSchema = z
  .object({ phone: phoneSchema, code: z.string().regex(/^\d{6}$/, "请输入6位数字！"), newPassword: newPasswordSchema, confirmPassword: z.string().max(64) })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "两次输入的密码不一致", path: ["confirmPassword"] });

/** updatePayPassword query (GET) or body (POST). */
export const updatePayPasswordRequestSchema = z.object({ payPassword: payPasswordSchema, password: z.string().min(1).max(64) });

/** Answer of calls that only succeed or fail. */
export const emptyResponse = envelope(z.null());

/** POST tenant/exist/check query. */
export const tenantExistCheckQuerySchema = z.object({ phoneNumber: phoneSchema });

/** POST tenant/exist/check: whether a member with this phone exists. */
export const tenantExistCheckResponse = envelope(z.object({ exist: z.boolean() }));

/** POST sms/endpoint/verification-code query and body. */
export const smsVerificationQuerySchema = z.object({ phone: phoneSchema });
/**
 * The body names what the code is for and carries the one-time proof of a passed captcha
 * (`oauth/validate`): no code is sent without one, so a script cannot spray SMS or find accounts.
 */
export const smsVerificationBodySchema = z.object({
  templateId: z.enum(["login", "register", "reset", "generic"]).default("generic"),
  proof: z.string().max(100).default(""),
});
