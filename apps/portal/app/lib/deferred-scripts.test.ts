import { describe, expect, it } from "vitest";
import { afterFirstPaint } from "./deferred-scripts.tsx";

// The shape of React Router's route-modules script (lazy route discovery on).
const routeModules = `;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  window.__reactRouterManifest = {"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client.js");`;

describe("afterFirstPaint", () => {
  it("waits for the first frame, hints every module, then imports the route modules in order and the entry last", () => {
    const text = afterFirstPaint(routeModules, ["/assets/entry.client.js", "/assets/framework.js", "/assets/root.js", "/assets/home.js"]);
    expect(text).not.toBeNull();
    const source = text ?? "";
    expect(source).not.toMatch(/^\s*import\s[^(]/m);
    const at = (needle: string) => source.indexOf(needle);
    expect(at("requestAnimationFrame")).toBeGreaterThanOrEqual(0);
    expect(source).toContain('["/assets/entry.client.js","/assets/framework.js","/assets/root.js","/assets/home.js"]');
    expect(at("requestAnimationFrame")).toBeLessThan(at('rel: "modulepreload"'));
    expect(at('rel: "modulepreload"')).toBeLessThan(at('const route0 = await import("/assets/root.js");'));
    expect(at("const route0 = await import")).toBeLessThan(at('const route1 = await import("/assets/home.js");'));
    expect(at("const route1 = await import")).toBeLessThan(at("window.__reactRouterRouteModules"));
    expect(at("window.__reactRouterRouteModules")).toBeLessThan(at('import("/assets/entry.client.js")'));
  });

  it("keeps a bare import (no lazy route discovery: the manifest module) among the deferred ones", () => {
    const source = afterFirstPaint(`import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");`, []) ?? "";
    expect(source).toContain('await import("/assets/manifest.js");');
    expect(source).toContain('const route0 = await import("/assets/root.js");');
  });

  it("leaves a script of another shape alone", () => {
    expect(afterFirstPaint("window.x = 1;", [])).toBeNull();
    expect(afterFirstPaint('import { a } from "/a.js";\nimport * as route0 from "/root.js";', [])).toBeNull();
  });
});
