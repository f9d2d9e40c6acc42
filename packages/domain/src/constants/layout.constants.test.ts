import { describe, expect, it } from "vitest";
import { bannerSearchWidth, Layout, needsOverflowTooltip } from "./layout.constants.ts";

describe("bannerSearchWidth", () => {
  it.each([
    [1920, 1024],
    [1999, 1024],
    [2000, 1280],
    [2560, 1280],
  ])("on a %ipx screen is %ipx", (screen, width) => {
    expect(bannerSearchWidth(screen)).toBe(width);
  });
});

describe("needsOverflowTooltip", () => {
  it.each([
    [100, 100, false],
    [102, 100, false],
    [103, 100, true],
  ])("scroll %i over client %i → %j", (scroll, client, shown) => {
    expect(needsOverflowTooltip(scroll, client)).toBe(shown);
  });
});

it("pins the layout figures of spec §9", () => {
  expect(Layout).toMatchObject({
    contentWidth: 1366,
    messagePanelWidth: 550,
    messagePanelMinHeight: 500,
    messagePanelTop: 100,
    headerHeight: 100,
    menuBarHeight: 64,
  });
  expect(Layout.pageMinWidths).toEqual([1600, 1400, 1200]);
});
