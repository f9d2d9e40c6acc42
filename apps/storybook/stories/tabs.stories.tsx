import { Badge, Tabs } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const items = [
  { value: "3", label: "优惠福利", content: "暂无优惠福利消息" },
  { value: "0", label: "订单服务", content: "您的订单已发货" },
  { value: "1", label: "服务通知", content: "服务即将到期" },
  { value: "2", label: "系统通知", content: "系统维护公告" },
];

const meta = {
  title: "导航/Tabs 标签页",
  component: Tabs,
  args: { items, "aria-label": "消息类型", onValueChange: fn() },
  argTypes: {
    defaultValue: control.radio(["3", "0", "1", "2"], "默认标签（消息抽屉默认 3）"),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole("tab", { name: "优惠福利" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "订单服务" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("tab", { name: "系统通知" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("2");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("系统维护公告");
  },
};

export const WithBadges: Story = {
  name: "带未读数",
  args: {
    items: items.map((item, index) => ({
      ...item,
      label: (
        <>
          {item.label} <Badge count={[3, 0, 120, 8][index] ?? 0} />
        </>
      ),
    })),
  },
};

export const WithDisabled: Story = {
  name: "含禁用标签",
  args: { items: [...items.slice(0, 2), { value: "x", label: "即将开放", content: "", disabled: true }] },
};
