import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { advanceAndCommit } from "../internal/test-timers.ts";
import { Carousel } from "./carousel.tsx";

const slides = ["建筑产业互联网平台", "建材集采 降本增效", "智慧监管 安全施工"].map((title, i) => ({
  key: String(i),
  label: title,
  content: <a href={`#slide-${i}`}>{title}</a>,
}));

const current = (container: HTMLElement) => container.querySelector("[aria-roledescription='幻灯片']:not([aria-hidden='true'])");
const currentTitle = (container: HTMLElement) => current(container)?.textContent;

describe("Carousel", () => {
  beforeEach(async () => {
    // A pointer left over from an earlier test must not rest on the carousel and pause it.
    await userEvent.hover(document.documentElement, { position: { x: 5, y: 700 } });
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    document.documentElement.removeAttribute("data-elder-mode");
    vi.restoreAllMocks();
  });

  it("labels itself and each slide as the APG pattern asks", async () => {
    const screen = await render(<Carousel slides={slides} aria-label="首页横幅" />);
    const region = screen.container.querySelector("section");
    expect(region?.getAttribute("aria-roledescription")).toBe("轮播");
    expect(region?.getAttribute("aria-label")).toBe("首页横幅");
    expect(current(screen.container)?.getAttribute("aria-label")).toBe("第 1 张，共 3 张");
    expect(screen.container.querySelectorAll("[inert]")).toHaveLength(2);
  });

  it("rotates every interval and stops for good when paused", async () => {
    const screen = await render(<Carousel slides={slides} interval={1000} />);
    await advanceAndCommit(1000);
    expect(currentTitle(screen.container)).toBe("建材集采 降本增效");
    await screen.getByRole("button", { name: "暂停轮播" }).click();
    // Move the focus away so only the pause holds it still.
    (document.activeElement as HTMLElement | null)?.blur();
    await advanceAndCommit(5000);
    expect(currentTitle(screen.container)).toBe("建材集采 降本增效");
    await expect.element(screen.getByRole("button", { name: "开始轮播" })).toBeInTheDocument();
  });

  it("moves with the previous/next buttons and with the arrow, Home and End keys", async () => {
    const screen = await render(<Carousel slides={slides} autoplay={false} />);
    await screen.getByRole("button", { name: "下一张" }).click();
    expect(currentTitle(screen.container)).toBe("建材集采 降本增效");
    await userEvent.keyboard("{ArrowRight}");
    expect(currentTitle(screen.container)).toBe("智慧监管 安全施工");
    await userEvent.keyboard("{ArrowRight}");
    expect(currentTitle(screen.container)).toBe("建筑产业互联网平台");
    await userEvent.keyboard("{ArrowLeft}");
    expect(currentTitle(screen.container)).toBe("智慧监管 安全施工");
    await userEvent.keyboard("{Home}");
    expect(currentTitle(screen.container)).toBe("建筑产业互联网平台");
    await userEvent.keyboard("{End}");
    expect(currentTitle(screen.container)).toBe("智慧监管 安全施工");
    await screen.getByRole("button", { name: "第 2 张：建材集采 降本增效" }).click();
    expect(currentTitle(screen.container)).toBe("建材集采 降本增效");
    expect(screen.container.querySelector("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
  });

  it("does not rotate on its own under reduced motion, until the visitor presses play", async () => {
    // The browser under test has no reduced-motion switch: answer the query as a system asking for it would.
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, "matchMedia").mockImplementation((query) => {
      const answer = real(query);
      if (!query.includes("prefers-reduced-motion: reduce")) return answer;
      return {
        matches: true,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      };
    });
    const screen = await render(<Carousel slides={slides} interval={1000} />);
    await advanceAndCommit(3000);
    expect(currentTitle(screen.container)).toBe("建筑产业互联网平台");
    await screen.getByRole("button", { name: "开始轮播" }).click();
    // Pointer and focus leave, or they would hold it still.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.hover(document.documentElement, { position: { x: 5, y: 700 } });
    await advanceAndCommit(1000);
    expect(currentTitle(screen.container)).toBe("建材集采 降本增效");
  });

  it("does not rotate in the elder-friendly mode and stops when it is switched on", async () => {
    const screen = await render(<Carousel slides={slides} interval={1000} />);
    await advanceAndCommit(1000);
    expect(currentTitle(screen.container)).toBe("建材集采 降本增效");
    document.documentElement.setAttribute("data-elder-mode", "on");
    await advanceAndCommit(3000);
    expect(currentTitle(screen.container)).toBe("建材集采 降本增效");
    await expect.element(screen.getByRole("button", { name: "开始轮播" })).toBeInTheDocument();
  });

  it("shows a single slide without controls", async () => {
    const screen = await render(<Carousel slides={slides.slice(0, 1)} />);
    expect(screen.container.querySelectorAll("button")).toHaveLength(0);
  });
});
