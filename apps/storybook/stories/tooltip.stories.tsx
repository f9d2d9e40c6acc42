import { Button, Tooltip } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { control, framed } from "./support/story-kit.tsx";

const meta = {
  title: "浮层/Tooltip 文字提示",
  component: Tooltip,
  args: { content: "仅支持 doc、pdf、jpg 格式", children: <Button variant="ghost">上传说明</Button> },
  argTypes: {
    content: control.text("提示内容"),
    side: control.radio(["top", "right", "bottom", "left"], "方向"),
    delayDuration: control.number("悬停多久后出现（毫秒）"),
    enabled: control.boolean("关闭时只渲染子元素"),
  },
  decorators: [framed({ padding: 48 })],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  name: "键盘聚焦显示",
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button")).toHaveFocus();
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("仅支持 doc、pdf、jpg 格式"));
  },
};

export const Open: Story = { name: "常显", args: { defaultOpen: true, side: "right" } };

export const Disabled: Story = { name: "不启用", args: { enabled: false } };
