import { VideoPlayer } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";

// A MediaSource with no data keeps the player in its loading state without a network.
const pending = () => URL.createObjectURL(new MediaSource());

const meta = {
  title: "展示/VideoPlayer 视频播放",
  component: VideoPlayer,
  args: { title: "建筑施工安全生产法律责任解读", src: "" },
  argTypes: {
    title: { control: "text", description: "视频名称（读屏）" },
    src: { control: "text", description: "视频地址" },
    rates: { control: "object", description: "倍速（默认 0.5 / 1 / 1.5 / 2）" },
  },
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: "加载中（旋转提示）",
  render: (args) => <VideoPlayer {...args} src={pending()} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "旋转" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("请等待视频加载完毕");
  },
};

export const CannotPlay: Story = {
  name: "无法播放",
  args: { src: "/missing-lesson.mp4" },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("此视频暂无法播放，请稍后再试"));
  },
};
