import { SEARCH_KINDS } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { CANONICAL_PAGES } from "../../lib/seo/canonical.ts";
import { memberCenterRoutes } from "../../member-center-routes.ts";
import { hitPath } from "./search-links.ts";

/**
 * The public pages that show one thing by its id, and why a search hit does not open them where
 * no kind of the search does. Every other such page is where some kind's hits lead.
 */
const NOT_A_HIT_PAGE: Readonly<Record<string, string>> = {
  "/default/news/news-detail": "articles found by search open in the search's own reader (global-search-news-detail), which leads back to the results",
  "/default/knowledge-base/knowledge-details": "the same: knowledge articles open in the search's reader",
  "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-video": "a chapter of a lesson: search finds the lesson, whose page lists its chapters",
  "/shop/app": "the phone layout of the shop that search opens at /shop/pc",
};

/**
 * The kinds whose hits open a member-center page, and why: a visitor following one is asked to log
 * in and comes back to it (every /user page does that).
 */
const MEMBER_CENTER_HIT: Readonly<Partial<Record<(typeof SEARCH_KINDS)[number], string>>> = {
  inquiry: "an open public inquiry is read and quoted by a certified supplier in 我的报价; its 询价单 has no public page",
};

/** The public pages whose canonical address is chosen by an id (`?id=` or `?company=`). */
const DETAIL_PAGES = [...CANONICAL_PAGES].filter((path) => /detail|details|help|lawyer-list|lawlesson-video|^\/shop\/(pc|app)$/.test(path));

describe("search covers every public detail page", () => {
  it("each detail page is where a kind's hits open, or says why not", () => {
    const hitPages = new Set(SEARCH_KINDS.map((kind) => hitPath(kind, 1, "钢材").split("?")[0]));
    expect(DETAIL_PAGES.length).toBeGreaterThan(15);
    const uncovered = DETAIL_PAGES.filter((path) => !hitPages.has(path) && !(path in NOT_A_HIT_PAGE));
    expect(uncovered).toEqual([]);
  });

  it("each kind's hit opens a public page that keeps the id in its canonical address", () => {
    for (const kind of SEARCH_KINDS.filter((k) => !(k in MEMBER_CENTER_HIT))) {
      const [path = "", query = ""] = hitPath(kind, 7, "钢材").split("?");
      expect(CANONICAL_PAGES.has(path), kind).toBe(true);
      expect(query, kind).toMatch(/(^|&)(id|company)=7(&|$)/);
    }
  });

  it("a kind whose hit opens the member center opens a page that exists there, with the id", () => {
    const pages = new Set(memberCenterRoutes.map((route) => `/${route.path}`));
    for (const kind of Object.keys(MEMBER_CENTER_HIT) as (typeof SEARCH_KINDS)[number][]) {
      const [path = "", query = ""] = hitPath(kind, 7, "钢材").split("?");
      expect(pages.has(path), kind).toBe(true);
      expect(query, kind).toMatch(/(^|&)id=7(&|$)/);
    }
  });
});
