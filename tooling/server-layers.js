// The layers of the services (ARCHITECTURE.md, "Server layers"): apps/server/src/platform/<module>
// below apps/server/src/capabilities/<module>, both below the composition root that wires them.
// One classification serves the ESLint rule (one file at a time) and the module graph (the whole
// tree, for the cycles an ESLint rule cannot see).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Capability imports of another capability that are tolerated for now, each `{ from, to }` with a
 * comment naming why and who removes it. Empty: the last one (tenders reusing procurement's
 * sealed-bid code) went when those mechanics moved to platform/sealed-bidding.
 */
export const capabilityAllowances = [];

/**
 * Where a file of apps/server/src stands, from its path relative to src:
 * - `platform`: a module of src/platform/<module>;
 * - `capability`: a module of src/capabilities/<module>;
 * - `composition`: the composition root, which alone wires capabilities and platform together:
 *   app.ts, main.ts, cli.ts, composition/** (with prepare.ts and the seeds: the seeding of
 *   every module), composition/**, the test support that builds the composed app the same way
 *   (testing/**, contract-tests/**), and the tests outside the modules (security/*.test.ts…),
 *   which test the composed whole;
 * - `foundation`: everything else (db, http, plugins, security, pdf, runtime, config): below every module.
 * A module's own tests (`test`: true) are the module's code: they keep to its layer, but may
 * import the test support and the composition root, since they drive the composed app in-process.
 */
export function placeOf(relative) {
  const parts = relative.split(/[\\/]/);
  const test = TEST_FILE.test(relative);
  if (parts[0] === "platform" && parts.length > 2) return { layer: "platform", module: `platform/${parts[1]}`, test };
  if (parts[0] === "capabilities" && parts.length > 2) return { layer: "capability", module: `capabilities/${parts[1]}`, test };
  const composition = test || ["app.ts", "main.ts", "cli.ts"].includes(parts.join("/")) || ["composition", "testing", "contract-tests"].includes(parts[0]);
  return { layer: composition ? "composition" : "foundation", module: null, test };
}

/** Tests and their support (a module's test harness): `x.test.ts`, `x.suite.ts`, `x.bench.ts`, `x-harness.ts`. */
const TEST_FILE = /(\.(test|suite|bench)|-harness)\.ts$/;

const allowed = (from, to) => capabilityAllowances.some((entry) => entry.from === from && entry.to === to);

/**
 * Why an import from `from` to `to` (places of placeOf) breaks the layers, or null. `typeOnly`:
 * the import brings types only (erased at run time).
 */
export function layerViolation(from, to, typeOnly) {
  if (from.module && from.module === to.module) return null;
  if (from.layer === "foundation" && (to.layer === "platform" || to.layer === "capability") && !typeOnly) return "foundationImportsModule";
  if (from.layer === "platform" && to.layer === "capability") return "platformImportsCapability";
  if (from.layer === "capability" && to.layer === "capability" && !allowed(from.module, to.module)) return "capabilityImportsCapability";
  if ((from.layer === "platform" || from.layer === "capability") && to.layer === "composition" && !from.test) return "moduleImportsComposition";
  return null;
}

export const layerMessages = {
  foundationImportsModule: "基础代码（db、http、plugins…）不得引用平台或能力模块 '{{to}}'：请由组合根（app.ts）把它传进来。",
  platformImportsCapability:
    "平台模块 '{{from}}' 不得引用能力模块 '{{to}}'：请在平台模块中定义端口（如 OrderableKind、ReviewSource），由能力模块实现、在组合根（src/composition、app.ts）注册；共用类型请下移到平台。",
  capabilityImportsCapability: "能力模块 '{{from}}' 不得引用能力模块 '{{to}}'：共用的机制请下移到平台模块，组合请放到组合根（src/composition）。",
  moduleImportsComposition: "模块 '{{from}}' 不得引用组合根（app.ts、src/composition…）：依赖只能向下。",
};

const serverSrcOf = (file) => /^(.*[\\/]apps[\\/]server[\\/]src)[\\/]/.exec(file)?.[1] ?? null;

/** Whether an ESTree import/export node brings types only. */
function typeOnlyNode(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  if (node.type === "ImportDeclaration") return specifiers.length > 0 && specifiers.every((s) => s.type === "ImportSpecifier" && s.importKind === "type");
  if (node.type === "ExportNamedDeclaration") return specifiers.length > 0 && specifiers.every((s) => s.exportKind === "type");
  return false;
}

/** ESLint rule: the imports of apps/server/src keep to the layers (see placeOf and layerViolation). */
export const serverLayerRule = {
  meta: { type: "problem", schema: [], messages: layerMessages },
  create(context) {
    const src = serverSrcOf(context.filename);
    if (!src) return {};
    const from = placeOf(path.relative(src, context.filename));
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const relative = path.relative(src, target);
      if (relative.startsWith("..")) return;
      const to = placeOf(relative);
      const messageId = layerViolation(from, to, typeOnlyNode(node));
      if (messageId) context.report({ node: node.source, messageId, data: { from: from.module ?? "", to: to.module ?? relative } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** The relative imports of one TypeScript source: `{ specifier, typeOnly }`, including re-exports and `import()`. */
export function importsOf(code, fileName = "file.ts") {
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const typeOnly = Boolean(clause?.isTypeOnly || (clause && !clause.name && named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: Boolean(node.isTypeOnly || (named && named.length > 0 && named.every((e) => e.isTypeOnly))),
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found.filter((entry) => entry.specifier.startsWith("."));
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return entry.isFile() && entry.name.endsWith(".ts") ? [full] : [];
  });
}

/**
 * The module graph of a services source tree (`src`): its modules (platform/x, capabilities/y)
 * and, for each value import from one module into another, the files that make it. Type-only
 * imports are erased at run time and make no edge; test files make none either unless
 * `includeTests`.
 */
export function moduleGraph(src, { includeTests = false } = {}) {
  const modules = ["platform", "capabilities"].flatMap((layer) =>
    fs.existsSync(path.join(src, layer))
      ? fs
          .readdirSync(path.join(src, layer), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${layer}/${entry.name}`)
      : [],
  );
  const edges = new Map();
  for (const file of sourceFiles(src)) {
    if (!includeTests && TEST_FILE.test(file)) continue;
    const from = placeOf(path.relative(src, file)).module;
    if (!from) continue;
    for (const { specifier, typeOnly } of importsOf(fs.readFileSync(file, "utf8"), file)) {
      if (typeOnly) continue;
      const relative = path.relative(src, path.resolve(path.dirname(file), specifier));
      const to = relative.startsWith("..") ? null : placeOf(relative).module;
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const targets = edges.get(from);
      targets.set(to, [...(targets.get(to) ?? []), path.relative(src, file)]);
    }
  }
  return { modules, edges };
}

/** The strongly connected groups of more than one module (Tarjan): each is a cycle of imports. */
export function moduleCycles({ modules, edges }) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const v of new Set([...modules, ...edges.keys()])) if (!index.has(v)) connect(v);
  return cycles;
}

/** Every edge of the graph that breaks the layers (the rule's verdict on whole modules), with its files. */
export function upwardEdges({ edges }) {
  const found = [];
  for (const [from, targets] of edges)
    for (const [to, files] of targets) {
      const verdict = layerViolation(placeOf(`${from}/x.ts`), placeOf(`${to}/x.ts`), false);
      if (verdict) found.push({ from, to, verdict, files });
    }
  return found;
}

// `node tooling/server-layers.js [src] [--edges]`: the figures, the cycles and the upward edges.
if (import.meta.url === `file://${process.argv[1]}`) {
  const src = path.resolve(process.argv[2] && !process.argv[2].startsWith("--") ? process.argv[2] : "apps/server/src");
  const graph = moduleGraph(src);
  const cycles = moduleCycles(graph);
  const upward = upwardEdges(graph);
  const edgeCount = [...graph.edges.values()].reduce((sum, targets) => sum + targets.size, 0);
  console.log(
    `modules ${graph.modules.length}, edges ${edgeCount}, modules in cycles ${cycles.reduce((n, c) => n + c.length, 0)}, cycles ${cycles.length}, upward edges ${upward.length}`,
  );
  for (const cycle of cycles) console.log(`cycle (${cycle.length}): ${cycle.join(" ")}`);
  for (const edge of upward) console.log(`upward ${edge.from} -> ${edge.to} (${edge.verdict}): ${[...new Set(edge.files)].join(", ")}`);
  if (process.argv.includes("--edges"))
    for (const [from, targets] of graph.edges) for (const [to, files] of targets) console.log(`${from} -> ${to}: ${[...new Set(files)].join(", ")}`);
}
