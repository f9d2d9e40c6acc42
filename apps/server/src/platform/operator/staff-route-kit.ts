import { operatorCalls } from "@cidp/api-client/contract";
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from "fastify";
import type { Database } from "../../db/database.ts";
import { type ContractHandler, type ContractRouteOptions, contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError } from "../../http/validate.ts";
import type { StaffActor } from "./member-admin.ts";

/**
 * What an area of the back office's calls needs from the staff session (operator-api.routes.ts):
 * each area registers its calls in a file of its own with this kit, so the session and permission
 * check stays in one place.
 */
export interface StaffRouteKit {
  db: Database;
  now: () => Date;
  /** Registers a staff call by its name (see `staffRouter`). */
  route: StaffRoute;
  /** The member of staff making this call. */
  actorOf: (request: FastifyRequest) => StaffActor;
}

/** A staff call's name: its key in the contract's operatorCalls and in OPERATOR_CALL_PERMISSIONS. */
type StaffCallName = keyof typeof operatorCalls;

/** The hook of a staff call by the call's name: a full session holding its permission key (OPERATOR_CALL_PERMISSIONS). */
type StaffHook = (name: StaffCallName) => { preHandler: preHandlerHookHandler };

/** Registers a staff call by its name, with any extras of its own (a larger body). */
type StaffRoute = <K extends StaffCallName>(name: K, handler: ContractHandler<(typeof operatorCalls)[K]>, options?: ContractRouteOptions) => void;

/**
 * The one way a staff call is registered: the call's name gives both its declaration and its
 * session check, so a route can never guard itself with another call's permission.
 */
export function staffRouter(app: FastifyInstance, staff: StaffHook): StaffRoute {
  return (name, handler, options = {}) => contractRoute(app, operatorCalls[name], handler, { ...options, ...staff(name) });
}

/**
 * An area of the back office that lives in a module of its own (内容管理, 客服工作台): the
 * composition root hands each to the staff calls, which register it with their kit, so the back
 * office never imports the modules whose calls it guards.
 */
export type StaffArea = (kit: StaffRouteKit) => void | Promise<void>;

/** A refusal a back-office service throws: its HTTP status and the message staff read. */
export interface StaffRefusal extends Error {
  readonly status: number;
}

/**
 * Runs a service step and answers its refusals (errors of the given classes) as the call's HTTP
 * status with their message; anything else stays a fault.
 */
export async function answeringRefusals<T>(refusals: readonly (abstract new (...args: never[]) => StaffRefusal)[], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (refusals.some((refusal) => error instanceof refusal)) throw new HttpError((error as StaffRefusal).status, (error as StaffRefusal).message);
    throw error;
  }
}

/**
 * The handler's answer for a step whose answer is only its message: `refusing` (an area's
 * answeringRefusals) runs the step, then the call answers ok(null, message); the step's own result
 * is not shown to staff.
 */
export function answeringWithMessage(refusing: <T>(run: () => Promise<T>) => Promise<T>) {
  return async (message: string, step: () => Promise<unknown>) => {
    await refusing(step);
    return ok(null, message);
  };
}
