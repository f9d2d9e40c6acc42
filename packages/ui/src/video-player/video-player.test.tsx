import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { VideoPlayer } from "./video-player.tsx";

// A MediaSource that never gets data keeps the video loading, without an error.
const pending = () => URL.createObjectURL(new MediaSource());

describe("VideoPlayer", () => {
  it("asks to wait when rotating before the video has loaded", async () => {
    const screen = await render(<VideoPlayer src={pending()} title="安全生产培训" />);
    await screen.getByRole("button", { name: "旋转" }).click();
    await expect.element(screen.getByRole("status")).toHaveTextContent("请等待视频加载完毕");
  });

  it("waits, without an error, while the source is still to come", async () => {
    const screen = await render(<VideoPlayer src="" title="安全生产培训" />);
    await screen.getByRole("button", { name: "旋转" }).click();
    await expect.element(screen.getByRole("status")).toHaveTextContent("请等待视频加载完毕");
    expect(screen.container.querySelector("video")?.hasAttribute("src")).toBe(false);
    expect(screen.container.querySelector("[role='alert']")).toBeNull();
  });

  it("says the video cannot play when it fails", async () => {
    const screen = await render(<VideoPlayer src="/no-such-video.mp4" title="安全生产培训" />);
    await expect.element(screen.getByRole("alert")).toHaveTextContent("此视频暂无法播放，请稍后再试");
  });

  it("offers the spec's playback rates in a 16:9 frame", async () => {
    const screen = await render(
      <div style={{ width: 640 }}>
        <VideoPlayer src={pending()} title="安全生产培训" />
      </div>,
    );
    const frame = screen.container.querySelector("video")?.parentElement as HTMLElement;
    expect(frame.getBoundingClientRect().height).toBe(360);
    await screen.getByRole("combobox", { name: "播放速度" }).click();
    // The menu's code loads with the first click, then it opens.
    const rates = () => Array.from(document.querySelectorAll("[role='option']")).map((o) => o.textContent?.replace("✓", ""));
    await expect.poll(rates).toEqual(["0.5x", "1x", "1.5x", "2x"]);
  });
});

// 6 s, 160×90 VP8 test pattern (ffmpeg testsrc), small enough to keep beside the tests.
const sample = new URL("./test-sample.webm", import.meta.url).href;

describe("VideoPlayer resuming and reporting", () => {
  it("starts where the viewer stopped and reports the pause there", async () => {
    const reports: [number, string][] = [];
    const screen = await render(<VideoPlayer src={sample} title="合同订立" startAt={3} onPosition={(at, moment) => reports.push([at, moment])} />);
    const video = screen.container.querySelector("video") as HTMLVideoElement;
    await expect.poll(() => video.currentTime).toBeCloseTo(3, 0);
    video.muted = true;
    await video.play();
    await expect.poll(() => reports.some(([, moment]) => moment === "tick")).toBe(true);
    video.pause();
    await expect.poll(() => reports.find(([, moment]) => moment === "pause")?.[0]).toBeGreaterThanOrEqual(3);
  });

  it("reports the position when it goes away", async () => {
    const reports: [number, string][] = [];
    const screen = await render(<VideoPlayer src={sample} title="合同订立" startAt={2} onPosition={(at, moment) => reports.push([at, moment])} />);
    const video = screen.container.querySelector("video") as HTMLVideoElement;
    await expect.poll(() => video.currentTime).toBeCloseTo(2, 0);
    await screen.unmount();
    expect(reports.at(-1)).toEqual([2, "leave"]);
  });

  it("moves with the arrow keys and plays with the space bar", async () => {
    const screen = await render(<VideoPlayer src={sample} title="合同订立" />);
    const video = screen.container.querySelector("video") as HTMLVideoElement;
    // The whole length known (a partly read file can first report less), so a 5 s step is not cut short.
    await expect.poll(() => (Number.isFinite(video.duration) ? video.duration : 0)).toBeGreaterThanOrEqual(5);
    video.muted = true;
    video.focus();
    // Pressed again while nothing moved: the player takes keys once it has rendered itself ready,
    // which can come a little after the element's own metadata.
    await expect
      .poll(() => {
        if (video.currentTime === 0) video.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
        return video.currentTime;
      })
      .toBeCloseTo(5, 0);
    video.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    await expect.poll(() => video.currentTime).toBeCloseTo(0, 0);
    video.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    await expect.poll(() => video.paused).toBe(false);
  });

  it("shows a locked notice instead of the video, tools off", async () => {
    const screen = await render(<VideoPlayer src="" title="合同订立" locked={<p>购买后观看</p>} />);
    expect(screen.container.querySelector("video")).toBeNull();
    await expect.element(screen.getByRole("region", { name: "合同订立" })).toHaveTextContent("购买后观看");
    await expect.element(screen.getByRole("button", { name: "旋转" })).toBeDisabled();
  });
});
