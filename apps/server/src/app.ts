import Fastify, { type FastifyServerOptions } from "fastify";
import type { Database } from "./db/database.ts";
import { cmsRoutes } from "./modules/cms/routes.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";

/** What the app needs from outside: its database and logger settings. */
export interface AppDependencies {
  db: Database;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the platform services app; it does not listen, so tests drive it with `inject`. */
export async function buildApp({ db, logger = false }: AppDependencies) {
  const app = Fastify({ logger, trustProxy: true, bodyLimit: 1_048_576 });
  registerErrorHandler(app);
  app.get("/health", async () => ({ status: "ok" }));
  await app.register(cmsRoutes, { db });
  return app;
}
