import { OPEN_SCOPES, ORDER_ITEM_KINDS, ORDER_STATES, QUOTATION_STATES, SHEET_STATES } from "@cidp/domain";
import { z } from "zod";
import { changeCall, listCall, readCall } from "./call-kinds.ts";
import { dateTimeSchema } from "./common.contract.ts";
import type { CallDeclaration } from "./define-call.ts";

// The open platform (issue 68): a business registers apps in the member center (开放接口应用), an
// app trades its client credentials for an access token (OAuth 2.0 client credentials, RFC 6749
// §4.4) and reads, through the versioned open API, what its scopes allow: public notices, and its
// own business's inquiry sheets and orders. Under /api/open so the portal's origin serves it too.

/** Where the open platform lives. */
export const openPaths = {
  /** POST: the token endpoint (RFC 6749 §4.4), form-encoded; answers RFC 6749 JSON, not the envelope. */
  token: "/api/open/oauth/token",
  /** Prefix of the versioned open API: what an app's token reaches, and nothing else. */
  v1: "/api/open/v1",
  /** GET: the open API's own OpenAPI document (only the calls apps may make). */
  document: "/api/open/v1/openapi.json",
} as const;

const scopeSchema = z.enum(OPEN_SCOPES);

/** An app as its business's member center shows it (never its secret: that is shown once). */
const openAppSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.string(),
  scopes: z.array(scopeSchema),
  /** Requests per minute, and per day (its quota). */
  perMinute: z.number().int(),
  perDay: z.number().int(),
  /** Calls counted today (China Standard Time) against the daily quota. */
  usedToday: z.number().int(),
  createTime: dateTimeSchema,
  secretTime: dateTimeSchema,
  revokeTime: dateTimeSchema.nullable(),
  /** Registered by platform staff for a partner, not by the business's members. */
  partner: z.boolean(),
});

/** The client credentials, answered once (when registered and when the secret is rotated). */
const credentialsSchema = z.object({ app: openAppSchema, clientSecret: z.string() });

/** One call an app made, as its audit log keeps it. */
const openCallSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  scope: z.string(),
  durationMs: z.number().int(),
  time: dateTimeSchema,
});

const appNameSchema = z
  .string({ error: "请填写应用名称" })
  .trim()
  .min(2, "应用名称至少2个字")
  .max(40, "应用名称不超过40字")
  .refine((name) => !/[<>\p{Cc}]/u.test(name), "应用名称不能含有 < > 或控制字符");

const appIdBody = z.object({ id: z.coerce.number({ error: "缺少应用编号" }).int().positive("应用编号不正确") });

/** The administrators' key: an app reads the business's data, so only those who hold it register one. */
const manageAccess = { auth: "business", permission: "openapi_manage", designed: true, tag: "organisation" } as const;

const base = "/api/cidp-member/open-apps";

/** The member center's 开放接口应用: register, rotate, revoke, and read an app's calls. */
export const openAppCalls = {
  list: readCall(manageAccess, { path: `${base}/list`, summary: "本企业的开放接口应用", data: z.array(openAppSchema) }),
  register: changeCall(manageAccess, {
    path: `${base}/register`,
    summary: "注册开放接口应用（密钥只显示这一次）",
    body: z.object({ name: appNameSchema, scopes: z.array(scopeSchema).min(1, "请至少选择一项权限范围").max(OPEN_SCOPES.length) }),
    data: credentialsSchema,
    errors: [400, 409],
  }),
  rotate: changeCall(manageAccess, {
    path: `${base}/rotate`,
    summary: "更换应用密钥（旧密钥及其令牌立即失效）",
    body: appIdBody,
    data: credentialsSchema,
    errors: [400, 404],
  }),
  revoke: changeCall(manageAccess, {
    path: `${base}/revoke`,
    summary: "停用应用（其令牌立即失效）",
    body: appIdBody,
    data: openAppSchema,
    errors: [400, 404],
  }),
  calls: listCall(manageAccess, {
    path: `${base}/calls`,
    summary: "应用的调用记录",
    record: openCallSchema,
    filters: { id: z.coerce.number({ error: "缺少应用编号" }).int().positive("应用编号不正确") },
    errors: [404],
  }),
};

/** The developer page's sandbox: the demo's published app (null on an installation without the demo). */
export const openSandboxCalls = {
  sandbox: readCall(
    { auth: "none", designed: true, tag: "open" },
    {
      path: `${openPaths.v1}/sandbox`,
      summary: "演示环境的沙箱应用凭证（生产环境为空）",
      data: z.object({ clientId: z.string(), clientSecret: z.string(), businessName: z.string() }).nullable(),
    },
  ),
};

/** Who makes an open call: an app whose token carries the scope. */
const appAccess = <S extends (typeof OPEN_SCOPES)[number]>(scope: S) => ({ auth: "app", scope, designed: true, tag: "open" }) as const;

/** A public tender notice as an app reads it. */
const openTenderSchema = z.object({
  id: z.number().int(),
  tenderNo: z.string(),
  title: z.string(),
  projectName: z.string(),
  tendererName: z.string(),
  stateLabel: z.string(),
  estimateFen: z.number().int(),
  registrationEnd: dateTimeSchema,
  bidDeadline: dateTimeSchema,
  publishTime: dateTimeSchema.nullable(),
});

/** One of the business's own inquiry sheets: its progress, never a sealed price. */
const openSheetSchema = z.object({
  id: z.number().int(),
  sheetNo: z.string(),
  title: z.string(),
  category: z.string(),
  state: z.enum(SHEET_STATES),
  stateLabel: z.string(),
  round: z.number().int(),
  deadline: dateTimeSchema,
  quotations: z.number().int(),
  createTime: dateTimeSchema,
});

/** One quotation the business made as a supplier: its state, never another supplier's. */
const openQuotationSchema = z.object({
  sheetId: z.number().int(),
  sheetNo: z.string(),
  title: z.string(),
  state: z.enum(QUOTATION_STATES),
  stateLabel: z.string(),
  version: z.number().int(),
  submitTime: dateTimeSchema.nullable(),
});

/** One order the business bought on the platform (any of its members): what, how much, where it stands. */
const openOrderSchema = z.object({
  orderNo: z.string(),
  itemKind: z.enum(ORDER_ITEM_KINDS),
  title: z.string(),
  amountFen: z.number().int(),
  paidFen: z.number().int(),
  refundedFen: z.number().int(),
  state: z.enum(ORDER_STATES),
  stateLabel: z.string(),
  createTime: dateTimeSchema,
});

/** The versioned open API: what an app may call with its access token. */
export const openApiCalls = {
  tenders: listCall(appAccess("public:read"), {
    path: `${openPaths.v1}/public/tenders`,
    summary: "招标公告（公开）",
    record: openTenderSchema,
    filters: { keyword: z.string().trim().max(40).optional() },
  }),
  inquirySheets: listCall(appAccess("procurement:read"), {
    path: `${openPaths.v1}/procurement/inquiry-sheets`,
    summary: "本企业发布的询价单",
    record: openSheetSchema,
    filters: { state: z.enum(SHEET_STATES).optional() },
  }),
  quotations: listCall(appAccess("procurement:read"), {
    path: `${openPaths.v1}/procurement/quotations`,
    summary: "本企业作为供应商的报价",
    record: openQuotationSchema,
    filters: {},
  }),
  orders: listCall(appAccess("orders:read"), {
    path: `${openPaths.v1}/orders`,
    summary: "本企业的订单（全部成员为本企业购买的服务、课程与会员）",
    record: openOrderSchema,
    filters: { state: z.enum(ORDER_STATES).optional() },
  }),
} satisfies Record<string, CallDeclaration>;

/** The token endpoint's success answer (RFC 6749 §5.1). */
export const openTokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
  scope: z.string(),
});

/** The token endpoint's error codes (RFC 6749 §5.2). */
export const OPEN_TOKEN_ERRORS = [
  "invalid_request",
  "invalid_client",
  "invalid_grant",
  "unauthorized_client",
  "unsupported_grant_type",
  "invalid_scope",
  // RFC 8628 §3.5's code for a client asked to slow down: with 429 and Retry-After after repeated failed authentications.
  "slow_down",
] as const;

/** The token endpoint's error answer (RFC 6749 §5.2). */
export const openTokenError = z.object({ error: z.enum(OPEN_TOKEN_ERRORS), error_description: z.string().optional() });
