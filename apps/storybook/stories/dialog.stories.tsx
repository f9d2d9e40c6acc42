import { Button, Dialog, FormField, Input } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const meta = {
  title: "浮层/Dialog 对话框",
  component: Dialog.Content,
  args: { title: "新增收货地址", size: "medium" },
  argTypes: {
    title: control.text("标题（即对话框的可访问名称）"),
    description: control.text("说明文字"),
    size: control.radio(["small", "medium", "large"], "宽度 420 / 600 / 880"),
    hideClose: control.boolean("隐藏右上角关闭"),
  },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button>打开对话框</Button>
      </Dialog.Trigger>
      <Dialog.Content
        {...args}
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="ghost">取消</Button>
            </Dialog.Close>
            <Button>保存</Button>
          </>
        }
      >
        <FormField label="收货人">
          <Input defaultValue="张建国" />
        </FormField>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "新增收货地址" });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const WithDescription: Story = { args: { description: "地址将用于询价单与合同的收货信息。", size: "small" } };

export const Large: Story = { args: { size: "large", title: "供应商详情" } };
