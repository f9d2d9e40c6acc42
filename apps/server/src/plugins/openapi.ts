import { buildOpenApiDocument, contractRoutes } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";

/** Where the OpenAPI document of the contract is served (for the portal's open-api page). */
export const OPENAPI_PATH = "/api/openapi.json";

/** Serves the OpenAPI document generated once from the zod contract. */
export function registerOpenApi(app: FastifyInstance): void {
  let document: Record<string, unknown> | null = null;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= buildOpenApiDocument(contractRoutes, { title: "建筑产业互联网平台 · 平台服务接口", version: "1.0.0" });
    reply.header("cache-control", "public, max-age=300");
    return document;
  });
}
