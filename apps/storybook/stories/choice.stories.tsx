import { Checkbox, Radio, Switch } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const meta = {
  title: "表单/Checkbox Radio Switch 选择控件",
  component: Checkbox,
  args: { children: "我已阅读并同意《用户协议》" },
  argTypes: {
    checked: control.radio([true, false, "indeterminate"], "选中状态"),
    disabled: control.boolean("禁用"),
    invalid: control.boolean("校验失败"),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckboxUnchecked: Story = {
  name: "Checkbox 未选",
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox", { name: /用户协议/ });
    await userEvent.click(canvas.getByText(/我已阅读/));
    await expect(box).toBeChecked();
  },
};

export const CheckboxChecked: Story = { name: "Checkbox 已选", args: { defaultChecked: true } };

export const CheckboxIndeterminate: Story = { name: "Checkbox 半选", args: { checked: "indeterminate", children: "全选" } };

export const CheckboxDisabled: Story = { name: "Checkbox 禁用", args: { disabled: true, defaultChecked: true } };

const types = [
  { value: "require", label: "需求方" },
  { value: "supply", label: "供应方" },
  { value: "both", label: "供需双方", disabled: true },
];

export const RadioGroup: StoryObj<typeof Radio> = {
  name: "Radio 单选组",
  render: () => <Radio aria-label="企业类型" options={types} defaultValue="require" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("供应方"));
    await expect(canvas.getByRole("radio", { name: "供应方" })).toBeChecked();
  },
};

export const RadioVertical: StoryObj<typeof Radio> = {
  name: "Radio 纵向、禁用",
  render: () => (
    <Radio
      aria-label="付款方式"
      orientation="vertical"
      disabled
      defaultValue="bank"
      options={[
        { value: "bank", label: "银行卡支付" },
        { value: "wechat", label: "微信支付" },
      ]}
    />
  ),
};

export const SwitchStates: StoryObj<typeof Switch> = {
  name: "Switch 开关",
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <Switch>接收短信通知</Switch>
      <Switch defaultChecked>接收站内消息</Switch>
      <Switch disabled>接收邮件（暂未开放）</Switch>
      <Switch disabled defaultChecked>
        系统公告（必选）
      </Switch>
    </div>
  ),
  play: async ({ canvas }) => {
    const sw = canvas.getByRole("switch", { name: "接收短信通知" });
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
  },
};
