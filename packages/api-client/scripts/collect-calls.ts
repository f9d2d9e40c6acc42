// Keeps the contract's two gatherings of its modules in step with the files of src/contract, so a
// new service's calls need no line in a hand-kept list (issue #36):
//   - src/contract/index.ts re-exports, by name (the lint wants names, not `export *`), what every
//     `*.calls.ts` exports: what `@cidp/api-client/contract` offers, typed;
//   - call-modules.generated.ts lists every `*.calls.ts` and `*.contract.ts` module, from which
//     routes.contract.ts gathers the call and download declarations the server registers.
// `pnpm --filter @cidp/api-client collect` rewrites both; collected-calls.test.ts fails when either is stale.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const contractDir = path.resolve(import.meta.dirname, "../src/contract");
const indexFile = path.join(contractDir, "index.ts");
const modulesFile = path.join(contractDir, "call-modules.generated.ts");

/** Biome's order of module names (`legal.calls.ts` before `legal-services.calls.ts`), so formatting leaves the file as written. */
const byModuleName = (a: string, b: string) => a.replaceAll(".", " ").localeCompare(b.replaceAll(".", " "), "en");

/** The contract's modules of one kind, sorted so the output does not depend on the file system's order. */
function modulesEnding(files: readonly string[], suffix: string): string[] {
  return files.filter((file) => file.endsWith(suffix)).sort(byModuleName);
}

function parse(source: string): ts.SourceFile {
  return ts.createSourceFile("module.ts", source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
}

const unmarked = (name: string) => name.replace(/^type /, "");
const byName = (a: string, b: string) => unmarked(a).localeCompare(unmarked(b), "en");

/** A module's exported names, read from its source; type-only ones (interfaces, aliases) marked `type`. */
export function exportedNames(source: string): string[] {
  const names: string[] = [];
  for (const statement of parse(source).statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.push(`${statement.isTypeOnly || element.isTypeOnly ? "type " : ""}${element.name.text}`);
    } else if (!exported) {
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      names.push(`type ${statement.name.text}`);
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
      names.push(statement.name.text);
    }
  }
  return names.sort(byName);
}

/** The re-exports of `*.calls.ts` modules in an index's source: module file → names, and where each statement is. */
function callsReExports(source: string): { names: Map<string, string[]>; spans: [number, number][] } {
  const names = new Map<string, string[]>();
  const spans: [number, number][] = [];
  const file = parse(source);
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = statement.moduleSpecifier.text.replace(/^\.\//, "");
    if (!module.endsWith(".calls.ts")) continue;
    const clause = statement.exportClause && ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements : [];
    const listed = clause.map((element) => `${statement.isTypeOnly || element.isTypeOnly ? "type " : ""}${element.name.text}`);
    names.set(module, [...(names.get(module) ?? []), ...listed].sort(byName));
    // From the statement itself (a comment above it stays) to the end of its line.
    const end = source.indexOf("\n", statement.getEnd());
    spans.push([statement.getStart(file), end < 0 ? source.length : end + 1]);
  }
  return { names, spans };
}

/** What every `*.calls.ts` of the given modules (file name → source) exports. */
function callsExports(sources: Readonly<Record<string, string>>): Map<string, string[]> {
  return new Map(modulesEnding(Object.keys(sources), ".calls.ts").map((file) => [file, exportedNames(sources[file] ?? "")]));
}

/** The `*.calls.ts` modules whose exports the index does not re-export exactly (missing, extra or out of date). */
export function staleIndexModules(indexSource: string, sources: Readonly<Record<string, string>>): string[] {
  const wanted = callsExports(sources);
  const { names } = callsReExports(indexSource);
  const modules = new Set([...wanted.keys(), ...names.keys()]);
  return [...modules].filter((module) => JSON.stringify(wanted.get(module) ?? null) !== JSON.stringify(names.get(module) ?? null)).sort(byModuleName);
}

/** The index with its `*.calls.ts` re-exports replaced by what those modules export now (Biome sorts them in). */
export function indexWithCalls(indexSource: string, sources: Readonly<Record<string, string>>): string {
  const { spans } = callsReExports(indexSource);
  let kept = indexSource;
  for (const [start, end] of [...spans].reverse()) kept = `${kept.slice(0, start)}${kept.slice(end)}`;
  const lines = [...callsExports(sources)].map(([file, names]) => `export { ${names.join(", ")} } from "./${file}";`);
  return `${kept.trimEnd()}\n${lines.join("\n")}\n`;
}

/** `legal-services.calls.ts` → `legalServicesCallsModule`: a namespace name no module exports itself. */
function namespaceOf(file: string): string {
  const words = file.replace(/\.ts$/, "").split(/[.-]/);
  return `${words.map((word, index) => (index === 0 ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`)).join("")}Module`;
}

/** call-modules.generated.ts for the given file names of src/contract. */
export function callModulesSource(files: readonly string[]): string {
  // routes.contract.ts is the gatherer itself (it reads this file), not a declaring module.
  const contracts = modulesEnding(files, ".contract.ts").filter((file) => file !== "routes.contract.ts");
  const declaring = [...modulesEnding(files, ".calls.ts"), ...contracts].sort(byModuleName);
  return `// Written by packages/api-client/scripts/collect-calls.ts from the modules beside it: do not edit.
// \`pnpm --filter @cidp/api-client collect\` rewrites it; collected-calls.test.ts fails when it is stale.
${declaring.map((file) => `import * as ${namespaceOf(file)} from "./${file}";\n`).join("")}
/** Every module of the contract that may declare calls or downloads; routes.contract.ts picks them out. */
export const callModules: readonly Readonly<Record<string, unknown>>[] = [
${declaring.map((file) => `  ${namespaceOf(file)},\n`).join("")}];
`;
}

/** The contract's modules as they are now (file name → source), tests and generated files aside. */
function contractSources(): Record<string, string> {
  const files = readdirSync(contractDir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".generated.ts"));
  return Object.fromEntries(files.map((file) => [file, readFileSync(path.join(contractDir, file), "utf8")]));
}

/** What is out of date: `*.calls.ts` modules the index re-exports wrongly, and the module list if it differs. */
export function staleCollections(): string[] {
  const sources = contractSources();
  const stale = staleIndexModules(sources["index.ts"] ?? "", sources);
  if (readFileSync(modulesFile, "utf8") !== callModulesSource(Object.keys(sources))) stale.push(path.basename(modulesFile));
  return stale;
}

if (import.meta.main) {
  const sources = contractSources();
  writeFileSync(indexFile, indexWithCalls(sources["index.ts"] ?? "", sources));
  writeFileSync(modulesFile, callModulesSource(Object.keys(sources)));
  // Biome puts the new re-exports in its order among the rest (and wraps long ones).
  execFileSync(path.resolve(import.meta.dirname, "../../../node_modules/.bin/biome"), ["check", "--write", indexFile, modulesFile], { stdio: "inherit" });
}
