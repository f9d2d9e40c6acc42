import { Button, ConfirmDialog } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const meta = {
  title: "浮层/ConfirmDialog 系统提示",
  component: ConfirmDialog,
  args: { defaultOpen: true, title: "系统提示", message: "确定提交本次询价？", onConfirm: fn((): void | Promise<void> => undefined), onCancel: fn() },
  argTypes: {
    title: control.text("标题（默认“系统提示”）"),
    message: control.text("提示内容"),
    confirmText: control.text("确认按钮文字"),
    cancelText: control.text("取消按钮文字"),
    tone: control.radio(["default", "danger"], "危险操作时醒目"),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const logoutArgs = { message: "确定退出登录？", confirmText: "确认退出", cancelText: "取消" };

export const LogoutConfirm: Story = {
  name: "退出登录",
  args: logoutArgs,
  render: (args) => <ConfirmDialog {...args} trigger={<Button variant="ghost">退出</Button>} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveAccessibleDescription("确定退出登录？");
    await expect(screen.getByRole("button", { name: "取消" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "确认退出" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};

export const DangerConfirm: Story = {
  name: "删除确认",
  args: { message: "删除后不可恢复，确定删除该附件？", confirmText: "删除", tone: "danger" },
};

export const BusyConfirm: Story = {
  name: "提交中",
  args: { message: "确定提交报价？", onConfirm: fn((): void | Promise<void> => new Promise<void>(() => {})) },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "确定" }));
    await expect(screen.getByRole("button", { name: /确定/ })).toHaveAttribute("aria-busy", "true");
  },
};
