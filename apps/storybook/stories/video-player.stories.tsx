import { VideoPlayer } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { control, framed } from "./support/story-kit.tsx";

// A MediaSource with no data keeps the player in its loading state without a network.
const pending = () => URL.createObjectURL(new MediaSource());

// 3 s 320×180 VP8 test pattern served from public/ (how it is made: public/media/README.md).
const sample = "/media/sample-16x9.webm";

const videoIn = (root: HTMLElement) => {
  const video = root.querySelector("video");
  if (!video) throw new Error("no <video> rendered");
  return video;
};

/** Waits until the sample's metadata is in, i.e. the player counts it as ready. */
const loaded = async (video: HTMLVideoElement) => {
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA), { timeout: 5000 });
  await expect(video.videoWidth / video.videoHeight).toBeCloseTo(16 / 9, 2);
  await expect(video.duration).toBeCloseTo(3, 0);
};

/** The frame around the video keeps 16:9 at the story's 640 px width. */
const expectFrame169 = async (video: HTMLVideoElement) => {
  const box = (video.parentElement as HTMLElement).getBoundingClientRect();
  await expect(box.width).toBe(640);
  await expect(box.height).toBe(360);
};

// Queried afresh each time: the select's plain trigger is replaced by the menu's once its code loaded.
const rateTrigger = (root: HTMLElement) => {
  const trigger = root.querySelector<HTMLElement>("[role='combobox'][aria-label='播放速度']");
  if (!trigger) throw new Error("no rate select");
  return trigger;
};

const chooseRate = async (root: HTMLElement, label: string) => {
  await userEvent.click(rateTrigger(root));
  await userEvent.click(await screen.findByRole("option", { name: label }));
  await waitFor(() => expect(rateTrigger(root)).toHaveTextContent(label));
};

const meta = {
  title: "展示/VideoPlayer 视频播放",
  component: VideoPlayer,
  args: { title: "建筑施工安全生产法律责任解读", src: sample },
  argTypes: {
    title: control.text("视频名称（读屏）"),
    src: control.text("视频地址"),
    rates: control.object("倍速（默认 0.5 / 1 / 1.5 / 2）"),
  },
  decorators: [framed({ width: 640 })],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: "就绪（暂停）",
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await loaded(video);
    await expect(video.paused).toBe(true);
    await expect(video.playbackRate).toBe(1);
    await expectFrame169(video);
  },
};

export const Playing: Story = {
  name: "播放中",
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await loaded(video);
    // Muted so the browser's autoplay policy lets a script start it (the sample has no sound anyway).
    video.muted = true;
    await video.play();
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.3), { timeout: 5000 });
    await expect(video.paused).toBe(false);
    await expect(video.error).toBeNull();
    await expectFrame169(video);
  },
};

// Storybook reads story names statically, so each story spells its own name.
const rateStory = (rate: number): Pick<Story, "play"> => ({
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await loaded(video);
    // Pick another rate first so 1x, the default, is also a real change.
    const other = rate === 2 ? "1x" : "2x";
    await chooseRate(canvasElement, other);
    await expect(video.playbackRate).toBe(Number.parseFloat(other));
    await chooseRate(canvasElement, `${rate}x`);
    await expect(video.playbackRate).toBe(rate);
    await expectFrame169(video);
  },
});

export const RateHalf: Story = { name: "倍速 0.5x", ...rateStory(0.5) };
export const RateNormal: Story = { name: "倍速 1x", ...rateStory(1) };
export const RateOneAndHalf: Story = { name: "倍速 1.5x", ...rateStory(1.5) };
export const RateDouble: Story = { name: "倍速 2x", ...rateStory(2) };

export const Rotated: Story = {
  name: "已旋转",
  play: async ({ canvas, canvasElement }) => {
    const video = videoIn(canvasElement);
    await loaded(video);
    await userEvent.click(canvas.getByRole("button", { name: "旋转" }));
    await expect(video.style.transform).toContain("rotate(90deg)");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
};

export const Loading: Story = {
  name: "加载中（旋转提示）",
  render: (args) => <VideoPlayer {...args} src={pending()} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "旋转" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("请等待视频加载完毕");
    await expect(videoIn(canvasElement).style.transform).toBe("rotate(0deg)");
  },
};

export const CannotPlay: Story = {
  name: "无法播放",
  args: { src: "/missing-lesson.mp4" },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("此视频暂无法播放，请稍后再试"));
  },
};

export const Resumed: Story = {
  name: "从上次位置继续",
  args: { startAt: 2 },
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await loaded(video);
    await waitFor(() => expect(video.currentTime).toBeCloseTo(2, 0));
  },
};

export const KeyboardSeek: Story = {
  name: "键盘操作（方向键快进）",
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await loaded(video);
    video.focus();
    await userEvent.keyboard("{ArrowRight}");
    // The sample is 3 s long: 5 s forward stops at its end.
    await waitFor(() => expect(video.currentTime).toBeCloseTo(3, 0));
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(video.currentTime).toBeCloseTo(0, 0));
  },
};

export const Locked: Story = {
  name: "购买后观看",
  args: {
    src: "",
    locked: (
      <div>
        <p>购买后观看</p>
        <button type="button">立即购买 ¥199.00</button>
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("video")).toBeNull();
    await expect(canvas.getByRole("region", { name: "建筑施工安全生产法律责任解读" })).toHaveTextContent("购买后观看");
    await expect(canvas.getByRole("button", { name: "旋转" })).toBeDisabled();
  },
};
