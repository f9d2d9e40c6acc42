import { describe, expect, it } from "vitest";
import { declaredRouteModules, listedRouteModules, routeModulesSource, routeModulesStale } from "../../scripts/collect-route-modules.ts";
import { routeModules } from "./route-modules.generated.ts";

describe("collected route modules", () => {
  it("are up to date with what the modules declare (else: pnpm --filter @cidp/server collect)", () => {
    expect(routeModulesStale()).toBe(false);
  });

  it("are found by their exported defineRouteModule, in file order, and nothing else", () => {
    const sources = {
      "platform/b/routes.ts": "export const bRouteModule = defineRouteModule({ name: 'b' });\nexport async function bRoutes() {}",
      "capabilities/a/routes.ts": "export const aRouteModule: RouteModule = defineRouteModule({ name: 'a' });",
      "platform/c/routes.ts": "const hidden = defineRouteModule({ name: 'c' });",
    };
    const declared = declaredRouteModules(sources);
    expect(declared).toEqual([
      { file: "capabilities/a/routes.ts", name: "aRouteModule" },
      { file: "platform/b/routes.ts", name: "bRouteModule" },
    ]);
    expect(listedRouteModules(routeModulesSource(declared))).toEqual(["aRouteModule from capabilities/a/routes.ts", "bRouteModule from platform/b/routes.ts"]);
  });

  it("have distinct names", () => {
    const names = routeModules.map((module) => module.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });
});
