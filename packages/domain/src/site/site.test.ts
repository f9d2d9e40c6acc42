import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { xssPayloads } from "../testing/corpora.ts";
import { itMapsEach } from "../testing/table-cases.ts";
import { searchTarget, showsBanner } from "./banner.ts";
import { footerColumns, footerLinkTarget } from "./footer.ts";
import { companySelectorWidth, documentBranding, unreadBadgeText } from "./header-display.ts";
import { HomeSection, headerMenu, layoutBackground, logoNavigation, menuNavigation, parseHomeSection } from "./header-menu.ts";
import { hidesSection, isPlatformHideableSection, PLATFORM_HIDEABLE_SECTION_KEYS, platformHiddenSections } from "./hidden-sections.ts";
import { hotTopics, showsHotTopics } from "./hot-topics.ts";
import { industryFrontCssFlag } from "./industry-front-css.ts";
import { safeHref } from "./safe-href.ts";
import { DEFAULT_TOP_TEXT, topTextItems } from "./top-text.ts";

describe("industryFrontCssFlag", () => {
  const dict = (key: string | number) => [{ dictKey: "industry_front_css_flag", children: [{ dictKey: key }] }];
  it.each([
    ["CHANGCHUN", 1, false],
    ["CHANGCHUN", "2", true],
    ["CHANGCHUN", 3, true],
    ["CIDP", 1, true],
    ["CIDP", "2", false],
    ["CIDP", "3", true],
    [null, 1, true],
    ["JILIN", 0, false],
  ])("on %j with key %j is %j", (code, key, flag) => {
    expect(industryFrontCssFlag(dict(key), code)).toBe(flag);
  });

  it.each([null, [], [{ dictKey: "x" }], [{ dictKey: "x", children: [] }]])("starts false without a first child: %j", (entries) => {
    expect(industryFrontCssFlag(entries, "CIDP")).toBe(false);
  });
});

describe("topTextItems", () => {
  const dict = (n: number) => [{ dictKey: "industry_top_txt", children: Array.from({ length: n }, (_, i) => ({ dictKey: `/n/${i}`, dictValue: `t${i}` })) }];
  it("falls back to the launch congratulation with an empty url", () => {
    expect(topTextItems(null)).toBe(DEFAULT_TOP_TEXT);
    expect(topTextItems(dict(0))).toEqual([{ txt: "热烈祝贺省建筑产业数字化平台正式上线！", url: "" }]);
  });

  it.each([
    [1, 1],
    [2, 4],
    [3, 3],
  ])("with %i children gives %i lines (exactly 2 are doubled)", (n, lines) => {
    expect(topTextItems(dict(n))).toHaveLength(lines);
  });

  it("doubles two lines in order", () => {
    expect(topTextItems(dict(2)).map((item) => item.txt)).toEqual(["t0", "t1", "t0", "t1"]);
  });

  it("empties a javascript: link", () => {
    expect(topTextItems([{ dictKey: "x", children: [{ dictKey: "javascript:alert(1)", dictValue: "hi" }] }])).toEqual([{ txt: "hi", url: "" }]);
  });
});

describe("hot topics", () => {
  itMapsEach("for %j shows: %j", showsHotTopics, [
    [null, true],
    [{ platformCode: "CIDP" }, true],
    [{ platformCode: "CHANGCHUN" }, false],
  ]);

  it("maps dictKey to link and dictValue to text, dropping empty texts", () => {
    expect(
      hotTopics([
        { dictKey: "https://a.cn/x", dictValue: "热点" },
        { dictKey: "/y", dictValue: " " },
        { dictKey: 5, dictValue: "数字" },
      ]),
    ).toEqual([
      { link: "https://a.cn/x", text: "热点" },
      { link: "", text: "数字" },
    ]);
    expect(hotTopics(undefined)).toEqual([]);
  });
});

describe("header menu", () => {
  it("hides party building on CHANGCHUN only", () => {
    expect(headerMenu("CHANGCHUN").map((i) => i.section)).not.toContain("party-building");
    expect(headerMenu("CIDP")).toHaveLength(8);
    expect(headerMenu(null).at(-1)?.section).toBe("party-building");
  });

  // The platform's configured hidden sections decide; without a list the platform code's rule does.
  it.each([
    ["CIDP", undefined, true],
    ["CHANGCHUN", undefined, false],
    [null, null, true],
    ["CIDP", [], true],
    ["CIDP", ["partyBuilding"], false],
    ["CIDP", ["friendlyLinks"], true],
    ["CHANGCHUN", [], true],
    ["CHANGCHUN", ["partyBuilding", "friendlyLinks"], false],
    ["CHANGCHUN", ["friendlyLinks"], true],
    ["CIDP", ["party-building", "unknown"], true],
  ] as const)("platform %s hiding %j shows party building: %s", (code, hidden, shown) => {
    const sections = headerMenu(code, hidden).map((i) => i.section);
    expect(sections.includes(HomeSection.partyBuilding)).toBe(shown);
    expect(sections).toHaveLength(shown ? 8 : 7);
  });

  it.each([
    [HomeSection.news, "/default/home", { kind: "scroll", section: "news" }],
    [HomeSection.news, "/default/home/", { kind: "scroll", section: "news" }],
    [HomeSection.news, "/default/home?params=x", { kind: "scroll", section: "news" }],
    [HomeSection.news, "/default/news/news-list", { kind: "navigate", to: "/default/home?params=news" }],
    [HomeSection.supplyDemand, "/default/home/help", { kind: "navigate", to: "/default/home?params=supply-demand" }],
    [HomeSection.partyBuilding, "/default/home", { kind: "open-window", url: "/default/djyl/news-list?pageid=1&modulecode=202408150001" }],
    [HomeSection.partyBuilding, "/user/default", { kind: "open-window", url: "/default/djyl/news-list?pageid=1&modulecode=202408150001" }],
  ] as const)("%s clicked on %s", (section, path, target) => {
    expect(menuNavigation(section, path)).toEqual(target);
  });

  it("scrolls to the top on home when the logo is clicked, else goes home", () => {
    expect(logoNavigation("/default/home")).toEqual({ kind: "scroll", section: "top" });
    expect(logoNavigation("/default/news/news-list")).toEqual({ kind: "navigate", to: "/default/home" });
  });

  it("paints the home page white and every other page grey", () => {
    expect(layoutBackground("/default/home")).toBe("white");
    expect(layoutBackground("/default/news/news-list")).toBe("grey");
  });

  it("reads a section back from the params query", () => {
    for (const section of Object.values(HomeSection)) expect(parseHomeSection(section)).toBe(section);
    expect(parseHomeSection("constructor")).toBeNull();
    expect(parseHomeSection(null)).toBeNull();
  });
});

describe("banner", () => {
  itMapsEach("on %s shows: %j", showsBanner, [
    ["/default/home", true],
    ["/default/company/detail/", true],
    ["/default/company/more", true],
    ["/default/news/news-detail", true],
    ["/default/news/news-list", true],
    ["/default/news/news-list-h5", false],
    ["/default/global-search", false],
    ["/user/default", false],
  ]);

  it("sends a search to the global search page with the keyword", () => {
    expect(searchTarget(" 钢筋 & 水泥 ")).toBe("/default/global-search?keyword=%E9%92%A2%E7%AD%8B%20%26%20%E6%B0%B4%E6%B3%A5");
  });
});

describe("header display", () => {
  itMapsEach("badge for %d is %j", unreadBadgeText, [
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
  ]);

  itMapsEach("selector width for %j is %i", companySelectorWidth, [
    ["", 45],
    ["长春建工", 109],
    ["中建八局第一建设有限公司华北分公司", 45 + 16 * 17],
    ["一".repeat(21), 380],
  ]);

  it("never exceeds 380px and grows with the name", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const width = companySelectorWidth(name);
        expect(width).toBeLessThanOrEqual(380);
        expect(width).toBeGreaterThanOrEqual(45);
      }),
    );
  });

  it("takes title and icon from the platform, with fallbacks", () => {
    const fallback = { title: "门户", icon: "/favicon.png" };
    expect(documentBranding({ baseTitle: "长春平台", logoImg: "/l.png" }, fallback)).toEqual({ title: "长春平台", icon: "/l.png" });
    expect(documentBranding({ baseTitle: " ", logoImg: null }, fallback)).toEqual(fallback);
    expect(documentBranding(null, fallback)).toEqual(fallback);
  });
});

describe("footer", () => {
  const columns = [
    { articleTitle: "关于我们", children: [] },
    { articleTitle: "友情链接", children: [{ articleTitle: "住建厅", url: "https://zjt.example.cn" }] },
  ];

  it("hides the friendly-links column on CHANGCHUN only", () => {
    expect(footerColumns(columns, "CHANGCHUN").map((c) => c.articleTitle)).toEqual(["关于我们"]);
    expect(footerColumns(columns, "CIDP")).toHaveLength(2);
    expect(footerColumns(null, "CIDP")).toEqual([]);
  });

  it.each([
    ["CIDP", undefined, ["关于我们", "友情链接"]],
    ["CHANGCHUN", undefined, ["关于我们"]],
    ["CIDP", ["friendlyLinks"], ["关于我们"]],
    ["CIDP", ["partyBuilding"], ["关于我们", "友情链接"]],
    ["CHANGCHUN", [], ["关于我们", "友情链接"]],
    ["CHANGCHUN", ["friendlyLinks", "friendlyLinks"], ["关于我们"]],
    [null, null, ["关于我们", "友情链接"]],
  ] as const)("platform %s hiding %j shows the columns %j", (code, hidden, titles) => {
    expect(footerColumns(columns, code, hidden).map((c) => c.articleTitle)).toEqual(titles);
  });

  it.each([
    [
      { articleTitle: "a", url: "https://x.cn", id: 1 },
      { kind: "url", href: "https://x.cn" },
    ],
    [
      { articleTitle: "a", url: "", id: 7 },
      { kind: "help", to: "/default/home/help?id=7" },
    ],
    [
      { articleTitle: "a", url: "javascript:alert(1)", id: "9" },
      { kind: "help", to: "/default/home/help?id=9" },
    ],
    [{ articleTitle: "a" }, null],
  ])("%j goes to %j", (item, target) => {
    expect(footerLinkTarget(item)).toEqual(target);
  });
});

describe("safeHref", () => {
  itMapsEach("%j → %j", safeHref, [
    ["https://a.cn/x?y=1", "https://a.cn/x?y=1"],
    ["HTTP://a.cn", "HTTP://a.cn"],
    ["/default/home", "/default/home"],
    ["//cdn.example.cn/a", "//cdn.example.cn/a"],
    ["/\\evil.com", ""],
    ["javascript:alert(1)", ""],
    [" jav\tascript:alert(1)", ""],
    ["data:text/html,x", ""],
    ["vbscript:x", ""],
    ["news", ""],
    ["", ""],
    [null, ""],
  ]);

  it("never passes a payload of the XSS corpus that carries a script scheme", () => {
    for (const payload of xssPayloads()) {
      const href = safeHref(payload);
      expect(href === "" || /^(https?:\/\/|\/)/i.test(href)).toBe(true);
    }
  });
});

describe("platform hidden sections", () => {
  it("offers party building and the friendly links, in that order", () => {
    expect(PLATFORM_HIDEABLE_SECTION_KEYS).toEqual(["partyBuilding", "friendlyLinks"]);
    expect(isPlatformHideableSection("partyBuilding")).toBe(true);
    expect(isPlatformHideableSection("toString")).toBe(false);
    expect(isPlatformHideableSection(1)).toBe(false);
  });

  it.each([
    ["CHANGCHUN", undefined, ["partyBuilding", "friendlyLinks"]],
    ["CHANGCHUN", null, ["partyBuilding", "friendlyLinks"]],
    ["CIDP", undefined, []],
    [undefined, undefined, []],
    ["CHANGCHUN", [], []],
    ["CIDP", ["friendlyLinks", "partyBuilding", "friendlyLinks", "nope"], ["partyBuilding", "friendlyLinks"]],
  ] as const)("platform %s with the list %j hides %j", (code, hidden, expected) => {
    expect(platformHiddenSections(code, hidden)).toEqual(expected);
    for (const key of PLATFORM_HIDEABLE_SECTION_KEYS) expect(hidesSection(key, code, hidden)).toBe((expected as readonly string[]).includes(key));
  });
});
