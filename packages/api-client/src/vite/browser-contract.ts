import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type CallDeclaration, wireCallOf } from "../contract/define-call.ts";

const contractDir = join(dirname(fileURLToPath(import.meta.url)), "../contract");
// The contract's helpers (defineCall, requestPartsOf), its barrel and the picture addresses (plain
// functions a page calls to write srcset) hold no schema: they stay as they are.
const kept = new Set(["define-call.ts", "index.ts", "media.contract.ts"]);

// What a schema (or a function that builds one) becomes in the browser: unused, it is dropped;
// used, it says at once where the check belongs instead of failing somewhere inside zod.
const unavailable = `const unavailable = (name) => {
  const fail = () => {
    throw new Error(name + " is not in the browser bundle: the contract's schemas stay on the server (check input in a route action or loader)");
  };
  return new Proxy(function () {}, { get: fail, apply: fail, construct: fail });
};`;

function isDeclaration(value: object): value is CallDeclaration {
  const { method, path, response } = value as Partial<CallDeclaration>;
  return typeof method === "string" && typeof path === "string" && typeof response === "object" && response !== null && "_zod" in response;
}

function sourceOf(value: unknown, name: string): string {
  if (typeof value === "function" || (typeof value === "object" && value !== null && "_zod" in value)) {
    return `/* @__PURE__ */ unavailable(${JSON.stringify(name)})`;
  }
  if (Array.isArray(value)) return `[${value.map((item, index) => sourceOf(item, `${name}[${index}]`)).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    if (isDeclaration(value)) return JSON.stringify(wireCallOf(value));
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${sourceOf(item, `${name}.${key}`)}`)
      .join(", ")} }`;
  }
  return value === undefined ? "undefined" : JSON.stringify(value);
}

/**
 * The browser's version of a contract module, from the module's evaluated exports: each call
 * declaration in its wire form (method, path, auth, input field names), plain data as it is, and
 * a throwing stand-in for each schema or schema builder. No zod, so no zod in the bundle.
 */
export function wireModuleSource(exports: Record<string, unknown>): string {
  const lines = Object.entries(exports).map(([name, value]) => `export const ${name} = ${sourceOf(value, name)};`);
  return `${unavailable}\n${lines.join("\n")}\n`;
}

/**
 * Vite plugin for the bundle a browser loads: the contract's modules arrive in their wire form
 * (`wireModuleSource`), evaluated in Node at build time, so neither the schemas nor zod ship. The
 * typed functions then send exactly what they send on the server, and skip the answer's check,
 * which the services already made. Builds only: the dev server serves the contract as it is.
 */
export function browserContract() {
  return {
    name: "@cidp/api-client:browser-contract",
    apply: "build" as const,
    applyToEnvironment: (environment: { config: { consumer: string } }) => environment.config.consumer === "client",
    async load(id: string): Promise<string | null> {
      const file = id.split("?", 1)[0] ?? id;
      if (dirname(file) !== contractDir || kept.has(basename(file)) || !file.endsWith(".ts") || file.endsWith(".test.ts")) return null;
      return wireModuleSource((await import(pathToFileURL(file).href)) as Record<string, unknown>);
    },
  };
}
