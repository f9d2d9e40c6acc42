import { formatMessage, SEND_CODE_COUNTDOWN_SECONDS, validatePhone } from "@cidp/domain";
import { CountdownButton, FormField, Input, PhoneInput, PinInput, Select } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { control, framed } from "./support/story-kit.tsx";

const meta = {
  title: "表单/FormField 表单项",
  component: FormField,
  args: { label: "企业名称", hint: "请填写营业执照上的全称", children: <Input placeholder="请输入企业名称" /> },
  argTypes: {
    label: control.text("标签"),
    hint: control.text("提示"),
    error: control.text("错误信息（设置后控件标记为无效并播报）"),
    required: control.boolean("必填"),
    disabled: control.boolean("禁用"),
    hideLabel: control.boolean("仅读屏可见的标签"),
  },
  decorators: [framed({ width: 400 })],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "企业名称" })).toHaveAccessibleDescription("请填写营业执照上的全称");
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { label: "手机号", hint: undefined, error: "请输入11位手机号！", required: true, children: <PhoneInput defaultValue="1380000" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: /手机号/ });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("请输入11位手机号！");
  },
};

export const Disabled: Story = { args: { disabled: true, children: <Input defaultValue="吉林省建筑产业互联网有限公司" /> } };

export const WithSelect: Story = {
  args: { label: "所在城市", hint: undefined, children: <Select options={[{ value: "cc", label: "长春市" }]} /> },
};

/** 登录表单片段：手机号 + 验证码 + 发送按钮。 */
export const PhoneLoginForm: Story = {
  name: "手机号登录（组合）",
  render: function Render() {
    const [phone, setPhone] = useState("");
    // The product's rules: the domain's phone check and send-code countdown.
    const valid = validatePhone(phone).ok;
    return (
      <div style={{ display: "grid", gap: 16 }}>
        <FormField label="手机号" required error={phone.length === 11 && !valid ? formatMessage("phone.invalid") : undefined}>
          <PhoneInput value={phone} onValueChange={setPhone} />
        </FormField>
        <FormField label="验证码" required hint="验证码已发送至您的手机">
          <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
            <PinInput />
          </div>
        </FormField>
        <CountdownButton onSend={() => valid} disabled={!valid} seconds={SEND_CODE_COUNTDOWN_SECONDS} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /手机号/ }), "13800000001");
    await userEvent.click(canvas.getByRole("button", { name: "发送验证码" }));
    await expect(canvas.getByRole("button")).toHaveTextContent("60秒后重新发送");
  },
};

export const PhoneInputStates: StoryObj<typeof PhoneInput> = {
  name: "PhoneInput 手机号",
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <PhoneInput aria-label="手机号（空）" />
      <PhoneInput aria-label="手机号（已填）" defaultValue="13800000001" />
      <PhoneInput aria-label="手机号（无区号）" countryCode={null} defaultValue="13800000002" />
      <PhoneInput aria-label="手机号（错误）" invalid defaultValue="1230000" />
      <PhoneInput aria-label="手机号（禁用）" disabled defaultValue="13800000001" />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "手机号（空）" });
    await userEvent.type(input, "138-0000-0001-9");
    await expect(input).toHaveValue("13800000001");
  },
};

export const PinInputStates: StoryObj<typeof PinInput> = {
  name: "PinInput 6位验证码",
  args: { onComplete: fn() },
  render: (args) => (
    <div style={{ display: "grid", gap: 12 }}>
      <PinInput aria-label="验证码" onComplete={args.onComplete} />
      <PinInput aria-label="验证码（部分）" defaultValue="123" />
      <PinInput aria-label="验证码（错误）" invalid defaultValue="123456" />
      <PinInput aria-label="验证码（禁用）" disabled />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "验证码" });
    await userEvent.type(input, "12x3456");
    await expect(input).toHaveValue("123456");
    await expect(args.onComplete).toHaveBeenCalledWith("123456");
  },
};
