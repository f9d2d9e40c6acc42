import { admits, type PermissionRequirement, permissionKeysOf } from "@cidp/api-client/contract";
import { type CertifiedAction, certificationRefusal, effectivePermissions, type PermissionKey, permissionRefusal, REFUSAL_REASONS } from "@cidp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { authOf } from "../../plugins/auth.ts";
import { Refusal, refuse } from "../../runtime/refusal.ts";
import { createOrganisationRepository } from "./repository.ts";

/** What a member may do in a business: administrator or not, their roles, and the keys these give. */
export interface MemberAccess {
  isAdmin: boolean;
  roleNames: string[];
  permissions: PermissionKey[];
}

/** Reads a member's permissions and guards the calls that name one. */
export interface PermissionGuard {
  accessOf(memberId: number, businessId: number): Promise<MemberAccess>;
  /**
   * A hook (after requireBusiness) refusing with 403 a member who holds none of the required keys
   * (one key, or a list of which any one will do) in the selected business.
   */
  require(requirement: PermissionRequirement): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * A hook (after requireBusiness and the permission) refusing with 403 a business whose 企业认证 is
   * not approved the `action` (publish, quote, bid, pay a deposit): the message says what was
   * refused and why, the reason `certification_required` leads the page to the certification.
   */
  requireCertified(action: CertifiedAction): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The same refusal, thrown, where a call takes the action only for some of its input (a tender deposit among orders). */
  refuseUncertified(request: FastifyRequest, action: CertifiedAction): void;
}

/**
 * The one certification gate of the services (the domain's rule on the selected business's state,
 * which the session's membership read carries, so the gate costs no query): the refusal, or null
 * when the business may act.
 */
function certificationGate(business: { certificationState: string } | null, action: CertifiedAction): Refusal | null {
  if (!business) return refuse("permission", "请先选择企业");
  const refusal = certificationRefusal(business.certificationState, action);
  return refusal ? new Refusal("certification", refusal.message, { reason: REFUSAL_REASONS.certificationRequired, code: refusal.code }) : null;
}

declare module "fastify" {
  interface FastifyInstance {
    permissionGuard: PermissionGuard;
  }
}

/**
 * Decorates the app with the permission guard that `contractRoute` applies to every declared call
 * with a `permission`: the check runs on the server for every such call, before its input is read.
 */
export function registerPermissionGuard(app: FastifyInstance, db: Database): void {
  const repository = createOrganisationRepository(db);
  const guard: PermissionGuard = {
    async accessOf(memberId, businessId) {
      const access = await repository.accessOf(memberId, businessId);
      return {
        isAdmin: access.isAdmin,
        roleNames: access.roles.map((role) => role.name),
        permissions: access.isMember ? effectivePermissions(access.isAdmin, access.roles) : [],
      };
    },
    require(requirement) {
      const keys = permissionKeysOf(requirement);
      if (keys.length === 0) throw new Error("a permission requirement names at least one key");
      return async (request) => {
        const auth = authOf(request);
        const business = auth.business;
        if (!business) throw refuse("permission", "请先选择企业");
        const access = await guard.accessOf(auth.member.id, business.businessId);
        // The refusal names the permission it takes and who gives it (the member's administrator).
        if (!admits(access.permissions, requirement)) throw refuse("permission", permissionRefusal(keys));
      };
    },
    requireCertified(action) {
      return async (request) => {
        // Thrown, so the error handler answers it like every refusal: the status from its kind.
        const refused = certificationGate(authOf(request).business, action);
        if (refused) throw refused;
      };
    },
    refuseUncertified(request, action) {
      const refused = certificationGate(authOf(request).business, action);
      if (refused) throw refused;
    },
  };
  app.decorate("permissionGuard", guard);
}
