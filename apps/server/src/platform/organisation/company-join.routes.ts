import { organisationCalls } from "@cidp/api-client/contract";
import { joinRequestRefusal, COMPANY_JOIN_MESSAGES as m, messageOf, ORGANISATION_MESSAGES, REFUSAL_REASONS, validateCreditCode } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime, maskPhone } from "../../http/format.ts";
import { districtName } from "../../http/regions.ts";
import { HttpError } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { type Refusal, refuse } from "../../runtime/refusal.ts";
import { businessHolding, foundBusiness } from "./business-founding.ts";
import { INVITATION_TTL_MS, queueInvitationText, refuseGrant } from "./invitation-rules.ts";
import { createJoinRequestRecords } from "./join-requests.ts";
import { createOrganisationRepository } from "./repository.ts";

/** What the routes of a company joining need: the database, the portal's home (invitation texts link to it) and the clock. */
interface CompanyJoinRoutesOptions {
  db: Database;
  portalHome: string;
  now: () => Date;
}

/** The member and the business a business call acts for (requireBusiness guarantees both). */
function actingFor(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw refuse("permission", "请先选择企业");
  return { member: auth.member, business: auth.business };
}

/** A message of COMPANY_JOIN_MESSAGES with the business's name in it. */
const named = (message: string, name: string) => message.replace("{name}", name);

/** A credit code by GB 32100, refused (400) with the rule's message. */
function checkedCreditCode(value: string): string {
  const checked = validateCreditCode(value);
  if (!checked.ok) throw refuse("invalid", messageOf(checked));
  return checked.value;
}

/**
 * The 409 of a credit code another business holds: the member of it is told to switch to it; anyone
 * else may ask its administrators to be invited (the reason `business_registered`). Neither learns
 * who its members are.
 */
function registeredElsewhere(existing: { name: string; founderIsMember: boolean }): Refusal {
  return existing.founderIsMember
    ? refuse("conflict", named(m.alreadyMember, existing.name))
    : refuse("conflict", named(m.registered, existing.name), REFUSAL_REASONS.businessRegistered);
}

/**
 * 创建企业 and 申请加入 (issue 61): a member founds a business and administers it, acting for it at
 * once; or, when the company is on the platform already, asks its administrators for an invitation,
 * which they send with roles (the invitation's rules and text) or decline.
 */
export async function companyJoinRoutes(app: FastifyInstance, { db, portalHome, now }: CompanyJoinRoutesOptions) {
  const organisation = createOrganisationRepository(db);
  const joinRequests = createJoinRequestRecords(db);

  contractRoute(app, organisationCalls.createBusiness, async (request) => {
    const auth = authOf(request);
    const { name, legalRepresentative, regionCode, companyType } = request.body;
    const creditCode = checkedCreditCode(request.body.creditCode);
    const region = districtName(regionCode);
    if (region === null) throw refuse("invalid", m.region);
    // Said before any write; the founding's own insert still decides between two at once.
    const holder = await businessHolding(db, creditCode, auth.member.id);
    if (holder) throw registeredElsewhere(holder);
    const founded = await foundBusiness(
      db,
      { founderId: auth.member.id, name, creditCode, legalRepresentative, companyType, regionCode, region: region.replaceAll(" ", "") },
      (tx, businessId) => app.sessions.switchWithin(tx, auth.session, businessId),
    );
    if (!founded.ok) {
      if (founded.existing) throw registeredElsewhere(founded.existing);
      throw refuse("conflict", named(m.registered, name), REFUSAL_REASONS.businessRegistered);
    }
    request.log.info({ memberId: auth.member.id, businessId: founded.businessId }, "business founded");
    return ok({ businessId: founded.businessId, businessName: name, token: founded.bound.token }, named(m.created, name));
  });

  contractRoute(app, organisationCalls.requestToJoin, async (request) => {
    const { member } = authOf(request);
    const creditCode = checkedCreditCode(request.body.creditCode);
    const business = await businessHolding(db, creditCode, member.id);
    if (!business) throw refuse("not_found", m.unknown);
    const refusal = joinRequestRefusal({ ...(await joinRequests.factsFor(member, business.id)), now: now() });
    if (refusal)
      throw new HttpError(refusal.code === "join-request.too-many" || refusal.code === "join-request.declined-recently" ? 429 : 409, refusal.message);
    const created = await joinRequests.create({ businessId: business.id, businessName: business.name, member, message: request.body.message });
    // Two requests at once: the second finds the first's open request.
    if (!created) throw refuse("conflict", m["join-request.open"]);
    return ok({ businessName: business.name }, named(m.sent, business.name));
  });

  contractRoute(app, organisationCalls.myJoinRequests, async (request) => {
    const rows = await joinRequests.mineOf(authOf(request).member.id);
    return ok(
      rows.map((row) => ({
        id: row.id,
        businessName: row.businessName,
        status: row.status as "pending" | "invited" | "declined",
        createTime: formatDateTime(row.createdAt),
      })),
    );
  });

  contractRoute(app, organisationCalls.joinRequests, async (request) => {
    const { business } = actingFor(request);
    const rows = await joinRequests.pendingOf(business.businessId);
    return ok(
      rows.map((row) => ({ id: row.id, realName: row.realName, phone: maskPhone(row.phone), message: row.message, createTime: formatDateTime(row.createdAt) })),
    );
  });

  contractRoute(app, organisationCalls.answerJoinRequest, async (request) => {
    const { member, business } = actingFor(request);
    const { id, accept, roleIds } = request.body;
    const pending = await joinRequests.pending(business.businessId, id);
    if (!pending) throw refuse("not_found", m.gone);
    if (!accept) {
      if (!(await joinRequests.decline(business.businessId, business.businessName, id, member.id))) throw refuse("not_found", m.gone);
      return ok(null, m.declined);
    }
    if (await organisation.isMemberPhone(business.businessId, pending.phone)) throw refuse("state", ORGANISATION_MESSAGES.alreadyMember);
    const roles = await organisation.rolesOf(business.businessId, [...new Set(roleIds)]);
    if (roles.length !== new Set(roleIds).size) throw refuse("not_found", ORGANISATION_MESSAGES.roleMissing);
    // Inviting is granting, as an invitation by phone: the requester is not a member yet.
    await refuseGrant(app.permissionGuard, member.id, business.businessId, null, roles, false);
    const accepted = await joinRequests.accept(business.businessId, id, {
      businessId: business.businessId,
      businessName: business.businessName,
      phone: pending.phone,
      roleIds: roles.map((role) => role.id),
      invitedBy: member.id,
      inviterName: member.realName,
      expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
    });
    if (accepted === "gone") throw refuse("not_found", m.gone);
    if (accepted === "duplicate") throw refuse("state", ORGANISATION_MESSAGES.duplicateInvitation);
    await queueInvitationText(
      db,
      request.log,
      { id: accepted.invitationId, phone: pending.phone, inviterName: member.realName, businessName: business.businessName },
      portalHome,
      now(),
    );
    return ok(null, m.invitationSent);
  });
}
