import { searchCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { createSearchRepository } from "./repository.ts";

/** 全局搜索: one query over the index every public content type writes into (indexer.ts). */
async function searchRoutes(app: FastifyInstance, { db, now }: { db: Database; now?: () => Date }) {
  const repository = createSearchRepository(db, now);
  contractRoute(app, searchCalls.search, async (request) => ok(await repository.search(request.query)));
}

/** The global search, registered by the composition root with the other collected route modules. */
export const searchRouteModule = defineRouteModule({
  name: "search",
  register: async (app, services) => {
    await app.register(searchRoutes, services);
  },
});
