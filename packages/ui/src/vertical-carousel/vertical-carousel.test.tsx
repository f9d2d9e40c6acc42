import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { advanceAndCommit, fakeIntervalsInEachTest } from "../internal/test-timers.ts";
import { ELDER_MODE_ATTRIBUTE } from "../theme/elder-mode-attribute.ts";
import { VerticalCarousel } from "./vertical-carousel.tsx";

const items = ["建筑产业互联网平台正式上线", "2024年度优秀施工企业评选开始", "建材集采专区开放"].map((text, i) => ({
  key: String(i),
  content: <a href={`#${i}`}>{text}</a>,
}));

const visible = (container: HTMLElement) => container.querySelector("li:not([aria-hidden='true'])")?.textContent;

describe("VerticalCarousel", () => {
  beforeEach(async () => {
    // A pointer left over from an earlier test must not rest on the carousel and pause it.
    await userEvent.hover(document.documentElement, { position: { x: 5, y: 700 } });
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("moves to the next line every 3000 ms and wraps around", async () => {
    const screen = await render(<VerticalCarousel items={items} />);
    expect(visible(screen.container)).toBe("建筑产业互联网平台正式上线");
    await advanceAndCommit(2999);
    expect(visible(screen.container)).toBe("建筑产业互联网平台正式上线");
    await advanceAndCommit(1);
    expect(visible(screen.container)).toBe("2024年度优秀施工企业评选开始");
    await advanceAndCommit(6000);
    expect(visible(screen.container)).toBe("建筑产业互联网平台正式上线");
  });

  it("slides forward line by line but jumps back to the first line without sliding", async () => {
    const screen = await render(<VerticalCarousel items={items} />);
    const list = screen.container.querySelector("ul") as HTMLElement;
    const slides = () => getComputedStyle(list).transitionDuration !== "0s";
    await advanceAndCommit(3000);
    expect(slides()).toBe(true);
    await advanceAndCommit(3000);
    expect(slides()).toBe(true);
    await advanceAndCommit(3000);
    expect(visible(screen.container)).toBe("建筑产业互联网平台正式上线");
    expect(slides()).toBe(false);
  });

  it("pauses while hovered and resumes after", async () => {
    const screen = await render(<VerticalCarousel items={items} />);
    await screen.getByRole("region").hover();
    await advanceAndCommit(9000);
    expect(visible(screen.container)).toBe("建筑产业互联网平台正式上线");
    await screen.getByRole("region").unhover();
    await advanceAndCommit(3000);
    expect(visible(screen.container)).toBe("2024年度优秀施工企业评选开始");
  });

  it("pauses while focus is inside", async () => {
    const screen = await render(<VerticalCarousel items={items} />);
    (screen.getByRole("link", { name: "建筑产业互联网平台正式上线" }).element() as HTMLElement).focus();
    await advanceAndCommit(9000);
    expect(visible(screen.container)).toBe("建筑产业互联网平台正式上线");
  });

  it("keeps hidden lines out of the tab order", async () => {
    const screen = await render(<VerticalCarousel items={items} />);
    const hidden = screen.container.querySelectorAll("li[inert]");
    expect(hidden).toHaveLength(2);
  });

  it("honours a custom interval", async () => {
    const screen = await render(<VerticalCarousel items={items} interval={1000} />);
    await advanceAndCommit(1000);
    expect(visible(screen.container)).toBe("2024年度优秀施工企业评选开始");
  });
});

describe("VerticalCarousel in elder mode", () => {
  fakeIntervalsInEachTest();
  afterEach(() => {
    document.documentElement.removeAttribute(ELDER_MODE_ATTRIBUTE);
  });

  it("does not rotate and shows every line when <html> is in elder mode", async () => {
    document.documentElement.setAttribute(ELDER_MODE_ATTRIBUTE, "on");
    const screen = await render(<VerticalCarousel items={items} />);
    await advanceAndCommit(9000);
    expect(screen.container.querySelector("[aria-roledescription]")).toBeNull();
    for (const item of ["建筑产业互联网平台正式上线", "2024年度优秀施工企业评选开始", "建材集采专区开放"]) {
      await expect.element(screen.getByRole("link", { name: item })).toBeVisible();
    }
    expect(screen.container.querySelectorAll("[inert], [aria-hidden='true']")).toHaveLength(0);
  });

  it("stops when elder mode is switched on at run time and rotates again when it is switched off", async () => {
    const screen = await render(<VerticalCarousel items={items} />);
    await advanceAndCommit(3000);
    expect(visible(screen.container)).toBe("2024年度优秀施工企业评选开始");
    document.documentElement.setAttribute(ELDER_MODE_ATTRIBUTE, "on");
    await advanceAndCommit(9000);
    expect(screen.container.querySelector("[data-still='true']")).not.toBeNull();
    expect(screen.container.querySelector("[aria-roledescription]")).toBeNull();
    document.documentElement.removeAttribute(ELDER_MODE_ATTRIBUTE);
    await advanceAndCommit(30);
    expect(screen.container.querySelector("[aria-roledescription]")).not.toBeNull();
    expect(visible(screen.container)).toBe("2024年度优秀施工企业评选开始");
    await advanceAndCommit(3000);
    expect(visible(screen.container)).toBe("建材集采专区开放");
  });
});

describe("VerticalCarousel told to stand still", () => {
  fakeIntervalsInEachTest();

  it("shows every line and never rotates, without the attribute on <html>", async () => {
    const screen = await render(<VerticalCarousel items={items} still />);
    await advanceAndCommit(9000);
    expect(screen.container.querySelector("[data-still='true']")).not.toBeNull();
    expect(screen.container.querySelectorAll("li")).toHaveLength(3);
    expect(screen.container.querySelectorAll("[inert], [aria-hidden='true']")).toHaveLength(0);
  });
});
