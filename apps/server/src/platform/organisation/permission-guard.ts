import { type PermissionRequirement, permissionKeysOf } from "@cidp/api-client/contract";
import { effectivePermissions, ORGANISATION_MESSAGES, type PermissionKey } from "@cidp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { fail } from "../../http/envelope.ts";
import { authOf } from "../../plugins/auth.ts";
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
      return async (request, reply) => {
        const auth = authOf(request);
        const business = auth.business;
        if (!business) return void reply.status(403).send(fail(403, "请先选择企业"));
        const access = await guard.accessOf(auth.member.id, business.businessId);
        if (!keys.some((key) => access.permissions.includes(key))) return void reply.status(403).send(fail(403, ORGANISATION_MESSAGES.forbidden));
      };
    },
  };
  app.decorate("permissionGuard", guard);
}
