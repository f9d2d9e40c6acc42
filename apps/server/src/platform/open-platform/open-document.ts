import { type CallDeclaration, OPEN_TOKEN_ERRORS, openApiCalls, openPaths, openTokenAnswer, openTokenError } from "@cidp/api-client/contract";
import { OPEN_SCOPE_LABELS, OPEN_SCOPES } from "@cidp/domain";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

/** A call's query fields as OpenAPI parameters. */
function parametersOf(declaration: CallDeclaration) {
  if (!declaration.query) return [];
  const object = schemaOf(declaration.query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: object.required?.includes(name) ?? false,
    schema,
  }));
}

const failure = (description: string) => ({
  description,
  content: {
    "application/json": {
      schema: { type: "object", properties: { code: { type: "integer" }, msg: { type: "string" }, data: { type: "null" }, success: { const: false } } },
    },
  },
});

/**
 * The open API's own OpenAPI 3.1 document: the token endpoint and the calls an app may make
 * (`openApiCalls`), with their scopes as OAuth 2.0 client-credentials scopes, and nothing of the
 * platform's internal or staff calls. Built from the same declarations the routes register.
 */
export function openApiDocument(): JsonSchema {
  const calls = Object.values(openApiCalls) as CallDeclaration[];
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    paths[call.path] = {
      [call.method.toLowerCase()]: {
        summary: call.summary,
        tags: [call.scope],
        security: [{ clientCredentials: call.scope ? [call.scope] : [] }],
        parameters: parametersOf(call),
        responses: {
          200: { description: "成功（统一信封：code、msg、data、success）", content: { "application/json": { schema: schemaOf(call.response, "output") } } },
          400: failure("参数不正确"),
          401: failure('缺少访问令牌，或令牌无效、过期、已撤销（WWW-Authenticate: Bearer error="invalid_token"）'),
          403: failure('令牌缺少此接口的权限范围（error="insufficient_scope"）'),
          429: failure("超出每分钟次数或每日配额（见 Retry-After 头，单位秒）"),
        },
      },
    };
  }
  paths[openPaths.token] = {
    post: {
      summary: "获取访问令牌（OAuth 2.0 客户端凭证模式，RFC 6749 §4.4）",
      tags: ["oauth"],
      requestBody: {
        required: true,
        content: {
          "application/x-www-form-urlencoded": {
            schema: {
              type: "object",
              required: ["grant_type"],
              properties: {
                grant_type: { const: "client_credentials" },
                scope: { type: "string", description: "以空格分隔的权限范围；省略时为应用的全部权限范围" },
                client_id: { type: "string", description: "未使用 HTTP Basic 认证时提供" },
                client_secret: { type: "string", description: "未使用 HTTP Basic 认证时提供" },
              },
            },
          },
        },
      },
      responses: {
        200: { description: "访问令牌", content: { "application/json": { schema: schemaOf(openTokenAnswer, "output") } } },
        400: { description: `请求错误：${OPEN_TOKEN_ERRORS.join("、")}`, content: { "application/json": { schema: schemaOf(openTokenError, "output") } } },
        401: {
          description: "invalid_client：client_id 或密钥不正确，或应用已停用",
          content: { "application/json": { schema: schemaOf(openTokenError, "output") } },
        },
      },
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "建筑产业互联网平台 · 开放接口",
      version: "1.0.0",
      description: "企业在会员中心「开放接口应用」注册应用后，用 client_id 与密钥换取访问令牌，按权限范围读取本企业与平台公开的数据。",
    },
    tags: [...OPEN_SCOPES.map((scope) => ({ name: scope, description: OPEN_SCOPE_LABELS[scope] })), { name: "oauth", description: "令牌" }],
    paths,
    components: {
      securitySchemes: {
        clientCredentials: {
          type: "oauth2",
          flows: {
            clientCredentials: { tokenUrl: openPaths.token, scopes: Object.fromEntries(OPEN_SCOPES.map((scope) => [scope, OPEN_SCOPE_LABELS[scope]])) },
          },
        },
      },
    },
  };
}
