// Proves the services' layer rule is live (tooling/server-layers.js): each bad import is flagged
// and the same import written the allowed way passes; the module graph finds a planted cycle and
// the real tree has none.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importing, importingType, lintMessages, root } from "./lint-text.ts";
import { importsOf, moduleCycles, moduleGraph, upwardEdges } from "./server-layers.js";

const src = "apps/server/src";

async function layerFindings(file: string, code: string): Promise<string[]> {
  const messages = await lintMessages(path.join(src, file), code);
  return messages.filter((m) => m.ruleId === "server/layers" || m.fatal).map((m) => m.ruleId);
}

const violations: Array<[string, string, string]> = [
  ["a platform module imports a capability", "platform/order/a.ts", importing("lessonKind", "../../capabilities/lesson/lesson-kind.ts")],
  ["a platform module imports a capability's types", "platform/search/a.ts", importingType("X", "../../capabilities/tender/schema.ts")],
  ["a platform module re-exports a capability", "platform/chat/a.ts", 'export { sealedChatRefusal } from "../../capabilities/tender/sealed-chat-guard.ts";\n'],
  ["a platform module loads a capability lazily", "platform/sitemap/a.ts", 'export const y = () => import("../../capabilities/shop/schema.ts");\n'],
  ["a capability imports another capability", "capabilities/shop/a.ts", importing("x", "../catalogue/schema.ts")],
  ["tenders import procurement (the temporary allowance is gone)", "capabilities/tender/a.ts", importing("x", "../procurement/quotation-seal.ts")],
  ["a capability imports another capability's types", "capabilities/labor/a.ts", importingType("X", "../project/schema.ts")],
  ["a capability's demo seed imports another capability", "capabilities/finance/seed.ts", importing("x", "../project/seed.ts")],
  ["a capability's test imports another capability", "capabilities/shop/shop.test.ts", importing("x", "../catalogue/schema.ts")],
  ["a platform module's test imports a capability", "platform/sitemap/sitemap.test.ts", importing("x", "../../capabilities/shop/schema.ts")],
  ["a platform module imports the composition root", "platform/order/a.ts", importing("x", "../../composition/orderable-kinds.ts")],
  ["a capability imports the app", "capabilities/vip/a.ts", importing("buildApp", "../../app.ts")],
  ["a module's production code imports the test support", "platform/upload/a.ts", importing("seed", "../../composition/seed.ts")],
  ["a plugin imports a platform module", "plugins/a.ts", importing("members", "../platform/member/schema.ts")],
];

const allowed: Array<[string, string, string]> = [
  ["a capability imports the platform", "capabilities/tender/a.ts", importing("x", "../../platform/order/order-events.ts")],
  ["a platform module imports another platform module", "platform/invoice/a.ts", importing("x", "../order/schema.ts")],
  ["a module imports its own files", "capabilities/shop/a.ts", importing("x", "./schema.ts")],
  ["a module imports the foundation", "platform/chat/a.ts", importing("ok", "../../http/envelope.ts")],
  [
    "the app composes capabilities",
    "app.ts",
    'import { a } from "./capabilities/shop/routes.ts";\nimport { b } from "./capabilities/catalogue/routes.ts";\nexport const y = [a, b];\n',
  ],
  [
    "the composition folder composes capabilities",
    "composition/a.ts",
    'import { a } from "../capabilities/lesson/lesson-kind.ts";\nimport { b } from "../platform/order/orderable-kinds.ts";\nexport const y = [a, b];\n',
  ],
  ["the seed composes capabilities", "composition/seed.ts", importing("a", "../capabilities/shop/seed.ts")],
  ["a module's test drives the composed test app", "platform/order/a.test.ts", importing("createTestApp", "../../testing/test-app.ts")],
  ["a foundation file imports a module's types", "plugins/a.ts", importingType("X", "../platform/member/schema.ts")],
];

describe("services layer rule (server/layers)", () => {
  it.each(violations)("fails when %s", async (_name, file, code) => {
    expect(await layerFindings(file, code)).toContain("server/layers");
  });

  it.each(allowed)("passes when %s", async (_name, file, code) => {
    expect(await layerFindings(file, code)).toEqual([]);
  });
});

describe("import reading of the module graph", () => {
  it.each([
    ['import { a } from "./a.ts";', false],
    ['import type { A } from "./a.ts";', true],
    ['import { type A, type B } from "./a.ts";', true],
    ['import { type A, b } from "./a.ts";', false],
    ['import a, { type B } from "./a.ts";', false],
    ['export { a } from "./a.ts";', false],
    ['export type { A } from "./a.ts";', true],
    ['const a = () => import("./a.ts");', false],
    ['import "./a.ts";', false],
  ])("%s is type-only: %s", (code, typeOnly) => {
    expect(importsOf(code)).toEqual([{ specifier: "./a.ts", typeOnly }]);
  });

  it("ignores package imports", () => {
    expect(importsOf('import { z } from "zod";\nimport { x } from "../y.ts";\n')).toEqual([{ specifier: "../y.ts", typeOnly: false }]);
  });
});

describe("module graph", () => {
  const planted = fs.mkdtempSync(path.join(os.tmpdir(), "server-layers-"));
  const write = (file: string, code: string) => {
    fs.mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    fs.writeFileSync(path.join(planted, file), code);
  };
  afterAll(() => fs.rmSync(planted, { recursive: true, force: true }));

  it("finds a planted cycle between platform modules, and not one made of types or tests", () => {
    write("platform/a/x.ts", 'import { b } from "../b/y.ts";\nexport const a = b;\n');
    write("platform/b/y.ts", 'import { c } from "../c/z.ts";\nexport const b = c;\n');
    write("platform/c/z.ts", 'import { a } from "../a/x.ts";\nexport const c = a;\n');
    write("platform/d/w.ts", 'import type { a } from "../a/x.ts";\nexport const d = 1;\n');
    write("platform/a/t.ts", 'import { d } from "../d/w.ts";\nexport const t = d;\n');
    write("platform/d/w.test.ts", 'import { t } from "../a/t.ts";\nexport const u = t;\n');
    expect(moduleCycles(moduleGraph(planted))).toEqual([["platform/a", "platform/b", "platform/c"]]);
    expect(moduleCycles(moduleGraph(planted, { includeTests: true }))).toEqual([["platform/a", "platform/b", "platform/c", "platform/d"]]);
  });

  it("names the upward edges with the files that make them", () => {
    write("capabilities/shop/s.ts", 'import { x } from "../catalogue/c.ts";\nexport const s = x;\n');
    write("capabilities/catalogue/c.ts", "export const x = 1;\n");
    write("platform/a/u.ts", 'import { s } from "../../capabilities/shop/s.ts";\nexport const u = s;\n');
    const found = upwardEdges(moduleGraph(planted)).map(({ from, to, verdict, files }) => [from, to, verdict, files]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["capabilities/shop", "capabilities/catalogue", "capabilityImportsCapability", ["capabilities/shop/s.ts"]],
        ["platform/a", "capabilities/shop", "platformImportsCapability", ["platform/a/u.ts"]],
      ]),
    );
  });

  it("the services have no module cycle and no edge against the layers", () => {
    const graph = moduleGraph(path.join(root, src));
    expect(moduleCycles(graph)).toEqual([]);
    expect(upwardEdges(graph)).toEqual([]);
  });
});
