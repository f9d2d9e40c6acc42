import {
  BUSINESS_CERTIFICATION_STATES,
  OPERATOR_PERMISSION_KEYS,
  OPERATOR_ROLES,
  PLATFORM_HIDEABLE_SECTION_KEYS,
  PLATFORM_HIDEABLE_SECTIONS,
  SERVICE_HOURS_PROBLEM,
  serviceHoursProblem,
} from "@cidp/domain";
import { z } from "zod";
import { changeCall, readCall } from "./call-kinds.ts";
import { page, pageQuerySchema, plainName } from "./common.contract.ts";
import { qualificationCertificateSchema } from "./company.contract.ts";
import { defineCall } from "./define-call.ts";
import { envelope } from "./envelope.ts";
import { OPERATOR_ANNOUNCEMENT_CALL_PERMISSIONS, operatorAnnouncementCalls } from "./operator-announcement.calls.ts";
import { OPERATOR_CONTENT_CALL_PERMISSIONS, operatorContentCalls } from "./operator-content.calls.ts";
import { OPERATOR_DEPOSIT_CALL_PERMISSIONS, operatorDepositCalls } from "./operator-deposit.calls.ts";
import { OPERATOR_LEGAL_CALL_PERMISSIONS, operatorLegalCalls } from "./operator-legal.calls.ts";
import { OPERATOR_PARTY_CALL_PERMISSIONS, operatorPartyCalls } from "./operator-party.calls.ts";
import { OPERATOR_SERVICE_CALL_PERMISSIONS, operatorServiceCalls } from "./operator-service.calls.ts";
import { OPERATOR_SITE_CALL_PERMISSIONS, operatorSiteCalls } from "./operator-site.calls.ts";
import { OPERATOR_TRADE_LOG_CALL_PERMISSIONS, operatorTradeLogCalls } from "./operator-trade-log.calls.ts";
import { OPERATOR_TRANSFER_CALL_PERMISSIONS, operatorTransferCalls } from "./operator-transfer.calls.ts";
import { OPERATOR_VIP_CALL_PERMISSIONS, operatorVipCalls } from "./operator-vip.calls.ts";
import { platformFilingFields, platformFilingOut, platformHostsSchema } from "./platform-identity.contract.ts";
import { staffAccess, staffDone, staffIdParams, staffRead, staffRecord, staffStep } from "./staff-access.ts";
import { OPERATOR_CONTRACT_REVIEW_CALL_PERMISSIONS, operatorContractReviewCalls } from "./vip-contract-review.calls.ts";
import { OPERATOR_TRAINING_CALL_PERMISSIONS, operatorTrainingCalls } from "./vip-training.calls.ts";

// The back office's calls (apps/operator): platform staff, never members. Designed paths (spec §7
// does not show the back office). A call with `auth: "operator"` carries the staff session in the
// `operatorHeaders.session` header, which only the back office's own server sends: its browser
// never sees the services, and the session lives in the back office's own cookie.
/**
 * Where every call of the back office lives, and only those: the portal's proxy refuses the whole
 * prefix, so the staff log-in and its calls are reachable through the back office's origin alone.
 */
export const STAFF_API_PREFIX = "/api/cidp-operator";
const base = STAFF_API_PREFIX;

/** The header of a staff session (the back office's server reads it from its own cookie). */
export const operatorHeaders = { session: "x-operator-session" } as const;

/** Where a one-time enrolment link points, on the back office's origin: `${origin}${OPERATOR_ENROLMENT_PATH}/<token>`. */
export const OPERATOR_ENROLMENT_PATH = "/enrol";

const reasonSchema = z.string().trim().max(200, "原因不能超过200个字");
const usernameParams = z.object({ username: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, "绑定链接无效") });
const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "请输入身份验证器显示的6位数字");
const roleSchema = z.enum(OPERATOR_ROLES, { error: "请选择角色" });
/** A submission under review: its kind (`personal`, `service-need`, `shop_service` …) and id. */
const subjectParams = z.object({ kind: z.string().regex(/^[a-z_-]{1,40}$/), id: z.coerce.number().int().positive().max(999_999_999) });

/** The session a step of the log-in opened: `password` waits for the TOTP code, `full` is in. */
const openedSession = envelope(z.object({ session: z.string(), stage: z.enum(["password", "full"]) }));

/** Who is logged in and what they may open (the navigation shows only those; every call checks again). */
const meSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(OPERATOR_PERMISSION_KEYS as [string, ...string[]])),
  sessionId: z.string(),
});

const queueEntrySchema = z.object({ kind: z.string(), id: z.number().int(), title: z.string(), submitTime: z.string() });
const subjectSchema = queueEntrySchema.extend({
  kindLabel: z.string(),
  state: z.string(),
  stateLabel: z.string(),
  rejectReason: z.string().nullable(),
  fields: z.array(z.tuple([z.string(), z.string()])),
  images: z.array(z.object({ label: z.string(), url: z.string() })),
  /** Sanitised with the rich-text policy when submitted and again when read. */
  bodyHtml: z.string().nullable(),
});

/** The states a paid service order waits in for the platform: to start (paid), and to complete (in service). */
export const SERVICE_QUEUE_STATES = ["paid", "in_service"] as const;

const fulfilmentEntrySchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  title: z.string(),
  buyer: z.string(),
  amount: z.string(),
  state: z.string(),
  stateLabel: z.string(),
  updateTime: z.string(),
  /** The step this order is waiting for. */
  step: z.enum(["start", "complete"]),
});

const auditLineSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  operator: z.string(),
  action: z.string(),
  subject: z.string(),
  detail: z.string(),
  ip: z.string(),
});

const staffAccountSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createTime: z.string(),
});
const staffSessionSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  createTime: z.string(),
  expireTime: z.string(),
});
/** A link issued just now: shown once, never stored in the clear. */
const issuedLinkSchema = z.object({ username: z.string(), token: z.string(), expireTime: z.string() });

const memberSummarySchema = z.object({ id: z.number().int(), phone: z.string(), realName: z.string(), frozen: z.boolean(), registerTime: z.string() });
const memberDetailSchema = memberSummarySchema.extend({
  email: z.string(),
  frozenReason: z.string(),
  frozenTime: z.string(),
  /** When staff reset the member to SMS log-in, until the member sets a new password ("" when not). */
  passwordResetTime: z.string(),
  /** The most failed log-ins counted against the phone now (from any one address, or in all). */
  failedLogins: z.number().int(),
  businesses: z.array(z.object({ id: z.number().int(), name: z.string(), creditCode: z.string(), role: z.string(), certification: z.string() })),
  sessions: z.array(z.object({ createTime: z.string(), expireTime: z.string(), ipAddress: z.string(), userAgent: z.string() })),
  certifications: z.array(z.object({ submitTime: z.string(), realName: z.string(), state: z.string(), rejectReason: z.string() })),
});

/** An address behind a QR code or store link: empty, a path on the portal's host, or an http(s) address. */
const settingAddress = (name: string) =>
  z
    .string()
    .trim()
    .max(500, `${name}不能超过500个字符`)
    .refine(
      (value) => value === "" || /^\/[^\s]*$/.test(value) || /^https?:\/\/[^\s/]+[^\s]*$/.test(value),
      `${name}须为以 / 开头的站内路径或 http(s):// 地址`,
    );

const reportDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 yyyy-MM-dd");

/** The period (China days, both ends included; the last 30 days when not given) and a city (GB/T 2260, all when empty). */
const reportQuerySchema = z.object({
  from: reportDay.optional(),
  to: reportDay.optional(),
  city: z
    .string()
    .regex(/^(\d{6})?$/, "请选择地区")
    .optional(),
});

/** What happened on one day, or in the whole period, or in one region. */
const reportFiguresSchema = z.object({
  registrations: z.number().int(),
  personalCertifications: z.number().int(),
  corporateCertifications: z.number().int(),
  orders: z.number().int(),
  /** Paid, in fen. */
  orderAmountFen: z.number().int(),
  refunds: z.number().int(),
  refundAmountFen: z.number().int(),
});
const stateCountSchema = z.object({ state: z.string(), label: z.string(), count: z.number().int() });

/** 统计报表 of a period: by day, by region, and the period's procurement sheets and tenders by state. */
const platformReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  city: z.string(),
  cityName: z.string(),
  totals: reportFiguresSchema,
  days: z.array(reportFiguresSchema.extend({ day: z.string() })),
  /** Each city of the province, and 未填写地区 for businesses without a profile's region. */
  regions: z.array(reportFiguresSchema.extend({ code: z.string(), name: z.string() })),
  sheetsByState: z.array(stateCountSchema),
  tendersByState: z.array(stateCountSchema),
});
export type PlatformReport = z.infer<typeof platformReportSchema>;
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/** The editable settings of a platform (平台设置), each checked on its field. */
export const platformSettingsSchema = z.object({
  baseTitle: z.string().trim().min(1, "请填写平台名称").max(100, "平台名称不能超过100个字"),
  subTitle: z.string().trim().max(200, "副标题不能超过200个字"),
  hotline: z
    .string()
    .trim()
    .regex(/^(400-?\d{3}-?\d{4}|0\d{2,3}-?\d{7,8}|1[3-9]\d{9})$/, "请填写正确的服务热线，如 400-800-0431 或 0431-88886666"),
  serviceHours: z
    .string()
    .trim()
    .min(1, "请填写服务时间")
    .max(50, "服务时间不能超过50个字")
    .refine((text) => serviceHoursProblem(text) === null, SERVICE_HOURS_PROBLEM),
  officialAccountUrl: settingAddress("公众号地址"),
  appDownloadUrl: settingAddress("APP下载地址"),
  customerServiceUrl: settingAddress("在线客服地址"),
  iosAppUrl: settingAddress("iOS下载地址"),
  androidAppUrl: settingAddress("Android下载地址"),
  /** 隐藏的版块: keys of PLATFORM_HIDEABLE_SECTIONS; duplicates collapse, kept in the form's order. */
  hiddenSections: z
    .array(
      z.enum(PLATFORM_HIDEABLE_SECTION_KEYS, {
        error: (issue) => `隐藏的版块只能从以下选择：${Object.values(PLATFORM_HIDEABLE_SECTIONS).join("、")}（不认识“${String(issue.input).slice(0, 40)}”）`,
      }),
    )
    .max(20, "隐藏的版块过多")
    .default([])
    .transform((keys) => PLATFORM_HIDEABLE_SECTION_KEYS.filter((key) => keys.includes(key))),
  /** 域名: the hosts the portal answers with this platform (the first is its ngCode), each on no other platform. */
  hosts: platformHostsSchema,
  ...platformFilingFields,
});

/** The settings as saved. */
export type PlatformSettings = z.output<typeof platformSettingsSchema>;

/** The editable fields, in the form's order. */
export const PLATFORM_SETTING_FIELDS = Object.keys(platformSettingsSchema.shape) as (keyof PlatformSettings)[];

const platformSettingsOut = z.object({
  baseTitle: z.string(),
  subTitle: z.string(),
  hotline: z.string(),
  serviceHours: z.string(),
  officialAccountUrl: z.string(),
  appDownloadUrl: z.string(),
  customerServiceUrl: z.string(),
  iosAppUrl: z.string(),
  androidAppUrl: z.string(),
  hiddenSections: z.array(z.enum(PLATFORM_HIDEABLE_SECTION_KEYS)),
  hosts: z.array(z.string()),
  ...platformFilingOut,
});
const platformSchema = z.object({ id: z.number().int(), platformCode: z.string(), ngCode: z.string(), settings: platformSettingsOut });

/** The calls of the back office. */
export const operatorCalls = {
  login: defineCall({
    ...staffAccess,
    auth: "none",
    anonymous: true,
    method: "POST",
    path: `${base}/login`,
    summary: "运营人员登录：账号与密码",
    body: z.object({
      username: z.string().trim().min(1, "请输入账号").max(32, "账号不能超过32个字符"),
      password: z.string().min(1, "请输入密码").max(128, "密码不能超过128个字符"),
    }),
    response: openedSession,
    errors: [400, 401, 403, 429],
  }),
  totp: defineCall({
    ...staffAccess,
    method: "POST",
    path: `${base}/totp`,
    summary: "运营人员登录：身份验证器动态码",
    body: z.object({ code: codeSchema }),
    response: openedSession,
    // 400: the code was wrong (the half session stands); 401: the half session is gone (expired,
    // or ended by its third wrong code: the password again).
    errors: [400, 401, 429],
  }),
  enrolment: readCall(
    { ...staffAccess, auth: "none", anonymous: true },
    {
      path: `${base}/enrol/:token`,
      summary: "一次性绑定链接：待绑定的账号与密钥",
      params: tokenParams,
      data: z.object({ username: z.string(), displayName: z.string(), choosePassword: z.boolean(), secret: z.string(), otpauthUri: z.string() }),
      errors: [400, 410],
    },
  ),
  enrol: defineCall({
    ...staffAccess,
    auth: "none",
    anonymous: true,
    method: "POST",
    path: `${base}/enrol/:token`,
    summary: "一次性绑定链接：设置或确认密码并绑定身份验证器",
    params: tokenParams,
    body: z.object({ password: z.string().max(128, "密码不能超过128个字符"), passwordAgain: z.string().max(128).optional(), code: codeSchema }),
    response: openedSession,
    errors: [400, 401, 410, 429],
  }),
  logout: defineCall({ ...staffAccess, method: "POST", path: `${base}/logout`, summary: "退出运营后台", response: staffDone }),
  me: staffRead({ path: `${base}/me`, summary: "当前运营人员与其权限", data: meSchema }),
  changePassword: defineCall({
    ...staffAccess,
    method: "POST",
    path: `${base}/password`,
    summary: "修改本人登录密码：当前密码、新密码与身份验证器动态码（其他登录随之退出）",
    body: z.object({
      currentPassword: z.string().min(1, "请输入当前密码").max(128, "密码不能超过128个字符"),
      newPassword: z.string().min(1, "请输入新密码").max(128, "密码不能超过128个字符"),
      newPasswordAgain: z.string().max(128, "密码不能超过128个字符"),
      code: codeSchema,
    }),
    response: staffDone,
    errors: [400, 401, 429],
  }),

  reviewQueue: staffRead({
    path: `${base}/review`,
    summary: "待审核：本角色可审核的各类提交，先提交的在前",
    data: z.object({
      kinds: z.array(z.object({ kind: z.string(), label: z.string(), waiting: z.number().int() })),
      entries: z.array(queueEntrySchema.extend({ kindLabel: z.string() })),
    }),
  }),
  reviewSubject: staffRead({
    path: `${base}/review/:kind/:id`,
    summary: "一条待审核提交的全部内容",
    params: subjectParams,
    data: subjectSchema,
    errors: [403, 404],
  }),
  reviewDecide: staffStep({
    path: `${base}/review/:kind/:id`,
    summary: "审核通过或驳回",
    params: subjectParams,
    // One object (the contract's bodies are objects); a rejection without its reason is refused by the call.
    body: z.object({ decision: z.enum(["approve", "reject"], { error: "请选择审核结论" }), reason: reasonSchema.optional() }),
    errors: [400, 403, 404, 409],
  }),

  orders: staffRead({
    path: `${base}/orders`,
    summary: "服务订单：待开始与服务中的平台自营订单，等得最久的在前，每页20条；可按状态筛选或按订单号查找",
    query: z.object({
      state: z.enum(SERVICE_QUEUE_STATES, { error: "订单状态无效" }).optional(),
      orderNo: z
        .string()
        .trim()
        .transform((typed) => typed.toUpperCase())
        .pipe(z.string().regex(/^[0-9A-Z]{8,32}$/, "请输入完整的订单号（8至32位字母或数字）"))
        .optional(),
      page: z.coerce.number().int().min(1).max(1000).default(1),
    }),
    data: z.object({
      orders: z.array(fulfilmentEntrySchema),
      /** The orders the filter finds, counted up to LIST_COUNT_CAP (shown as "1000+" at the cap). */
      total: z.number().int(),
      pages: z.number().int(),
      pageSize: z.number().int(),
      /** How many wait in each state (the tabs), counted up to LIST_COUNT_CAP. */
      waiting: z.object({ paid: z.number().int(), in_service: z.number().int() }),
    }),
    errors: [400, 403],
  }),
  orderStep: staffStep({
    path: `${base}/orders/:id`,
    summary: "开始或完成一笔服务订单",
    params: z.object({ id: z.coerce.number().int().positive().max(999_999_999) }),
    body: z.object({ step: z.enum(["start", "complete"]), note: reasonSchema.optional() }),
    errors: [400, 403, 409],
  }),

  audit: staffRead({
    path: `${base}/audit`,
    summary: "操作日志，新的在前，每页50条",
    query: z.object({ before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() }),
    data: z.object({ lines: z.array(auditLineSchema), nextBefore: z.number().int().nullable(), exportDays: z.number().int() }),
    errors: [403],
  }),
  /** Answers `text/csv` (not the envelope): the back office's server passes the file on. */
  auditCsv: defineCall({
    ...staffAccess,
    method: "GET",
    path: `${base}/audit.csv`,
    summary: "导出最近30天的操作日志（CSV）",
    response: z.string(),
    errors: [403],
  }),

  staff: staffRead({
    path: `${base}/staff`,
    summary: "运营账号与在线会话",
    data: z.object({ accounts: z.array(staffAccountSchema), sessions: z.array(staffSessionSchema) }),
    errors: [403],
  }),
  staffCreate: changeCall(staffAccess, {
    path: `${base}/staff`,
    summary: "新建运营账号并生成一次性绑定链接",
    body: z.object({
      username: z.string().trim().max(64, "用户名不能超过32个字符"),
      displayName: plainName(z.string().trim().max(100, "姓名不能超过50个字"), "姓名"),
      role: roleSchema,
    }),
    data: issuedLinkSchema,
    errors: [400, 403],
  }),
  staffRole: staffStep({
    path: `${base}/staff/:username/role`,
    summary: "更改运营人员的角色",
    params: usernameParams,
    body: z.object({ role: roleSchema }),
    errors: [400, 403],
  }),
  staffDisable: staffStep({ path: `${base}/staff/:username/disable`, summary: "停用运营账号（结束其全部会话）", params: usernameParams, errors: [400, 403] }),
  staffEnable: staffStep({ path: `${base}/staff/:username/enable`, summary: "启用运营账号", params: usernameParams, errors: [400, 403] }),
  staffReissue: changeCall(staffAccess, {
    path: `${base}/staff/:username/reissue`,
    summary: "重发一次性绑定链接",
    params: usernameParams,
    data: issuedLinkSchema,
    errors: [400, 403],
  }),
  sessionRevoke: staffStep({
    path: `${base}/sessions/:id/revoke`,
    summary: "结束一个运营人员会话",
    params: z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/, "会话不存在") }),
    errors: [400, 403],
  }),

  memberSearch: staffRead({
    path: `${base}/members`,
    summary: "会员查询：手机号（前几位）、姓名或企业统一社会信用代码",
    query: z.object({ keyword: z.string().trim().min(1, "请输入手机号、姓名或统一社会信用代码").max(50, "查询条件不能超过50个字符") }),
    data: z.array(memberSummarySchema),
    errors: [400, 403],
  }),
  memberDetail: staffRecord({
    path: `${base}/members/:id`,
    summary: "会员详情：所在企业与角色、在线会话、实名认证记录、冻结与登录限制",
    data: memberDetailSchema,
  }),
  memberFreeze: staffStep({
    path: `${base}/members/:id/freeze`,
    summary: "冻结会员（结束其全部会话，登录时显示原因）",
    body: z.object({ reason: z.string().max(400, "冻结原因不能超过200个字") }),
    errors: [400, 403, 404],
  }),
  memberUnfreeze: staffStep({
    path: `${base}/members/:id/unfreeze`,
    summary: "解冻会员",
    errors: [400, 403, 404],
  }),
  memberLockoutLift: staffStep({
    path: `${base}/members/:id/lockout/lift`,
    summary: "解除会员的登录限制（清除登录失败计数）",
    errors: [403, 404],
  }),
  memberPasswordReset: changeCall(staffAccess, {
    path: `${base}/members/:id/password/reset`,
    summary: "重置为短信登录（原密码失效、结束其全部会话；会员凭短信验证码登录后设置新密码）",
    params: staffIdParams,
    body: z.object({ reason: z.string().max(400, "重置原因不能超过200个字") }),
    /** How many of the member's sessions ended. */
    data: z.object({ sessions: z.number().int() }),
    errors: [400, 403, 404],
  }),
  companySearch: staffRead({
    path: `${base}/companies`,
    summary: "企业查询：企业名称或统一社会信用代码",
    query: z.object({ keyword: z.string().trim().min(1, "请输入企业名称或统一社会信用代码").max(50, "查询条件不能超过50个字符") }),
    data: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        creditCode: z.string(),
        companyType: z.string(),
        certification: z.string(),
        shopHidden: z.boolean(),
      }),
    ),
    errors: [400, 403],
  }),
  /** designed (issue 61): the businesses members created, newest first, to follow their certification. */
  companyList: staffRead({
    path: `${base}/companies/list`,
    summary: "企业列表：按注册时间由新到旧，可按企业认证状态筛选",
    query: pageQuerySchema.extend({ certification: z.enum(BUSINESS_CERTIFICATION_STATES, { error: "企业认证状态不正确" }).optional() }),
    data: page(
      z.object({
        id: z.number().int(),
        name: z.string(),
        creditCode: z.string(),
        companyType: z.string(),
        /** The state's label (未认证, 审核中 …). */
        certification: z.string(),
        registerTime: z.string(),
      }),
    ),
    errors: [400, 403],
  }),
  companyDetail: staffRead({
    path: `${base}/companies/:id`,
    summary: "企业详情：企业认证记录、成员与角色、资质证书、店铺是否对访客可见",
    params: staffIdParams,
    data: z.object({
      id: z.number().int(),
      name: z.string(),
      creditCode: z.string(),
      companyType: z.string(),
      certification: z.string(),
      registerTime: z.string(),
      certifications: z.array(
        z.object({
          submitTime: z.string(),
          companyName: z.string(),
          legalRepresentative: z.string(),
          state: z.string(),
          rejectReason: z.string(),
          reviewTime: z.string(),
        }),
      ),
      members: z.array(
        z.object({ id: z.number().int(), realName: z.string(), phone: z.string(), role: z.string(), roleNames: z.array(z.string()), frozen: z.boolean() }),
      ),
      /** All the business's members; `members` holds the first of them (admins first). */
      memberTotal: z.number().int(),
      /** Each certificate with its validity and review as labels. */
      qualifications: z.array(qualificationCertificateSchema.extend({ validity: z.string(), state: z.string(), submitTime: z.string() })),
      shop: z.object({
        /** Whether visitors see the shop: the business is certified and staff have not hidden it. */
        visible: z.boolean(),
        hidden: z.boolean(),
        hiddenReason: z.string(),
        hiddenTime: z.string(),
        /** The public shop's path on the portal. */
        path: z.string(),
      }),
    }),
    errors: [400, 403, 404],
  }),
  companyQualificationUpdate: changeCall(staffAccess, {
    path: `${base}/qualifications/:id`,
    summary: "修改企业资质证书的有效期至与资质等级",
    params: staffIdParams,
    body: z.object({
      validUntil: z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "请输入有效期至，格式如 2027-06-30")
        .refine((day) => {
          const parsed = new Date(`${day}T00:00:00Z`);
          return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
        }, "有效期至不是有效的日期，请检查月份和日期")
        .refine((day) => day <= "2099-12-31", "有效期至不能晚于 2099-12-31"),
      level: z.string().trim().min(1, "请输入资质等级").max(20, "资质等级不能超过20个字"),
    }),
    /** Whether anything changed (the same values again change nothing and write no audit line). */
    data: z.object({ changed: z.boolean() }),
    errors: [400, 403, 404],
  }),
  companyShopHide: staffStep({
    path: `${base}/companies/:id/shop/hide`,
    summary: "对访客隐藏企业店铺（店铺页显示暂不可访问，不出现在搜索与站点地图中）",
    body: z.object({ reason: z.string().max(400, "隐藏原因不能超过200个字") }),
    errors: [400, 403, 404],
  }),
  companyShopShow: staffStep({
    path: `${base}/companies/:id/shop/show`,
    summary: "恢复企业店铺对访客可见",
    errors: [400, 403, 404],
  }),

  settingsList: staffRead({
    path: `${base}/settings`,
    summary: "平台设置：各平台的名称、服务热线与时间、二维码与下载地址、域名与备案号",
    data: z.array(platformSchema),
    errors: [403],
  }),
  settingsDetail: staffRead({
    path: `${base}/settings/:id`,
    summary: "一个平台的设置与历史版本",
    params: staffIdParams,
    data: platformSchema.extend({
      versions: z.array(z.object({ id: z.number().int(), saveTime: z.string(), operator: z.string(), settings: platformSettingsOut })),
    }),
    errors: [400, 403, 404],
  }),
  settingsSave: changeCall(staffAccess, {
    path: `${base}/settings/:id`,
    summary: "保存平台设置（立即生效，保留历史版本）；域名已属于其他平台时拒绝",
    params: staffIdParams,
    body: platformSettingsSchema,
    data: z.object({ changed: z.number().int() }),
    errors: [400, 403, 404, 409],
  }),
  settingsRestore: changeCall(staffAccess, {
    path: `${base}/settings/:id/restore`,
    summary: "恢复平台设置的一个历史版本",
    params: staffIdParams,
    body: z.object({ versionId: z.coerce.number().int().positive().max(2_147_483_647) }),
    data: z.object({ changed: z.number().int() }),
    errors: [400, 403, 404, 409],
  }),

  report: staffRead({
    path: `${base}/reports`,
    summary: "统计报表：注册、认证、订单金额、退款，按日与地区；询价单与招标项目按状态",
    query: reportQuerySchema,
    data: platformReportSchema,
    errors: [400, 403],
  }),
  // 客服工作台 (operator-service.calls.ts).
  ...operatorServiceCalls,
  // 内容管理 (operator-content.calls.ts).
  ...operatorContentCalls,
  ...operatorLegalCalls,
  ...operatorAnnouncementCalls,
  ...operatorSiteCalls,
  // 党建栏目 (operator-party.calls.ts).
  ...operatorPartyCalls,
  // 对公转账 (operator-transfer.calls.ts).
  ...operatorTransferCalls,
  // 认证打款 (operator-deposit.calls.ts).
  ...operatorDepositCalls,
  ...operatorTradeLogCalls,
  // 合同审查 (vip-contract-review.calls.ts).
  ...operatorContractReviewCalls,
  // 企业VIP客户 (operator-vip.calls.ts).
  ...operatorVipCalls,
  // 线下培训与政策解读会 (vip-training.calls.ts).
  ...operatorTrainingCalls,
};

/** The permission each staff call needs beyond a full session (none: every member of staff). */
export const OPERATOR_CALL_PERMISSIONS = {
  orders: "orders.fulfil",
  orderStep: "orders.fulfil",
  audit: "audit.read",
  auditCsv: "audit.read",
  staff: "staff.manage",
  staffCreate: "staff.manage",
  staffRole: "staff.manage",
  staffDisable: "staff.manage",
  staffEnable: "staff.manage",
  staffReissue: "staff.manage",
  sessionRevoke: "staff.manage",
  memberSearch: "members.read",
  memberDetail: "members.read",
  memberFreeze: "members.manage",
  memberUnfreeze: "members.manage",
  memberLockoutLift: "members.manage",
  memberPasswordReset: "members.manage",
  companySearch: "members.read",
  companyList: "members.read",
  companyDetail: "members.read",
  companyQualificationUpdate: "certification.review",
  companyShopHide: "members.manage",
  companyShopShow: "members.manage",
  settingsList: "settings.manage",
  settingsDetail: "settings.manage",
  settingsSave: "settings.manage",
  settingsRestore: "settings.manage",
  report: "reports.read",
  ...OPERATOR_SERVICE_CALL_PERMISSIONS,
  ...OPERATOR_CONTENT_CALL_PERMISSIONS,
  ...OPERATOR_LEGAL_CALL_PERMISSIONS,
  ...OPERATOR_ANNOUNCEMENT_CALL_PERMISSIONS,
  ...OPERATOR_SITE_CALL_PERMISSIONS,
  ...OPERATOR_PARTY_CALL_PERMISSIONS,
  ...OPERATOR_TRANSFER_CALL_PERMISSIONS,
  ...OPERATOR_DEPOSIT_CALL_PERMISSIONS,
  ...OPERATOR_TRADE_LOG_CALL_PERMISSIONS,
  ...OPERATOR_CONTRACT_REVIEW_CALL_PERMISSIONS,
  ...OPERATOR_VIP_CALL_PERMISSIONS,
  ...OPERATOR_TRAINING_CALL_PERMISSIONS,
} as const satisfies Partial<Record<keyof typeof operatorCalls, (typeof OPERATOR_PERMISSION_KEYS)[number]>>;
