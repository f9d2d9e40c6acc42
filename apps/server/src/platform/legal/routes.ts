import { legalCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createLegalRepository } from "./repository.ts";

/** 用户协议, 隐私政策, 版权声明: the version in force, or the one a member accepted (`version`). */
async function legalRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const repository = createLegalRepository(db);
  contractRoute(app, legalCalls.document, async (request) => {
    const { key, version } = request.query;
    const document = await repository.find(key, version, now());
    if (!document) throw refuse("not_found", "文档不存在");
    return ok({
      key: document.key,
      title: document.title,
      version: document.version,
      effectiveTime: formatDateTime(document.effectiveAt),
      sections: document.sections,
    });
  });
}

/** The legal documents and their versions, registered by the composition root with the other collected route modules. */
export const legalRouteModule = defineRouteModule({
  name: "legal",
  register: async (app, services) => {
    await app.register(legalRoutes, services);
  },
});
