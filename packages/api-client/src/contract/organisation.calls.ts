import { COMPANY_TYPES, JOIN_REQUEST_STATES, PERMISSION_KEYS } from "@cidp/domain";
import { z } from "zod";
import { changeCall, changesAnswering, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, idSchema, phoneSchema, plainName } from "./common.contract.ts";

// Members, roles and invitations of a business (issue "account and organisation"). The paths are
// designed (spec §7 does not show them) beside the member service's businessMember calls.
const base = "/api/rs-member-service/ecomm";

const permissionKeySchema = z.enum(PERMISSION_KEYS);
const roleIdsSchema = z.array(idSchema).max(20, "角色最多选择20个");

/** A role of the business: a template every business has, or one of its own. */
const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The template's key (admin, buyer, approver, quoter, finance); null for the business's own roles. */
  template: z.string().nullable(),
  permissions: z.array(permissionKeySchema),
  memberCount: z.number().int().nonnegative(),
});

/** An invitation to join a business. */
const invitationSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  businessName: z.string(),
  phone: z.string(),
  roleNames: z.array(z.string()),
  invitedBy: z.string(),
  status: z.enum(["pending", "accepted", "declined", "revoked"]),
  createTime: dateTimeSchema,
  expireTime: dateTimeSchema,
});

const roleNameSchema = z
  .string()
  .trim()
  .min(1, "请输入角色名称")
  .max(20, "角色名称不能超过20个字符")
  .regex(/^[\u4e00-\u9fa5A-Za-z0-9（）()·\- ]+$/, "角色名称只能包含中文、字母、数字和括号");

/** A 统一社会信用代码 as typed, trimmed and upper-cased; the services check it by GB 32100 and answer the rule's message. */
const creditCodeSchema = z
  .string({ error: "请输入统一社会信用代码" })
  .trim()
  .min(1, "请输入统一社会信用代码")
  .max(30, "统一社会信用代码应为18位")
  .transform((value) => value.toUpperCase());

/** A person's or a company's name as a form takes it: trimmed, within its length, nothing that is not part of a name. */
const nameField = (label: string, min: number, max: number) =>
  plainName(
    z
      .string({ error: `请输入${label}` })
      .trim()
      .min(min, min > 1 ? `${label}至少${min}个字` : `请输入${label}`)
      .max(max, `${label}不能超过${max}个字`),
    label,
  );

/** 创建企业: the business as its founder registers it (it starts 未认证; 企业认证 proves it later). */
const foundingSchema = z.object({
  name: nameField("企业名称", 2, 100),
  creditCode: creditCodeSchema,
  legalRepresentative: nameField("法定代表人", 2, 50),
  /** The district's GB/T 2260 code (the region picker's six digits). */
  regionCode: z.string({ error: "请选择企业所在的区县" }).regex(/^\d{6}$/, "请选择企业所在的区县"),
  companyType: z.enum(COMPANY_TYPES, { error: "请选择企业类型" }),
});

/** A join request as the business's administrators read it: who asks (the phone masked), and what they wrote. */
const joinRequestSchema = z.object({
  id: z.number().int(),
  realName: z.string(),
  phone: z.string(),
  message: z.string(),
  createTime: dateTimeSchema,
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const roleManageAccess = { auth: "business", permission: "role_manage", designed: true, tag: "organisation" } as const;
const memberManageAccess = { auth: "business", permission: "member_manage", designed: true, tag: "organisation" } as const;
const memberAccess = { auth: "member", designed: true, tag: "organisation" } as const;
const roleManageChange = changesAnswering(roleManageAccess, { data: z.null(), errors: [400, 403, 404] });
const memberManageChange = changesAnswering(memberManageAccess, { data: z.null(), errors: [400, 403, 404] });

/** The calls of the organisation pages: 成员管理, 邀请成员, 角色管理 and the invitee's answer. */
export const organisationCalls = {
  myPermissions: readCall(
    { auth: "business", anyMember: "the caller's own keys in the business, so the portal hides what they lack", designed: true, tag: "organisation" },
    {
      path: `${base}/businessMember/permissions`,
      summary: "当前成员在所选企业的权限",
      data: z.object({ admin: z.boolean(), permissions: z.array(permissionKeySchema), roleNames: z.array(z.string()) }),
    },
  ),
  /**
   * designed: 我的权限 — what the caller may do in the selected business and why: each of their
   * roles with its keys, and the business's administrators (masked phones) to ask for more.
   */
  permissionGuide: readCall(
    {
      auth: "business",
      anyMember: "every member may read where their own permissions come from and whom to ask for more",
      designed: true,
      tag: "organisation",
    },
    {
      path: `${base}/businessMember/permission-guide`,
      summary: "当前成员在所选企业的角色、各角色的权限，以及可联系的企业管理员",
      data: z.object({
        businessName: z.string(),
        admin: z.boolean(),
        roles: z.array(z.object({ name: z.string(), permissions: z.array(permissionKeySchema) })),
        administrators: z.array(z.object({ realName: z.string(), phone: z.string() })),
      }),
    },
  ),
  roleList: readCall(
    { auth: "business", permission: ["user_view", "member_manage", "role_manage"], designed: true, tag: "organisation" },
    { path: `${base}/businessRole/list`, summary: "所选企业的角色列表", data: z.array(roleSchema) },
  ),
  saveRole: changeCall(roleManageAccess, {
    path: `${base}/businessRole/save`,
    summary: "新建或修改自定义角色",
    body: z.object({ id: idSchema.optional(), name: roleNameSchema, permissions: z.array(permissionKeySchema).max(PERMISSION_KEYS.length) }),
    data: roleSchema,
    errors: [400, 403, 404],
  }),
  deleteRole: roleManageChange({ path: `${base}/businessRole/delete`, summary: "删除自定义角色", body: byIdSchema }),
  setMemberRoles: roleManageChange({
    path: `${base}/businessMember/roles`,
    summary: "设置成员的角色",
    body: z.object({ memberId: idSchema, roleIds: roleIdsSchema }),
  }),
  removeMember: memberManageChange({ path: `${base}/businessMember/remove`, summary: "移除成员", body: z.object({ memberId: idSchema }) }),
  transferAdmin: roleManageChange({
    path: `${base}/businessMember/transferAdmin`,
    summary: "转让管理员",
    body: z.object({ memberId: idSchema, keepAdmin: z.boolean().default(false) }),
  }),
  invite: changeCall(memberManageAccess, {
    path: `${base}/businessInvitation/create`,
    summary: "按手机号邀请成员",
    body: z.object({ phone: phoneSchema, roleIds: roleIdsSchema }),
    data: invitationSchema,
    errors: [400, 403],
  }),
  businessInvitations: readCall(memberManageAccess, {
    path: `${base}/businessInvitation/list`,
    summary: "所选企业发出的邀请",
    data: z.array(invitationSchema),
  }),
  revokeInvitation: memberManageChange({ path: `${base}/businessInvitation/revoke`, summary: "撤回邀请", body: byIdSchema }),
  myInvitations: readCall(memberAccess, { path: `${base}/businessInvitation/mine`, summary: "发给我的邀请", data: z.array(invitationSchema) }),
  /**
   * designed: 创建企业 (issue 61). The member becomes the new business's administrator and the
   * session acts for it (the answer's token, as a company switch's). A credit code already on the
   * platform is refused with 409 and the reason `business_registered`: ask to join it instead.
   */
  createBusiness: changeCall(memberAccess, {
    path: `${base}/business/create`,
    summary: "创建企业：成为该企业的管理员，并以该企业身份操作",
    body: foundingSchema,
    data: z.object({ businessId: z.number().int(), businessName: z.string(), token: z.string() }),
    errors: [400, 409],
  }),
  /**
   * designed: 申请加入 — ask the administrators of the business with this credit code for an
   * invitation. They get a notice; the caller learns nothing of the business's members.
   */
  requestToJoin: changeCall(memberAccess, {
    path: `${base}/joinRequest/create`,
    summary: "申请加入已在平台注册的企业（由其管理员审核并发出邀请）",
    body: z.object({
      creditCode: creditCodeSchema,
      message: plainName(z.string().trim().max(200, "申请说明不能超过200个字"), "申请说明").default(""),
    }),
    data: z.object({ businessName: z.string() }),
    errors: [400, 404, 409, 429],
  }),
  myJoinRequests: readCall(memberAccess, {
    path: `${base}/joinRequest/mine`,
    summary: "我的加入申请",
    data: z.array(z.object({ id: z.number().int(), businessName: z.string(), status: z.enum(JOIN_REQUEST_STATES), createTime: dateTimeSchema })),
  }),
  joinRequests: readCall(memberManageAccess, {
    path: `${base}/joinRequest/list`,
    summary: "申请加入所选企业、待处理的申请",
    data: z.array(joinRequestSchema),
  }),
  /** Accepting sends the requester an invitation with the roles chosen (the invitation rules apply); declining tells them so. */
  answerJoinRequest: changeCall(memberManageAccess, {
    path: `${base}/joinRequest/answer`,
    summary: "处理加入申请：按所选角色发出邀请，或拒绝",
    body: z.object({ id: idSchema, accept: z.boolean(), roleIds: roleIdsSchema.default([]) }),
    data: z.null(),
    errors: [400, 403, 404],
  }),
  answerInvitation: changeCall(memberAccess, {
    path: `${base}/businessInvitation/answer`,
    summary: "接受或拒绝邀请",
    body: z.object({ id: idSchema, accept: z.boolean() }),
    data: z.object({ businessId: z.number().int(), status: z.enum(["accepted", "declined"]) }),
    errors: [400, 403, 404],
  }),
};
