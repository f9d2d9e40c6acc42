import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical.ts";

const origin = "https://jz.example.cn";

/** The canonical of a whole address (its path and query), on `origin`. */
const canonicalOf = (address: string) => {
  const url = new URL(address, origin);
  return canonicalUrl(origin, url.pathname, url.search);
};

describe("canonicalUrl", () => {
  it.each([
    ["/default/news/news-detail?id=12&utm_source=baidu&from=timeline", "/default/news/news-detail?id=12"],
    ["/default/news/news-detail?from=timeline&id=12", "/default/news/news-detail?id=12"],
    ["/default/news/news-list?current=2&spm=a.b&validity=repealed&category=policy", "/default/news/news-list?category=policy&validity=repealed&current=2"],
    ["/default/news/news-list?category=news&current=1", "/default/news/news-list"],
    ["/default/news/news-list-h5?current=3&category=industry", "/default/news/news-list-h5?category=industry&current=3"],
    ["/default/home?params=news&bd_vid=123", "/default/home"],
    ["/default/djyl/news-list?modulecode=202408150001&pageid=1", "/default/djyl/news-list?pageid=1&modulecode=202408150001"],
    ["/default/company/more?current=2&grade=%E7%89%B9%E7%BA%A7&regionCode=2201", "/default/company/more?regionCode=2201&grade=%E7%89%B9%E7%BA%A7&current=2"],
    ["/default/global-search?keyword=%E9%92%A2%E6%9D%90&from=banner", "/default/global-search?keyword=%E9%92%A2%E6%9D%90"],
    ["/default/global-search/privacy-policy?version=2024-08-01&ref=footer", "/default/global-search/privacy-policy?version=2024-08-01"],
    ["/default/home/help?id=7#top", "/default/home/help?id=7"],
    ["/default/open-api/open?x=1", "/default/open-api/open"],
    ["/sign-up2?channel=sms", "/sign-up2"],
    [
      "/default/comprehensives-ervices/law-services/legal/package-detail?from=home&id=3",
      "/default/comprehensives-ervices/law-services/legal/package-detail?id=3",
    ],
    [
      "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-detail?id=5&spm=x",
      "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-detail?id=5",
    ],
    [
      "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-video?chapter=9&id=5",
      "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-video?id=5&chapter=9",
    ],
    [
      "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-list?price=free&current=2&category=%E5%90%88%E5%90%8C%E7%AE%A1%E7%90%86",
      "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-list?category=%E5%90%88%E5%90%8C%E7%AE%A1%E7%90%86&price=free&current=2",
    ],
    [
      "/default/comprehensives-ervices/law-services/lawyer/lawyer-list?id=4&from=search",
      "/default/comprehensives-ervices/law-services/lawyer/lawyer-list?id=4",
    ],
  ])("%s → %s", (address, canonical) => {
    expect(canonicalOf(address)).toBe(`${origin}${canonical}`);
  });

  it("keeps the first of a repeated parameter and drops empty values", () => {
    expect(canonicalOf("/default/news/news-detail?id=3&id=4")).toBe(`${origin}/default/news/news-detail?id=3`);
    expect(canonicalOf("/default/news/news-detail?id=&x=1")).toBe(`${origin}/default/news/news-detail`);
    expect(canonicalOf("/default/news/news-detail?id=%20%205%20")).toBe(`${origin}/default/news/news-detail?id=5`);
  });

  it("spells the path as the route does: no trailing slash, the route's case", () => {
    expect(canonicalOf("/Default/News/News-Detail/?id=3")).toBe(`${origin}/default/news/news-detail?id=3`);
    expect(canonicalOf("/default/home/")).toBe(`${origin}/default/home`);
  });

  it("keeps an unknown path but none of its parameters", () => {
    expect(canonicalOf("/default/no-such-page?id=1")).toBe(`${origin}/default/no-such-page`);
  });

  it("is absolute on the origin it is given (the request's host)", () => {
    expect(canonicalUrl("http://127.0.0.1:3000", "/default/home", "")).toBe("http://127.0.0.1:3000/default/home");
  });
});

describe("canonicalUrl (properties)", () => {
  const paths = fc.constantFrom(
    "/default/home",
    "/default/news/news-list",
    "/default/news/news-detail",
    "/default/company/more",
    "/default/djyl/news-list",
    "/default/global-search",
    "/default/other",
  );
  const names = fc.constantFrom(
    "id",
    "category",
    "validity",
    "current",
    "pageid",
    "modulecode",
    "regionCode",
    "keyword",
    "utm_source",
    "from",
    "params",
    "spm",
  );
  const values = fc.oneof(fc.constantFrom("1", "2", "news", "policy", " ", ""), fc.string({ maxLength: 8 }));
  /** Parameters with distinct names, so their order is all that differs between permutations. */
  const parameters = fc.uniqueArray(fc.tuple(names, values), { selector: ([name]) => name, maxLength: 8 });
  const searchOf = (pairs: readonly (readonly [string, string])[]) => `?${new URLSearchParams(pairs.map(([n, v]) => [n, v])).toString()}`;

  it("is idempotent: the canonical of a canonical is itself", () => {
    fc.assert(
      fc.property(paths, parameters, (path, pairs) => {
        const once = canonicalUrl(origin, path, searchOf(pairs));
        const url = new URL(once);
        expect(canonicalUrl(origin, url.pathname, url.search)).toBe(once);
      }),
    );
  });

  it("drops every parameter that does not select content", () => {
    fc.assert(
      fc.property(paths, parameters, (path, pairs) => {
        const kept = [...new URL(canonicalUrl(origin, path, searchOf(pairs))).searchParams.keys()];
        for (const name of kept) expect(["utm_source", "from", "params", "spm"]).not.toContain(name);
        // A page that takes no parameter keeps none.
        if (path === "/default/home" || path === "/default/other") expect(kept).toEqual([]);
      }),
    );
  });

  it("does not depend on the order the parameters came in", () => {
    fc.assert(
      fc.property(
        paths,
        parameters.chain((pairs) => fc.tuple(fc.constant(pairs), fc.shuffledSubarray(pairs, { minLength: pairs.length, maxLength: pairs.length }))),
        (path, [pairs, shuffled]) => {
          expect(canonicalUrl(origin, path, searchOf(shuffled))).toBe(canonicalUrl(origin, path, searchOf(pairs)));
        },
      ),
    );
  });

  it("keeps a content parameter's value as given, when it is not the default", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (value) => {
        const expected = value.trim();
        const kept = new URL(canonicalUrl(origin, "/default/news/news-detail", searchOf([["id", value]]))).searchParams.get("id");
        expect(kept).toBe(expected === "" ? null : expected);
      }),
    );
  });
});
