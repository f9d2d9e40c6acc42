import { sitemapCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { createSitemapRepository } from "./repository.ts";

/** The public content's ids and change times, from which the portal builds its sitemaps. */
async function sitemapRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = createSitemapRepository(db);
  contractRoute(app, sitemapCalls.files, async () => ok(await repository.files()));
  contractRoute(app, sitemapCalls.entries, async (request) => {
    const { type, after, before, size } = request.query;
    return ok(await repository.entries(type, after, size, before));
  });
}

/** The sitemaps of the public pages, registered by the composition root with the other collected route modules. */
export const sitemapRouteModule = defineRouteModule({
  name: "sitemap",
  register: async (app, services) => {
    await app.register(sitemapRoutes, services);
  },
});
