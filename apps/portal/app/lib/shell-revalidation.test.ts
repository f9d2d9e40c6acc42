import { describe, expect, it } from "vitest";
import { revalidatesLayout, revalidatesRoot } from "./shell-revalidation.ts";

const at = (path: string, host = "http://portal.test") => new URL(path, host);

// [what happens, from, to, form method, the framework's default, root reloads, layout reloads]
const cases: [string, string, string, string | undefined, boolean, boolean, boolean][] = [
  ["a link to another public page", "/default/home", "/default/news/news-list", undefined, false, false, false],
  ["the next page of a list (search params only)", "/default/news/news-list", "/default/news/news-list?current=2", undefined, true, false, false],
  ["a GET filter form", "/default/company/more", "/default/company/more?keyword=%E9%92%A2", "GET", true, false, false],
  ["another member page", "/user/default", "/user/notice", undefined, false, false, false],
  ["a member page's tab", "/user/notice", "/user/notice?tab=2", undefined, true, false, false],
  ["into the member center", "/default/home", "/user/default", undefined, false, false, true],
  ["out of the member center", "/user/default", "/default/home", undefined, false, false, true],
  ["an explicit reload (user-info refresh, business switch)", "/user/default", "/user/default", undefined, true, true, true],
  ["a hash on the same page", "/default/home", "/default/home#section", undefined, true, true, true],
  ["a successful action", "/user/password/edit", "/user/password/edit", "POST", true, true, true],
  ["an action that redirects elsewhere", "/user/building-materials/add-inquiry-sheet", "/user/my-inquiry/detail?id=3", "POST", true, true, true],
  ["a refused action (4xx)", "/user/password/edit", "/user/password/edit", "POST", false, false, false],
  ["a fetcher's delete", "/user/bankcard/bankcard", "/user/bankcard/bankcard", "DELETE", true, true, true],
  ["another host (another platform)", "/default/home", "http://cc.portal.test/default/home", undefined, false, true, true],
];

describe("the frame's data across navigations", () => {
  it.each(cases)("%s: root %s → %s", (_what, from, to, formMethod, defaultShouldRevalidate, root, layout) => {
    const args = { currentUrl: at(from), nextUrl: at(to), formMethod: formMethod as "GET" | undefined, defaultShouldRevalidate };
    expect(revalidatesRoot(args)).toBe(root);
    expect(revalidatesLayout(args)).toBe(layout);
  });
});
