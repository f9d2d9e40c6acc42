import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { type CallDeclaration, contractRoutes, requestPartsOf, wireCallOf } from "../contract/index.ts";
import { browserContract, wireModuleSource } from "./browser-contract.ts";

const contractDir = join(dirname(fileURLToPath(import.meta.url)), "../contract");
const client = { config: { consumer: "client" } };

/** Evaluates a generated module as the browser would. */
async function evaluate(source: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`)) as Record<string, unknown>;
}

/** An input naming every field a call declares, with values its path accepts. */
function fullInput(declaration: CallDeclaration): Record<string, unknown> {
  const keys = [declaration.params, declaration.query, declaration.body].flatMap((part) => (part ? Object.keys(part.shape) : []));
  return Object.fromEntries([...keys, "extra"].map((key) => [key, `${key}-1`]));
}

describe("the browser's contract", () => {
  it("splits every call's input exactly as the full declaration does", () => {
    for (const declaration of contractRoutes) {
      const input = fullInput(declaration);
      expect(requestPartsOf(wireCallOf(declaration), input), `${declaration.method} ${declaration.path}`).toEqual(requestPartsOf(declaration, input));
    }
  });

  it("keeps calls (in wire form) and plain data, and replaces schemas with stand-ins that explain themselves", async () => {
    const load = browserContract().load;
    const source = await load(join(contractDir, "member.contract.ts"));
    expect(source).not.toMatch(/zod/);
    const real = (await import(pathToFileURL(join(contractDir, "member.contract.ts")).href)) as Record<string, unknown>;
    const browser = await evaluate(source ?? "");
    expect(Object.keys(browser).sort()).toEqual(Object.keys(real).sort());
    expect(browser.memberPaths).toEqual(real.memberPaths);
    expect(() => (browser.loginRequestSchema as { parse: unknown }).parse).toThrow(/not in the browser bundle/);
  });

  it("turns every declaration of a call group into its wire form", async () => {
    const real = (await import(pathToFileURL(join(contractDir, "notice.contract.ts")).href)) as { noticeCalls: Record<string, CallDeclaration> };
    const browser = (await evaluate(wireModuleSource(real))) as { noticeCalls: Record<string, unknown> };
    expect(browser.noticeCalls).toEqual(Object.fromEntries(Object.entries(real.noticeCalls).map(([name, call]) => [name, wireCallOf(call)])));
  });

  it("keeps each call's permission keys, by which pages offer only what the member's role may do", () => {
    for (const declaration of contractRoutes)
      expect(wireCallOf(declaration).permission, `${declaration.method} ${declaration.path}`).toEqual(declaration.permission);
    expect(contractRoutes.filter((declaration) => wireCallOf(declaration).permission !== undefined).length).toBeGreaterThan(100);
  });

  it("swaps every contract module but the helpers, the barrel and the picture addresses, in browser builds only", async () => {
    const load = browserContract().load;
    const modules = readdirSync(contractDir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    const swapped = await Promise.all(modules.map(async (file) => [file, (await load(join(contractDir, file))) !== null] as const));
    expect(swapped.filter(([, wire]) => !wire).map(([file]) => file)).toEqual(["define-call.ts", "index.ts", "media.contract.ts"]);
    expect(await load(join(contractDir, "../member.api.ts"))).toBeNull();
    expect(browserContract().applyToEnvironment({ config: { consumer: "server" } })).toBe(false);
    expect(browserContract().applyToEnvironment(client)).toBe(true);
  });
});
