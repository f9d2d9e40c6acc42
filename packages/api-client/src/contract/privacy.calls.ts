import { PRIVACY_CONSENTS } from "@cidp/domain";
import { z } from "zod";
import { changeCall, readCall } from "./call-kinds.ts";
import { dateTimeSchema } from "./common.contract.ts";

// A member's rights over their personal information (PIPL): consents, a copy of their data, and
// deleting the account (注销) after a cooling-off period. Designed paths beside the user center's.
const base = "/api/cidp-user-center/ucenter/privacy";

const purposeSchema = z.enum(PRIVACY_CONSENTS.map((c) => c.purpose) as [string, ...string[]], { error: "不支持的授权事项" });

const deletionSchema = z.object({ requestTime: dateTimeSchema, effectiveTime: dateTimeSchema }).nullable();

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const memberAccess = { auth: "member", designed: true, tag: "user-center" } as const;

/** The privacy calls of the member center. */
export const privacyCalls = {
  overview: readCall(memberAccess, {
    path: `${base}/overview`,
    summary: "我的授权与注销状态",
    data: z.object({
      /** The user agreement and privacy policy as accepted at registration. */
      agreements: z.array(z.object({ name: z.string(), version: z.string(), consentTime: dateTimeSchema })),
      consents: z.array(z.object({ purpose: z.string(), label: z.string(), granted: z.boolean(), changeTime: dateTimeSchema.nullable() })),
      deletion: deletionSchema,
    }),
  }),
  setConsent: changeCall(memberAccess, {
    path: `${base}/consent`,
    summary: "给予或撤回一项授权",
    body: z.object({ purpose: purposeSchema, granted: z.boolean() }),
    data: z.null(),
  }),
  exportData: readCall(memberAccess, { path: `${base}/export`, summary: "导出我的个人信息副本", data: z.record(z.string(), z.unknown()) }),
  requestDeletion: changeCall(memberAccess, {
    path: `${base}/deletion`,
    summary: "申请注销账号（冷静期后生效）",
    body: z.object({ password: z.string().min(1, "请输入登录密码").max(64) }),
    data: deletionSchema,
    errors: [400, 429],
  }),
  cancelDeletion: changeCall(memberAccess, { path: `${base}/deletion/cancel`, summary: "撤销注销申请", data: z.null(), errors: [400] }),
};
