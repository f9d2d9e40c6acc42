import { FormField, RichTextEditor } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { control, framed } from "./support/story-kit.tsx";

const description =
  "<h2>HRB400E 热轧带肋钢筋</h2><p>执行标准 GB/T 1499.2-2018，<strong>出厂附产品合格证</strong>。</p><ul><li>规格：Φ12–Φ32</li><li>长度：9 m / 12 m</li></ul><blockquote><p>量大从优，价格按阶梯计算。</p></blockquote>";

const meta = {
  title: "表单/RichTextEditor 富文本编辑器",
  component: RichTextEditor,
  args: { name: "description", "aria-label": "产品描述", load: "mount", onChange: fn() },
  argTypes: {
    defaultValue: control.text("初始HTML"),
    disabled: control.boolean("禁用"),
    invalid: control.boolean("校验失败"),
    load: control.radio(["use", "mount"], "编辑器代码何时加载：首次指向或聚焦时，或页面脚本运行时"),
    toolbarLabel: control.text("工具栏的无障碍名称"),
  },
  decorators: [framed({ width: 640 })],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: "空白" };

export const WithContent: Story = { name: "已有内容", args: { defaultValue: description } };

export const Disabled: Story = { name: "禁用", args: { defaultValue: description, disabled: true } };

export const WithError: Story = {
  name: "校验失败",
  args: { defaultValue: "<p>太短</p>" },
  render: (args) => (
    <FormField label="服务内容" hint="至少20字" error="服务内容至少20字">
      <RichTextEditor {...args} aria-label={undefined} />
    </FormField>
  ),
};

export const BeforeFirstUse: Story = {
  name: "首次使用前（文本框）",
  args: { load: "use", defaultValue: "<p>首次聚焦或指向时加载编辑器。</p>" },
};

export const BoldFromToolbar: Story = {
  name: "工具栏加粗",
  args: { load: "use" },
  play: async ({ canvas }) => {
    // The text area stands in until the field is focused; the editor then takes its place with the focus.
    canvas.getByRole("textbox", { name: "产品描述" }).focus();
    await waitFor(() => expect(canvas.getByRole("toolbar", { name: "格式" })).toBeVisible());
    await userEvent.click(canvas.getByRole("button", { name: "加粗" }));
    await expect(canvas.getByRole("button", { name: "加粗" })).toHaveAttribute("aria-pressed", "true");
    // The toolbar gives the focus back to the editing area, the bold mark waiting for what is typed.
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "产品描述" })).toHaveFocus());
  },
};
