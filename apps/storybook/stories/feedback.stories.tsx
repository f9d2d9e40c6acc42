import { Button, LoadingBar, Skeleton, Spinner } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const meta = {
  title: "反馈/Spinner Skeleton LoadingBar 加载",
  component: Spinner,
  args: { size: "medium", label: "加载中", showLabel: true },
  argTypes: {
    size: control.radio(["small", "medium", "large"], "尺寸"),
    label: control.text("读屏文字"),
    showLabel: control.boolean("显示文字"),
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpinnerDefault: Story = { name: "Spinner 转圈" };

export const SpinnerSizes: Story = {
  name: "Spinner 尺寸",
  render: () => (
    <div style={{ display: "flex", gap: 24, alignItems: "center" }}>
      <Spinner size="small" label="小" />
      <Spinner size="medium" label="中" />
      <Spinner size="large" label="大" showLabel />
    </div>
  ),
};

export const SkeletonText: StoryObj<typeof Skeleton> = {
  name: "Skeleton 文本",
  render: () => (
    <div style={{ width: 480 }}>
      <Skeleton />
    </div>
  ),
};

export const SkeletonAvatar: StoryObj<typeof Skeleton> = {
  name: "Skeleton 头像 + 多行",
  render: () => (
    <div style={{ width: 480 }}>
      <Skeleton avatar lines={4} label="企业信息加载中" />
    </div>
  ),
};

function LoadingBarDemo({ throttle = 200 }: { throttle?: number }) {
  const [loading, setLoading] = useState(false);
  return (
    <div style={{ display: "flex", gap: 8 }}>
      <Button onClick={() => setLoading(true)} disabled={loading}>
        开始加载
      </Button>
      <Button variant="ghost" onClick={() => setLoading(false)} disabled={!loading}>
        加载完成
      </Button>
      <LoadingBar loading={loading} throttle={throttle} />
    </div>
  );
}

export const LoadingBarStory: StoryObj<typeof LoadingBarDemo> = {
  name: "LoadingBar 顶部进度条",
  render: () => <LoadingBarDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "开始加载" }));
    await expect(document.querySelector("[role='progressbar']")).toBeNull();
    await waitFor(() => expect(document.querySelector("[role='progressbar']")).not.toBeNull());
    await expect((document.querySelector("[role='progressbar']") as HTMLElement).getBoundingClientRect().height).toBe(2);
    await userEvent.click(canvas.getByRole("button", { name: "加载完成" }));
    await waitFor(() => expect(document.querySelector("[role='progressbar']")).toBeNull());
  },
};

export const LoadingBarRunning: StoryObj<typeof LoadingBar> = {
  name: "LoadingBar 加载中",
  render: () => <LoadingBar loading throttle={0} />,
};
