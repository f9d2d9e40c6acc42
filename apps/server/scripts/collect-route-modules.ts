// Writes src/composition/route-modules.generated.ts: every route module a file under src/platform or
// src/capabilities declares (`export const x = defineRouteModule({...})`), which app.ts registers,
// so a new capability's routes need no line in the composition root (issue #36).
// `pnpm --filter @cidp/server collect` runs it; route-modules.test.ts fails when the file is stale.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const srcDir = path.resolve(import.meta.dirname, "../src");
const generatedFile = path.join(srcDir, "composition/route-modules.generated.ts");
const DECLARATION = /^export const (\w+)(?::\s*\w+)? = defineRouteModule\(/gm;

/** Every module file of the two layers (tests, suites and benches aside), relative to src, in a stable order. */
function moduleFiles(): string[] {
  return ["platform", "capabilities"]
    .flatMap((layer) => readdirSync(path.join(srcDir, layer), { recursive: true, encoding: "utf8" }).map((file) => path.join(layer, file)))
    .filter((file) => file.endsWith(".ts") && !/\.(test|suite|bench)\.ts$/.test(file))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/** The route modules declared in the given sources (file relative to src → text), in file order. */
export function declaredRouteModules(sources: Readonly<Record<string, string>>): { file: string; name: string }[] {
  return Object.keys(sources)
    .sort()
    .flatMap((file) => [...(sources[file] ?? "").matchAll(DECLARATION)].map((match) => ({ file, name: match[1] ?? "" })));
}

/** route-modules.generated.ts for the given declarations. */
export function routeModulesSource(modules: readonly { file: string; name: string }[]): string {
  const imports = modules.map(({ file, name }) => `import { ${name} } from "../${file}";\n`).join("");
  return `// Written by apps/server/scripts/collect-route-modules.ts: do not edit.
// \`pnpm --filter @cidp/server collect\` rewrites it; route-modules.test.ts fails when it is stale.
import type { RouteModule } from "../http/route-module.ts";
${imports}
/** Every route module the platform and capability modules declare; app.ts registers each. */
export const routeModules: readonly RouteModule[] = [${modules.map(({ name }) => name).join(", ")}];
`;
}

/** What route-modules.generated.ts should hold now. */
export function currentRouteModulesSource(): string {
  const sources = Object.fromEntries(moduleFiles().map((file) => [file, readFileSync(path.join(srcDir, file), "utf8")]));
  return routeModulesSource(declaredRouteModules(sources));
}

/** The modules a generated file imports and lists, as `name from file`, in the list's order (Biome may reformat it). */
export function listedRouteModules(generated: string): string[] {
  const files = new Map([...generated.matchAll(/^import \{ (\w+) \} from "\.\.\/(.+)";$/gm)].map((match) => [match[1], match[2]]));
  const list = generated.match(/routeModules: readonly RouteModule\[\] = \[([^\]]*)\]/)?.[1] ?? "";
  return [...list.matchAll(/\w+/g)].map(([name]) => `${name} from ${files.get(name) ?? "?"}`);
}

/** Whether route-modules.generated.ts lists other modules than the modules declare. */
export function routeModulesStale(): boolean {
  let generated: string;
  try {
    generated = readFileSync(generatedFile, "utf8");
  } catch {
    return true;
  }
  return JSON.stringify(listedRouteModules(generated)) !== JSON.stringify(listedRouteModules(currentRouteModulesSource()));
}

if (import.meta.main) {
  writeFileSync(generatedFile, currentRouteModulesSource());
  execFileSync(path.resolve(import.meta.dirname, "../../../node_modules/.bin/biome"), ["check", "--write", generatedFile], { stdio: "inherit" });
}
