import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANALYTICS_ACTIONS, buildAnalyticsRecord } from "./analytics-record.ts";

describe("ANALYTICS_ACTIONS", () => {
  it("carries the spec's codes: 1 route, 0 click, 8 menu item click, 9 closable tab click, 5 http error", () => {
    expect(ANALYTICS_ACTIONS).toEqual({ route: 1, click: 0, menuItemClick: 8, closableTabClick: 9, httpError: 5 });
  });
});

describe("buildAnalyticsRecord", () => {
  it("builds a visitor's route record with the screen resolution and the stay on the previous page", () => {
    const record = buildAnalyticsRecord({
      action: ANALYTICS_ACTIONS.route,
      dataSource: "CIDP",
      now: 1_795_000_000_000,
      from: "/default/home",
      to: "/default/news/news-list",
      screen: { width: 1920, height: 1080 },
      stayDuration: 4_321.6,
    });
    expect(record).toEqual({
      dataSource: "CIDP",
      action: 1,
      createTime: 1_795_000_000_000,
      from: "/default/home",
      to: "/default/news/news-list",
      resolution: "1920x1080",
      stayDuration: 4_322,
    });
  });

  it("carries the member and tenant when logged in, and leaves empty fields out", () => {
    const record = buildAnalyticsRecord({
      action: ANALYTICS_ACTIONS.menuItemClick,
      dataSource: "CHANGCHUN",
      now: 1,
      actor: { realName: "张建国", tenantId: "000001", tenantName: "长春建工集团", userId: "42" },
      viewOptionName: "新闻资讯",
      viewOptionContent: "",
    });
    expect(record).toEqual({
      dataSource: "CHANGCHUN",
      action: 8,
      createTime: 1,
      realName: "张建国",
      tenantId: "000001",
      tenantName: "长春建工集团",
      userId: "42",
      viewOptionName: "新闻资讯",
    });
  });

  it.each([
    [{ width: 0, height: 800 }, undefined],
    [null, undefined],
    [{ width: 1366.4, height: 768 }, "1366x768"],
  ])("reads screen %j as resolution %j", (screen, resolution) => {
    expect(buildAnalyticsRecord({ action: 0, dataSource: "CIDP", now: 0, screen }).resolution).toBe(resolution);
  });

  it("clamps the stay to a day and never below zero", () => {
    expect(buildAnalyticsRecord({ action: 1, dataSource: "CIDP", now: 0, stayDuration: -5 }).stayDuration).toBe(0);
    expect(buildAnalyticsRecord({ action: 1, dataSource: "CIDP", now: 0, stayDuration: 9e12 }).stayDuration).toBe(86_400_000);
    expect(buildAnalyticsRecord({ action: 1, dataSource: "CIDP", now: 0, stayDuration: Number.NaN }).stayDuration).toBeUndefined();
  });

  it("never exceeds the collector's field limits, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5000 }), fc.string({ maxLength: 300 }), fc.integer(), (text, name, now) => {
        const record = buildAnalyticsRecord({ action: 5, dataSource: "CIDP", now, to: text, other: text, viewOptionName: name, actor: { realName: name } });
        expect(record.createTime).toBeGreaterThanOrEqual(0);
        expect((record.to ?? "").length).toBeLessThanOrEqual(2048);
        expect((record.other ?? "").length).toBeLessThanOrEqual(4000);
        expect((record.viewOptionName ?? "").length).toBeLessThanOrEqual(200);
        expect((record.realName ?? "").length).toBeLessThanOrEqual(50);
      }),
    );
  });
});
