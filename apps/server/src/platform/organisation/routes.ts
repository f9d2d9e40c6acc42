import { organisationCalls } from "@cidp/api-client/contract";
import { ADMIN_ROLE_NAME, effectivePermissions, ORGANISATION_MESSAGES, ROLE_TEMPLATES, shownRoleNames } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime, maskPhone } from "../../http/format.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { companyJoinRoutes } from "./company-join.routes.ts";
import { INVITATION_TTL_MS, queueInvitationText, refuseGrant } from "./invitation-rules.ts";
import { ADMIN_TEMPLATE, createOrganisationRepository, type InvitationRow } from "./repository.ts";

const templateNames = new Set<string>(ROLE_TEMPLATES.map((t) => t.name));

/** Options of the organisation routes: the database, the portal's home for the invitation text's link, and the clock. */
export interface OrganisationRoutesOptions {
  db: Database;
  portalHome: string;
  now?: () => Date;
}

/** The member and the business a business call acts for (requireBusiness guarantees both). */
function actingFor(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw refuse("permission", "请先选择企业");
  return { member: auth.member, business: auth.business };
}

/** 成员管理, 角色管理 and invitations: who belongs to a business and what each may do there. */
export async function organisationRoutes(app: FastifyInstance, { db, portalHome, now = () => new Date() }: OrganisationRoutesOptions) {
  const repository = createOrganisationRepository(db);
  const { permissionGuard } = app;

  function invitationView(row: InvitationRow, roleNames: Map<number, string>, showPhone: boolean) {
    return {
      id: row.id,
      businessId: row.businessId,
      businessName: row.businessName,
      phone: showPhone ? row.phone : maskPhone(row.phone),
      roleNames: row.roleIds.map((id) => roleNames.get(id)).filter((name): name is string => name !== undefined),
      invitedBy: row.invitedBy,
      // An open invitation past its time reads as what it is for the invitee: no longer open.
      status: (row.status === "pending" && row.expiresAt.getTime() <= Date.now() ? "revoked" : row.status) as "pending" | "accepted" | "declined" | "revoked",
      createTime: formatDateTime(row.createdAt),
      expireTime: formatDateTime(row.expiresAt),
    };
  }

  async function roleNamesOf(rows: readonly InvitationRow[]) {
    const byBusiness = new Map<number, number[]>();
    for (const row of rows) byBusiness.set(row.businessId, [...(byBusiness.get(row.businessId) ?? []), ...row.roleIds]);
    const names = new Map<number, string>();
    for (const [businessId, ids] of byBusiness) for (const role of await repository.rolesOf(businessId, [...new Set(ids)])) names.set(role.id, role.name);
    return names;
  }

  /** A list of invitations as the calls answer it: each with its roles' names, read for the whole list at once. */
  async function invitationViews(rows: readonly InvitationRow[], showPhone: boolean) {
    const names = await roleNamesOf(rows);
    return rows.map((row) => invitationView(row, names, showPhone));
  }

  contractRoute(app, organisationCalls.myPermissions, async (request) => {
    const { member, business } = actingFor(request);
    const access = await permissionGuard.accessOf(member.id, business.businessId);
    return ok({ admin: access.isAdmin, permissions: access.permissions, roleNames: shownRoleNames(access.isAdmin, access.roleNames) });
  });

  contractRoute(app, organisationCalls.permissionGuide, async (request) => {
    const { member, business } = actingFor(request);
    const [access, administrators] = await Promise.all([repository.accessOf(member.id, business.businessId), repository.administrators(business.businessId)]);
    const roles = access.roles.map((role) => ({ name: role.name, permissions: effectivePermissions(false, [role]) }));
    return ok({
      businessName: business.businessName,
      admin: access.isAdmin,
      // An administrator holds every key through the membership itself, whatever roles they also have.
      roles: access.isAdmin ? [{ name: ADMIN_ROLE_NAME, permissions: effectivePermissions(true, []) }, ...roles] : roles,
      administrators: administrators.map((admin) => ({ realName: admin.realName, phone: maskPhone(admin.phone) })),
    });
  });

  contractRoute(app, organisationCalls.roleList, async (request) => {
    const { business } = actingFor(request);
    return ok((await repository.listRoles(business.businessId)) as never);
  });

  contractRoute(app, organisationCalls.saveRole, async (request) => {
    const { member, business } = actingFor(request);
    const input = request.body;
    const access = await permissionGuard.accessOf(member.id, business.businessId);
    // A role manager who is not an administrator defines roles only within what they hold.
    if (!access.isAdmin && !input.permissions.every((key) => access.permissions.includes(key))) throw refuse("permission", ORGANISATION_MESSAGES.escalation);
    if (input.id !== undefined) {
      const [existing] = await repository.rolesOf(business.businessId, [input.id]);
      if (!existing) throw refuse("not_found", ORGANISATION_MESSAGES.roleMissing);
      if (existing.template !== null) throw refuse("state", ORGANISATION_MESSAGES.templateLocked);
      // A manager may not widen a role they hold themselves (their own escalation by the back door).
      if (!access.isAdmin && access.roleNames.includes(existing.name)) throw refuse("permission", ORGANISATION_MESSAGES.self);
    }
    if (templateNames.has(input.name)) throw refuse("invalid", ORGANISATION_MESSAGES.roleNameTaken);
    const saved = await repository.saveRole(business.businessId, { id: input.id, name: input.name, permissions: [...new Set(input.permissions)] });
    if (saved === "taken") throw refuse("invalid", ORGANISATION_MESSAGES.roleNameTaken);
    if (!saved) throw refuse("not_found", ORGANISATION_MESSAGES.roleMissing);
    const listed = (await repository.listRoles(business.businessId)).find((role) => role.id === saved.id);
    return ok(listed as never, "角色已保存");
  });

  contractRoute(app, organisationCalls.deleteRole, async (request) => {
    const { business } = actingFor(request);
    const role = (await repository.listRoles(business.businessId)).find((r) => r.id === request.body.id);
    if (!role) throw refuse("not_found", ORGANISATION_MESSAGES.roleMissing);
    if (role.template !== null) throw refuse("state", ORGANISATION_MESSAGES.templateLocked);
    if (role.memberCount > 0) throw refuse("state", ORGANISATION_MESSAGES.roleInUse);
    await repository.deleteRole(role.id);
    return ok(null, "角色已删除");
  });

  contractRoute(app, organisationCalls.setMemberRoles, async (request) => {
    const { member, business } = actingFor(request);
    const { memberId, roleIds } = request.body;
    const target = await repository.accessOf(memberId, business.businessId);
    if (!target.isMember) throw refuse("not_found", ORGANISATION_MESSAGES.memberMissing);
    const roles = await repository.rolesOf(business.businessId, [...new Set(roleIds)]);
    if (roles.length !== new Set(roleIds).size) throw refuse("not_found", ORGANISATION_MESSAGES.roleMissing);
    const makesAdmin = roles.some((r) => r.template === ADMIN_TEMPLATE);
    await refuseGrant(permissionGuard, member.id, business.businessId, memberId, roles, target.isAdmin);
    if (target.isAdmin && !makesAdmin && (await repository.adminCount(business.businessId)) <= 1) throw refuse("state", ORGANISATION_MESSAGES.lastAdmin);
    await repository.setMemberRoles(
      business.businessId,
      memberId,
      roles.filter((r) => r.template !== ADMIN_TEMPLATE).map((r) => r.id),
      makesAdmin,
    );
    return ok(null, "成员角色已更新");
  });

  contractRoute(app, organisationCalls.removeMember, async (request) => {
    const { member, business } = actingFor(request);
    const { memberId } = request.body;
    if (memberId === member.id) throw refuse("invalid", ORGANISATION_MESSAGES.removeSelf);
    const target = await repository.accessOf(memberId, business.businessId);
    if (!target.isMember) throw refuse("not_found", ORGANISATION_MESSAGES.memberMissing);
    const remover = await permissionGuard.accessOf(member.id, business.businessId);
    if (target.isAdmin && !remover.isAdmin) throw refuse("permission", ORGANISATION_MESSAGES.forbidden);
    if (target.isAdmin && (await repository.adminCount(business.businessId)) <= 1) throw refuse("state", ORGANISATION_MESSAGES.lastAdmin);
    await repository.removeMember(business.businessId, memberId);
    // The removed member's sessions acting for this business lose it at their next call (auth re-reads the membership).
    return ok(null, "成员已移除");
  });

  contractRoute(app, organisationCalls.transferAdmin, async (request) => {
    const { member, business } = actingFor(request);
    const { memberId, keepAdmin } = request.body;
    const me = await repository.accessOf(member.id, business.businessId);
    if (!me.isAdmin) throw refuse("permission", ORGANISATION_MESSAGES.forbidden);
    if (memberId === member.id) throw refuse("invalid", "不能转让给自己");
    const target = await repository.accessOf(memberId, business.businessId);
    if (!target.isMember) throw refuse("not_found", ORGANISATION_MESSAGES.memberMissing);
    await repository.transferAdmin(business.businessId, member.id, memberId, keepAdmin);
    return ok(null, keepAdmin ? "已添加管理员" : "管理员已转让");
  });

  contractRoute(app, organisationCalls.invite, async (request) => {
    const { member, business } = actingFor(request);
    const { phone, roleIds } = request.body;
    if (await repository.isMemberPhone(business.businessId, phone)) throw refuse("state", ORGANISATION_MESSAGES.alreadyMember);
    const roles = await repository.rolesOf(business.businessId, [...new Set(roleIds)]);
    if (roles.length !== new Set(roleIds).size) throw refuse("not_found", ORGANISATION_MESSAGES.roleMissing);
    // Inviting is granting: the same rules as setting roles (the invitee is not a member yet).
    await refuseGrant(permissionGuard, member.id, business.businessId, null, roles, false);
    const created = await repository.invite({
      businessId: business.businessId,
      businessName: business.businessName,
      phone,
      roleIds: roles.map((r) => r.id),
      invitedBy: member.id,
      inviterName: member.realName,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    if (!created) throw refuse("state", ORGANISATION_MESSAGES.duplicateInvitation);
    await queueInvitationText(db, request.log, { id: created.id, phone, inviterName: member.realName, businessName: business.businessName }, portalHome, now());
    const row = await repository.invitation(created.id);
    if (!row) throw refuse("not_found", ORGANISATION_MESSAGES.invitationGone);
    return ok(invitationView(row, await roleNamesOf([row]), true), "邀请已发送");
  });

  contractRoute(app, organisationCalls.businessInvitations, async (request) => {
    const { business } = actingFor(request);
    return ok(await invitationViews(await repository.businessInvitations(business.businessId), false));
  });

  contractRoute(app, organisationCalls.revokeInvitation, async (request) => {
    const { business } = actingFor(request);
    if (!(await repository.revoke(business.businessId, request.body.id))) throw refuse("not_found", ORGANISATION_MESSAGES.invitationGone);
    return ok(null, "邀请已撤回");
  });

  contractRoute(app, organisationCalls.myInvitations, async (request) => {
    const { member } = authOf(request);
    return ok(await invitationViews(await repository.invitationsFor(member.phone), true));
  });

  contractRoute(app, organisationCalls.answerInvitation, async (request) => {
    const { member } = authOf(request);
    const { id, accept } = request.body;
    const row = await repository.invitation(id);
    // Someone else's invitation answers as if it did not exist for this member.
    if (!row || row.phone !== member.phone) throw refuse("not_found", ORGANISATION_MESSAGES.invitationGone);
    const answered = await repository.answer(id, member.phone, member.id, accept);
    if (!answered) throw refuse("state", ORGANISATION_MESSAGES.invitationGone);
    return ok(
      { businessId: answered.businessId, status: accept ? ("accepted" as const) : ("declined" as const) },
      accept ? `已加入「${row.businessName}」` : "已拒绝邀请",
    );
  });

  // 创建企业 and 申请加入 (issue 61): how a company joins the platform, beside its invitations.
  await companyJoinRoutes(app, { db, portalHome, now });
}
