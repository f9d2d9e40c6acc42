import { openPaths, openSandboxCalls } from "@cidp/api-client/contract";
import { apiOrigin } from "../../lib/api-origin.server.ts";

/** One call of the open API, as the developer page lists it. */
export interface OpenOperation {
  method: string;
  path: string;
  summary: string;
  scope: string;
  parameters: string[];
}

/** The demo's sandbox app, where the installation has one. */
export interface Sandbox {
  clientId: string;
  clientSecret: string;
  businessName: string;
}

type RawOperation = { summary?: string; security?: { clientCredentials?: string[] }[]; parameters?: { name: string }[] };

/** The open API's calls from its own OpenAPI document (the token endpoint is described apart). */
export async function loadOpenOperations(): Promise<OpenOperation[]> {
  const response = await fetch(`${apiOrigin()}${openPaths.document}`);
  if (!response.ok) throw new Error(`open document ${response.status}`);
  const document = (await response.json()) as { paths?: Record<string, Record<string, RawOperation>> };
  return Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith(`${openPaths.v1}/`))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? "",
        scope: op.security?.[0]?.clientCredentials?.[0] ?? "",
        parameters: (op.parameters ?? []).map((parameter) => parameter.name),
      })),
    );
}

/** The sandbox app's credentials, or null (an installation without the demo data has none). */
export async function loadSandbox(): Promise<Sandbox | null> {
  const response = await fetch(`${apiOrigin()}${openSandboxCalls.sandbox.path}`);
  if (!response.ok) return null;
  return ((await response.json()) as { data: Sandbox | null }).data;
}
