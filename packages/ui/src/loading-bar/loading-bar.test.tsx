import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { LoadingBar } from "./loading-bar.tsx";

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await new Promise<void>((resolve) => queueMicrotask(resolve));
}

const bar = () => document.querySelector("[role='progressbar']") as HTMLElement | null;

describe("LoadingBar", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stays hidden for loads shorter than the 200 ms throttle", async () => {
    const screen = await render(<LoadingBar loading />);
    await advance(199);
    expect(bar()).toBeNull();
    await screen.rerender(<LoadingBar loading={false} />);
    await advance(1000);
    expect(bar()).toBeNull();
  });

  it("shows a 2 px bar after 200 ms that creeps over 5000 ms, then fills and goes", async () => {
    const screen = await render(<LoadingBar loading />);
    await advance(200);
    await expect.poll(bar).not.toBeNull();
    await advance(16);
    await expect.poll(() => bar()?.getAttribute("aria-valuenow")).toBe("90");
    expect(bar()?.getBoundingClientRect().height).toBe(2);
    expect(bar()?.style.transitionDuration).toBe("5000ms, 0ms");
    expect(bar()?.getAttribute("aria-hidden")).toBeNull();
    await screen.rerender(<LoadingBar loading={false} />);
    await expect.poll(() => bar()?.getAttribute("aria-valuenow")).toBe("100");
    // Fading out, it no longer reports progress to assistive technology.
    expect(bar()?.getAttribute("aria-hidden")).toBe("true");
    await advance(400);
    await expect.poll(bar).toBeNull();
  });
});
