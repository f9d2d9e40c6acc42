import { Button, Toast, ToastProvider, useToast } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const meta = {
  title: "反馈/Toast 轻提示",
  component: Toast,
  args: { title: "发送成功", type: "success", open: true, duration: 1_000_000 },
  argTypes: {
    type: control.radio(["success", "info", "warning", "error"], "类型"),
    title: control.text("标题"),
    description: control.text("说明"),
    duration: control.number("停留毫秒（悬停、聚焦时暂停）"),
  },
  decorators: [
    // The provider holds the toast region the single toast renders into.
    (Story) => <ToastProvider duration={1_000_000}>{Story()}</ToastProvider>,
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Info: Story = { args: { type: "info", title: "文件超过100M，下载需等待" } };

export const Warning: Story = { args: { type: "warning", title: "请输入正确的11位手机号" } };

export const ErrorToast: Story = { name: "Error", args: { type: "error", title: "上传失败, 请重试", description: "网络连接失败，请检查网络设置" } };

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: "flex", gap: 8 }}>
      <Button variant="success" onClick={() => toast.success("发送成功")}>
        成功
      </Button>
      <Button variant="ghost" onClick={() => toast.info("请等待视频加载完毕")}>
        提示
      </Button>
      <Button variant="warning" onClick={() => toast.warning("请选择附件")}>
        警告
      </Button>
      <Button onClick={() => toast.error("文件下载失败，请重新尝试")}>错误</Button>
    </div>
  );
}

export const WithUseToast: StoryObj = {
  name: "useToast 调用",
  render: () => <Demo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "成功" }));
    await userEvent.click(canvas.getByRole("button", { name: "错误" }));
    const toast = await screen.findByText("文件下载失败，请重新尝试");
    // It fades in, so wait for the end of the entry animation.
    await waitFor(() => expect(toast).toBeVisible());
  },
};
