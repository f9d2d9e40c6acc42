import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";

// Every page's title names the site (标题 - 建筑产业互联网平台): a member with ten tabs open, or a
// screen reader announcing the window, must know whose page it is. The title is written by the
// helpers of page-meta.ts, which add the platform's own name; a `meta` that returns a bare
// `{ title }` leaves it out (about 25 member pages did).

/** Every route module of the table, nested ones included. */
function routeFiles(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

const appDir = path.resolve(import.meta.dirname, "../..");

describe("page titles", () => {
  it("every route's meta goes through page-meta's helpers, which add the site's name", () => {
    const files = routeFiles(routes as RouteConfigEntry[]);
    expect(files.length).toBeGreaterThan(100);
    const bare = files.filter((file) => {
      const source = readFileSync(path.join(appDir, file), "utf8");
      const meta = /export (?:function|const) meta\b[\s\S]*?\n\}/.exec(source)?.[0];
      return meta !== undefined && /\[\s*\{\s*title:/.test(meta);
    });
    expect(bare).toEqual([]);
  });
});
