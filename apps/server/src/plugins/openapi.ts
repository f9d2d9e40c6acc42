import { openPaths, operatorHeaders, platformPaths, requestHeaders, STAFF_API_PREFIX } from "@cidp/api-client/contract";
import { OPEN_SCOPE_LABELS } from "@cidp/domain";
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** Where the OpenAPI document is served (for the portal's open-api page). */
export const OPENAPI_PATH = platformPaths.openApi;

type Operation = { description?: string; "x-designed"?: boolean; parameters?: unknown[]; security?: unknown[] };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: { securitySchemes?: Record<string, unknown> } };

/** The security scheme of a staff call (http/contract-route.ts names it on every `auth: "operator"` route). */
const STAFF_SCHEME = "operatorSession";

/** Whether an operation is the back office's: made with a staff session. */
const isStaffOperation = (operation: Operation) =>
  operation.security?.some((scheme) => typeof scheme === "object" && scheme !== null && STAFF_SCHEME in scheme) === true;

/** Whether a path is the back office's (its log-in and enrolment are made before a staff session exists). */
const isStaffPath = (path: string) => path === STAFF_API_PREFIX || path.startsWith(`${STAFF_API_PREFIX}/`);

/**
 * The public document: what visitors, members and third parties may call. The back office's staff
 * API is left out whole (its paths, its session scheme): it is reachable through the back office's
 * origin only, and the public need not learn its shape. Marks the operations we designed (spec §7
 * "path: not shown") with `x-designed`, and documents the selected-company header on every call
 * that needs a member.
 */
function publicDocument(document: Document): Document {
  delete document.components?.securitySchemes?.[STAFF_SCHEME];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (isStaffPath(path) || Object.values(operations).some(isStaffOperation)) {
      delete document.paths?.[path];
      continue;
    }
    for (const operation of Object.values(operations)) {
      if (operation.description?.startsWith("designed")) operation["x-designed"] = true;
      if (operation.security?.length) {
        operation.parameters = [
          ...(operation.parameters ?? []),
          { name: requestHeaders.companyId, in: "header", required: false, description: "所选企业编号", schema: { type: "string", pattern: "^\\d+$" } },
        ];
      }
    }
  }
  return document;
}

/**
 * Generates the OpenAPI document from the routes actually registered (@fastify/swagger, with the
 * zod schemas of their contract declarations turned into JSON Schema), so it cannot drift from
 * what the server answers. Register it before the routes; only contract routes carry tags, the
 * rest (login-site pages, the store mount, health) stay out.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "建筑产业互联网平台 · 平台服务接口", version: "1.0.0" },
      components: {
        securitySchemes: {
          platformToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          // An app's access token (the open API, platform/open-platform): OAuth 2.0 client credentials.
          openAppToken: { type: "oauth2", flows: { clientCredentials: { tokenUrl: openPaths.token, scopes: OPEN_SCOPE_LABELS } } },
          // The back office's staff session: the staff routes name it; the public document drops both.
          [STAFF_SCHEME]: { type: "apiKey", in: "header", name: operatorHeaders.session },
        },
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: (input) => publicDocument(jsonSchemaTransformObject(input) as Document) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  let document: unknown = null;
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    document ??= app.swagger();
    reply.header("cache-control", "public, max-age=300");
    return document;
  });
}
