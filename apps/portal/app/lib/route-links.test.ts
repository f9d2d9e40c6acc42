import { describe, expect, it } from "vitest";
import { routeLinkDescriptors } from "./route-links.tsx";

describe("routeLinkDescriptors", () => {
  it("lists each matched route's CSS, then its own links, in match order", () => {
    const links = routeLinkDescriptors(
      ["root", "layout", "home"],
      { root: { css: ["/a.css"] }, layout: {}, home: { css: ["/c.css"] } },
      { layout: { links: () => [{ rel: "preload", href: "/font.woff2", as: "font" }] } },
    );
    expect(links).toEqual([
      { rel: "stylesheet", href: "/a.css" },
      { rel: "preload", href: "/font.woff2", as: "font" },
      { rel: "stylesheet", href: "/c.css" },
    ]);
  });

  it("drops a stylesheet shared by two routes the second time", () => {
    const links = routeLinkDescriptors(["root", "home"], { root: { css: ["/ui.css"] }, home: { css: ["/ui.css", "/home.css"] } }, {});
    expect(links.map((link) => link.href)).toEqual(["/ui.css", "/home.css"]);
  });

  it("links a stylesheet a lazy chunk also loads at its plain address, so the chunk's preload finds it and fetches nothing", () => {
    const links = routeLinkDescriptors(["root", "home"], { root: { css: ["/assets/ui.css#"] }, home: { css: ["/assets/ui.css", "/assets/home.css#"] } }, {});
    expect(links.map((link) => link.href)).toEqual(["/assets/ui.css", "/assets/home.css"]);
  });

  it("skips page-prefetch descriptors and routes missing from the manifest", () => {
    const links = routeLinkDescriptors(["root", "gone"], { root: { css: [] } }, { root: { links: () => [{ page: "/default/home" }] } });
    expect(links).toEqual([]);
  });
});
