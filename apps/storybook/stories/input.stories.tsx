import { FormField, Input, Textarea } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { control, framed } from "./support/story-kit.tsx";

const meta = {
  title: "表单/Input 输入框",
  component: Input,
  args: { placeholder: "请输入企业名称", "aria-label": "企业名称" },
  argTypes: {
    size: control.radio(["small", "medium", "large"], "尺寸"),
    invalid: control.boolean("校验失败"),
    disabled: control.boolean("禁用"),
    prefix: control.text("前缀"),
    suffix: control.text("后缀"),
  },
  decorators: [framed({ width: 360 })],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "企业名称" });
    await userEvent.type(input, "长春建工集团");
    await expect(input).toHaveValue("长春建工集团");
  },
};

export const Filled: Story = { args: { defaultValue: "吉林省建筑产业互联网有限公司" } };

export const Invalid: Story = { args: { invalid: true, defaultValue: "建" } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "不可修改" } };

export const WithAffix: Story = { args: { prefix: "¥", suffix: "元", placeholder: "请输入金额", "aria-label": "金额" } };

export const TextareaWithCount: StoryObj<typeof Textarea> = {
  name: "Textarea 多行（字数统计）",
  render: () => (
    <FormField label="需求描述" hint="请简要描述您的采购需求">
      <Textarea maxLength={200} showCount defaultValue="需要采购C30商品混凝土约500立方米。" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole<HTMLTextAreaElement>("textbox", { name: "需求描述" });
    await expect(canvas.getByText(`${box.value.length}/200`)).toBeInTheDocument();
    await userEvent.type(box, "急");
    await expect(canvas.getByText(`${box.value.length}/200`)).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  name: "全部状态",
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <Input aria-label="小" size="small" placeholder="小尺寸" />
      <Input aria-label="默认" placeholder="默认尺寸" />
      <Input aria-label="大" size="large" placeholder="大尺寸" />
      <Input aria-label="已填" defaultValue="长春建工集团" />
      <Input aria-label="错误" invalid defaultValue="格式错误" />
      <Input aria-label="禁用" disabled defaultValue="禁用" />
      <Input aria-label="金额" prefix="¥" suffix="元" defaultValue="1200" />
      <Textarea aria-label="备注" maxLength={100} showCount placeholder="请输入备注" />
      <Textarea aria-label="禁用备注" disabled defaultValue="不可编辑的备注" />
    </div>
  ),
};
