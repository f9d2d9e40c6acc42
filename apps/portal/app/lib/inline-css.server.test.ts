import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { INLINE_CSS_LIMIT, stylesheetInliner } from "./inline-css.server.ts";

const builds: string[] = [];
afterAll(() => {
  for (const dir of builds) rmSync(dir, { recursive: true, force: true });
});

function clientBuild(files: Record<string, string>): URL {
  const dir = mkdtempSync(path.join(tmpdir(), "client-"));
  builds.push(dir);
  mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return pathToFileURL(`${dir}/`);
}

describe("stylesheetInliner", () => {
  it("gives the text of a small sheet of the build, and null for a large one (it stays a link)", () => {
    const text = stylesheetInliner(clientBuild({ "assets/small-a1.css": ".a{color:red}", "assets/large-b2.css": "x".repeat(INLINE_CSS_LIMIT + 1) }));
    expect(text("/assets/small-a1.css")).toBe(".a{color:red}");
    expect(text("/assets/large-b2.css")).toBeNull();
  });

  it("reads nothing but the build's own sheets, and a missing one is linked", () => {
    const text = stylesheetInliner(clientBuild({ "secret.css": ".s{}" }));
    expect(text("/assets/../secret.css")).toBeNull();
    expect(text("/secret.css")).toBeNull();
    expect(text("/assets/missing-c3.css")).toBeNull();
  });
});
