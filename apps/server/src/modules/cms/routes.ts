import { cmsPaths, platformConfigListResponse } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { ok } from "../../http/envelope.ts";
import { createCmsRepository } from "./repository.ts";

/** The CMS service: platform configuration and, later, the home content. */
export async function cmsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = createCmsRepository(db);
  app.get(cmsPaths.platformConfigList, async () => platformConfigListResponse.parse(ok(await repository.listPlatformConfigs())));
}
