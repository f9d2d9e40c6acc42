import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { isUnread, markAllNoticesRead, markNoticeRead, type Notice } from "./notice.ts";
import { noticeNavigation, noticeOpening } from "./notice-routing.ts";
import { DEFAULT_NOTICE_TAB, drawerListQuery, messageListPath, NOTICE_TABS, openingNoticeTab, parseNoticeTab, tabUnreadCount } from "./notice-tabs.ts";

const notice = (patch: Partial<Notice>): Notice => ({ id: 42, title: "t", content: "c", createTime: "2026-01-01 10:00:00", isRead: 0, ...patch });

describe("noticeNavigation", () => {
  it.each([
    ["switchType 66 does nothing", { switchType: 66, jumpUrl: "/x?id=", pageSource: 0 }, { kind: "none" }],
    ["switchType 11 does nothing", { switchType: 11, jumpUrl: "/x?id=", pageSource: 1 }, { kind: "none" }],
    [
      "switchType 1 opens jumpUrl + notice id",
      { switchType: 1, jumpUrl: "/order/detail?id=" },
      { kind: "open-site", target: "/order/detail?id=42", center: false, newWindow: true },
    ],
    ["switchType 47 likewise", { switchType: 47, jumpUrl: "/a?n=" }, { kind: "open-site", target: "/a?n=42", center: false, newWindow: true }],
    ["switchType 125 likewise", { switchType: 125, jumpUrl: "/b/" }, { kind: "open-site", target: "/b/42", center: false, newWindow: true }],
    ["switchType 1 without a url does nothing", { switchType: 1, jumpUrl: "" }, { kind: "none" }],
    [
      "jumpType 1 appends optId, pageSource 0 navigates",
      { jumpType: 1, optId: 9, jumpUrl: "/user/notice/detail?id=", pageSource: 0 },
      { kind: "navigate", to: "/user/notice/detail?id=9" },
    ],
    ["jumpType 1 with optId -1 appends nothing", { jumpType: 1, optId: -1, jumpUrl: "/user/notice", pageSource: 3 }, { kind: "navigate", to: "/user/notice" }],
    ["jumpType 2 stops", { jumpType: 2, jumpUrl: "/x", pageSource: 0 }, { kind: "none" }],
    ["jumpType 3 stops", { jumpType: 3, jumpUrl: "/x", pageSource: 1 }, { kind: "none" }],
    [
      "pageSource 1 opens the sibling page with the token",
      { jumpType: 0, jumpUrl: "/mat/x", pageSource: 1 },
      { kind: "open-site", target: "/mat/x", center: false, newWindow: true },
    ],
    [
      "pageSource 2 opens it with the center flag",
      { jumpType: 0, jumpUrl: "/mat/x", pageSource: 2 },
      { kind: "open-site", target: "/mat/x", center: true, newWindow: true },
    ],
    ["pageSource 3 navigates in the app", { jumpUrl: "/user/my-bid/default", pageSource: 3 }, { kind: "navigate", to: "/user/my-bid/default" }],
    ["an outside address never navigates in the app", { jumpUrl: "//evil.cn/x", pageSource: 0 }, { kind: "none" }],
    ["an unknown pageSource does nothing", { jumpUrl: "/x", pageSource: 7 }, { kind: "none" }],
    ["no url does nothing", { pageSource: 0 }, { kind: "none" }],
  ])("%s", (_name, patch, navigation) => {
    expect(noticeNavigation(notice(patch))).toEqual(navigation);
  });

  it("never navigates inside the app to anything but a site path", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (jumpUrl, pageSource, jumpType) => {
        const result = noticeNavigation(notice({ jumpUrl, pageSource, jumpType }));
        if (result.kind === "navigate") expect(result.to).toMatch(/^\/(?!\/)/);
      }),
    );
  });
});

describe("notice read state", () => {
  const list = [notice({ id: 1 }), notice({ id: 2 }), notice({ id: 3, isRead: 1 })];

  it("marks one clicked notice read", () => {
    expect(markNoticeRead(list, 2).map(isUnread)).toEqual([true, false, false]);
    expect(markNoticeRead(list, "1").map(isUnread)).toEqual([false, true, false]);
  });

  it("marks all read", () => {
    expect(markAllNoticesRead(list).some(isUnread)).toBe(false);
  });

  it("keeps an already-read notice as the same object", () => {
    expect(markNoticeRead(list, 3)[2]).toBe(list[2]);
  });
});

describe("notice tabs", () => {
  it("opens on benefits (3), shows tabs 3, 0, 1, 2 and asks for the first page of 5", () => {
    expect(DEFAULT_NOTICE_TAB).toBe(3);
    expect(NOTICE_TABS.map((t) => t.tab)).toEqual([3, 0, 1, 2]);
    expect(drawerListQuery(1)).toEqual({ current: 1, size: 5, noticeType: 1 });
  });

  itMapsEach("reads code %j as tab %i", parseNoticeTab, [
    ["0", 0],
    [2, 2],
    ["3", 3],
    ["4", 3],
    ["", 3],
    [null, 3],
    ["abc", 3],
  ]);

  it("reads each tab's unread count, 0 when missing or broken", () => {
    const counts = { noticeType0: 2, noticeType1: 0, noticeType2: 11, noticeType3: Number.NaN };
    expect([0, 1, 2, 3].map((t) => tabUnreadCount(counts, t as 0 | 1 | 2 | 3))).toEqual([2, 0, 11, 0]);
    expect(tabUnreadCount(null, 0)).toBe(0);
  });

  it("sends view more to the message list on the same tab", () => {
    expect(messageListPath(0)).toBe("/default/message-list?code=0");
  });
});

describe("noticeOpening: the business a notice is about", () => {
  const actor = { currentBusinessId: "1", businessIds: ["1", "4"] };
  const routed = { jumpType: 0, jumpUrl: "/user/my-quotation/default?id=10", pageSource: 0 };
  it.each([
    ["the member's own notice opens as routed", { ...routed, businessId: null }, { kind: "navigate", to: "/user/my-quotation/default?id=10" }],
    [
      "the current business's notice opens as routed",
      { ...routed, businessId: 1, businessName: "吉林宏远" },
      { kind: "navigate", to: "/user/my-quotation/default?id=10" },
    ],
    [
      "another of the member's businesses is switched to first",
      { ...routed, businessId: 4, businessName: "长春华信钢结构工程有限公司" },
      { kind: "switch-then-navigate", businessId: "4", businessName: "长春华信钢结构工程有限公司", to: "/user/my-quotation/default?id=10" },
    ],
    [
      "a business the member has left is refused with the reason",
      { ...routed, businessId: 9, businessName: "四平建工" },
      { kind: "refuse", reason: "该通知属于“四平建工”，您已不是该企业的成员，无法查看。" },
    ],
    ["a notice routed nowhere opens its own page", { switchType: 66, jumpUrl: "/x", businessId: 4 }, { kind: "detail", to: "/user/notice/detail?id=42" }],
    [
      "a sibling site's page is not about the portal's company choice",
      { switchType: 1, jumpUrl: "/order/detail?id=", businessId: 4 },
      { kind: "open-site", target: "/order/detail?id=42", center: false, newWindow: true },
    ],
  ])("%s", (_name, patch, opening) => {
    expect(noticeOpening(notice(patch), actor)).toEqual(opening);
  });

  it("never leaves a click dead: every notice opens something or says why not", () => {
    fc.assert(
      fc.property(
        fc.record({
          switchType: fc.constantFrom(0, 1, 11, 47, 66, 125),
          jumpType: fc.constantFrom(0, 1, 2, 3),
          jumpUrl: fc.constantFrom("", "/user/x?id=", "https://s.example.cn/y"),
          optId: fc.constantFrom(-1, 7),
          pageSource: fc.constantFrom(0, 1, 2, 3, 9),
          businessId: fc.constantFrom(null, 1, 4, 9),
        }),
        (patch) => noticeOpening(notice(patch), actor).kind !== "none",
      ),
    );
  });
});

describe("openingNoticeTab", () => {
  it.each([
    { name: "unread offers: 福利优惠, the spec's default", counts: { noticeType0: 44, noticeType1: 0, noticeType2: 3, noticeType3: 2 }, tab: 3 },
    { name: "no offers, 44 order notices: 订单服务", counts: { noticeType0: 44, noticeType1: 0, noticeType2: 3, noticeType3: 0 }, tab: 0 },
    { name: "only a system notice: 系统通知", counts: { noticeType0: 0, noticeType1: 0, noticeType2: 1, noticeType3: 0 }, tab: 2 },
    { name: "only a service notice: 服务通知", counts: { noticeType0: 0, noticeType1: 5, noticeType2: 0, noticeType3: 0 }, tab: 1 },
    { name: "nothing unread: the default", counts: { noticeType0: 0, noticeType1: 0, noticeType2: 0, noticeType3: 0 }, tab: 3 },
    { name: "unknown counts: the default", counts: null, tab: 3 },
    { name: "broken counts read as none", counts: { noticeType0: Number.NaN, noticeType1: -2 }, tab: 3 },
  ])("$name", ({ counts, tab }) => {
    expect(openingNoticeTab(counts)).toBe(tab);
  });

  it("opens on a tab with unread notices whenever one has any, the first of them in the drawer's order", () => {
    const count = fc.integer({ min: 0, max: 3 });
    fc.assert(
      fc.property(count, count, count, count, (a, b, c, d) => {
        const counts = { noticeType0: a, noticeType1: b, noticeType2: c, noticeType3: d };
        const tab = openingNoticeTab(counts);
        const withUnread = NOTICE_TABS.filter(({ tab: t }) => tabUnreadCount(counts, t) > 0).map(({ tab: t }) => t);
        expect(tab).toBe(withUnread[0] ?? DEFAULT_NOTICE_TAB);
      }),
    );
  });
});
