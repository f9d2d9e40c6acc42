import { z } from "zod";
import { requestHeaders } from "./headers.ts";
import type { ContractRoute } from "./routes.contract.ts";

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** Query or path parameters from an object schema's properties. */
function parametersOf(schema: z.ZodType, location: "query" | "path"): JsonSchema[] {
  const json = toSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: location, required: location === "path" || required.has(name), schema: property }));
}

/** The OpenAPI 3.1 document of the given routes, generated from their zod schemas. */
export function buildOpenApiDocument(routes: readonly ContractRoute[], info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    const operation: JsonSchema = {
      summary: route.summary,
      tags: [route.tag],
      ...(route.designed ? { description: "designed: not shown in spec §7", "x-designed": true } : {}),
      parameters: [
        ...(route.params ? parametersOf(route.params, "path") : []),
        ...(route.query ? parametersOf(route.query, "query") : []),
        ...(route.auth === "business"
          ? [{ name: requestHeaders.companyId, in: "header", required: false, schema: { type: "string", pattern: "^\\d+$" } }]
          : []),
      ],
      ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: toSchema(route.body, "input") } } } } : {}),
      ...(route.auth === "none" ? {} : { security: [{ platformToken: [] }] }),
      responses: {
        "200": { description: "成功（业务结果见 code / success）", content: { "application/json": { schema: toSchema(route.response, "output") } } },
        "400": { description: "请求参数不正确" },
        ...(route.auth === "none" ? {} : { "401": { description: "未登录、登录已过期或已失效" }, "403": { description: "无权以该企业身份操作" } }),
      },
    };
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: "3.1.0",
    info,
    paths,
    components: { securitySchemes: { platformToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
  };
}
