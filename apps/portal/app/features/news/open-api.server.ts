import { platformPaths } from "@cidp/api-client/contract";
import { apiOrigin } from "../../lib/api-origin.server.ts";

/** One operation of the document, as the open-api page lists it. */
export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  designed: boolean;
  needsLogin: boolean;
  parameters: { name: string; in: string; required: boolean; type: string }[];
  requestBody: string | null;
  response: string | null;
}

type RawOperation = {
  summary?: string;
  tags?: string[];
  "x-designed"?: boolean;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: { type?: string } }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const schemaText = (schema: unknown) => (schema === undefined ? null : JSON.stringify(schema, null, 2));

/** The services' OpenAPI document, grouped by tag, operations in path order. */
export async function loadOpenApiGroups(): Promise<{ tag: string; operations: ApiOperation[] }[]> {
  const response = await fetch(`${apiOrigin()}${platformPaths.openApi}`);
  if (!response.ok) throw new Error(`openapi ${response.status}`);
  const document = (await response.json()) as { paths?: Record<string, Record<string, RawOperation>> };
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, operations] of Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(operations)) {
      const tag = op.tags?.[0] ?? "other";
      const list = groups.get(tag) ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? "",
        designed: op["x-designed"] === true,
        needsLogin: (op.security?.length ?? 0) > 0,
        parameters: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: p.required === true, type: p.schema?.type ?? "" })),
        requestBody: schemaText(op.requestBody?.content?.["application/json"]?.schema),
        response: schemaText(op.responses?.["200"]?.content?.["application/json"]?.schema),
      });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()].map(([tag, operations]) => ({ tag, operations }));
}
