// The portal runs React Router with a patch (patches/react-router@8.4.0.patch) that keeps each
// matcher's results per path and builds the server's route tree once per build: these pin that a
// kept match answers like a fresh one, that what one request does with its matches never reaches
// the next, and that the documents of one build share what the route tree is kept by.
import { createRequestHandler, createStaticHandler, type EntryContext, type ServerBuild, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";

const routes = [
  {
    id: "root",
    path: "/",
    loader: () => null,
    children: [
      { id: "home", index: true, loader: () => "home" },
      { id: "news", path: "default/news-detail/:id", loader: () => "news" },
      { id: "member", path: "user/:page", loader: () => "member" },
      { id: "any", path: "*", loader: () => "any" },
    ],
  },
];

async function matchesOf(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = (await handler.query(new Request(`http://portal.test${path}`))) as StaticHandlerContext;
  return context.matches.map((match) => ({ id: match.route.id, params: { ...match.params }, pathname: match.pathname }));
}

describe("route matching, kept per path", () => {
  it.each([
    ["/", ["root", "home"], {}],
    ["/default/news-detail/7", ["root", "news"], { id: "7" }],
    ["/default/news-detail/8", ["root", "news"], { id: "8" }],
    ["/user/default", ["root", "member"], { page: "default" }],
    ["/no/such/page", ["root", "any"], { "*": "no/such/page" }],
  ])("%s matches the same routes and params the first time and the second", async (path, ids, params) => {
    const handler = createStaticHandler(routes);
    for (let time = 0; time < 2; time++) {
      const matches = await matchesOf(handler, path);
      expect(matches.map((match) => match.id)).toEqual(ids);
      expect(matches.at(-1)?.params).toEqual(params);
    }
  });

  it("hands every caller its own matches: changing one request's params leaves the next one's as they were", async () => {
    const handler = createStaticHandler(routes);
    const query = (path: string) => handler.query(new Request(`http://portal.test${path}`)) as Promise<StaticHandlerContext>;
    const one = await query("/default/news-detail/7");
    const leaf = one.matches.at(-1);
    if (!leaf) throw new Error("no match");
    (leaf.params as Record<string, string>).id = "changed";
    // The matches of one answer share their params object, as React Router builds them.
    expect(one.matches[0]?.params).toBe(leaf.params);
    const two = await query("/default/news-detail/7");
    expect(two.matches.at(-1)?.params).toEqual({ id: "7" });
    expect(two.matches.at(-1)).not.toBe(leaf);
  });
});

describe("the server's route tree, once per build", () => {
  it("hands every document of one build the same route modules, which the kept route tree is checked against", async () => {
    const seen: EntryContext["routeModules"][] = [];
    const route = { id: "root", path: "", hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false };
    const build = {
      entry: {
        module: {
          default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
            seen.push(context.routeModules);
            return new Response("page", { status, headers });
          },
        },
      },
      routes: { root: { ...route, module: { default: () => null } } },
      assets: { entry: { module: "/entry.js", imports: [] }, routes: { root: { ...route, module: "/root.js" } }, url: "/manifest.js", version: "1" },
      publicPath: "/",
      assetsBuildDirectory: "build/client",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    } as unknown as ServerBuild;
    const handle = createRequestHandler(build, "production");
    for (const path of ["/", "/", "/?page=2"]) expect((await handle(new Request(`http://portal.test${path}`))).status).toBe(200);
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
  });
});
