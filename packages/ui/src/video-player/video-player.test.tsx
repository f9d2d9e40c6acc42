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
