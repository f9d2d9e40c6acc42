import { Button } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

const meta = {
  title: "基础/Button 按钮",
  component: Button,
  args: { children: "提交申请", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "ghost"], description: "外观" },
    size: { control: "inline-radio", options: ["small", "medium"], description: "尺寸" },
    disabled: { control: "boolean", description: "禁用" },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "提交申请" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = { args: { variant: "ghost", children: "取消" } };

export const Small: Story = { args: { size: "small", children: "查看更多" } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button"), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
