import { Button, Drawer, Tabs } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { control, withUnread } from "./support/story-kit.tsx";

const notices = [
  { id: 1, title: "您的询价单已收到新报价", time: "2024-08-15 10:20", unread: true },
  { id: 2, title: "平台将于本周六凌晨进行系统维护", time: "2024-08-14 18:00", unread: false },
];

const meta = {
  title: "浮层/Drawer 抽屉",
  component: Drawer,
  args: { title: "消息通知", onOpenChange: fn(), trigger: <Button>打开消息</Button> },
  argTypes: {
    title: control.text("标题"),
    width: control.number("宽度 px（默认 550，从右侧滑入 550px）", {}),
    dimmed: control.boolean("遮罩变暗"),
  },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <Drawer
      {...args}
      footer={
        <>
          <Button variant="ghost">全部已读</Button>
          <Button>查看更多</Button>
        </>
      }
    >
      <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 12 }}>
        {notices.map((notice) => (
          <li key={notice.id}>
            <strong>{notice.title}</strong>
            <div>{notice.time}</div>
          </li>
        ))}
      </ul>
    </Drawer>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenAndClose: Story = {
  name: "打开与关闭",
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "打开消息" }));
    const drawer = await screen.findByRole("dialog", { name: "消息通知" });
    await expect(getComputedStyle(drawer).width).toBe("550px");
    await expect(getComputedStyle(drawer).top).toBe("100px");
    await userEvent.click(screen.getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Dimmed: Story = { args: { defaultOpen: true, dimmed: true } };

/** 消息抽屉：标签页（默认“优惠福利”）与未读数。 */
export const MessageDrawer: Story = {
  name: "消息抽屉（组合）",
  args: { defaultOpen: true },
  render: (args) => (
    <Drawer {...args}>
      <Tabs
        defaultValue="3"
        aria-label="消息类型"
        items={[
          {
            value: "3",
            label: withUnread("优惠福利", 3),
            content: "暂无消息",
          },
          {
            value: "0",
            label: withUnread("订单服务", 120),
            content: "暂无消息",
          },
          { value: "1", label: "服务通知", content: "暂无消息" },
          { value: "2", label: "系统通知", content: "暂无消息" },
        ]}
      />
    </Drawer>
  ),
};

export const MessageDrawerElderly: Story = { ...MessageDrawer, name: "消息抽屉（长辈版）", globals: { theme: "elderly" } };
