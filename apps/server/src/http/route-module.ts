import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";

/** What the composition root hands every collected route module: the services they share. */
export interface RouteModuleServices {
  db: Database;
  /** The clock (tests move it forward); the wall clock when absent. */
  now?: () => Date;
}

/**
 * A module's routes, declared by the module itself: app.ts registers every one that
 * route-modules.generated.ts lists (scripts/collect-route-modules.ts finds each exported
 * `defineRouteModule(...)` under src/platform and src/capabilities), so a new capability's routes
 * need no line in the composition root. A module that needs more than these services (payments,
 * stored files, a seal) is still composed by hand in app.ts.
 */
export interface RouteModule {
  /** The module and what it serves, for the start-up log and errors. */
  name: string;
  register(app: FastifyInstance, services: RouteModuleServices): Promise<void>;
}

/** Declares a module's routes for the composition root to collect; the identity, kept for its type. */
export function defineRouteModule(module: RouteModule): RouteModule {
  return module;
}
