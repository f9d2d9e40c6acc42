import { formatMessage, SEND_CODE_COUNTDOWN_SECONDS } from "@cidp/domain";
import { CountdownButton } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const meta = {
  title: "表单/CountdownButton 发送验证码",
  component: CountdownButton,
  // The product's rule comes from the domain: 60 s, and its labels (spec §4).
  args: {
    onSend: fn((): boolean | Promise<boolean> => true),
    seconds: SEND_CODE_COUNTDOWN_SECONDS,
    label: formatMessage("send-code.label"),
    countingLabel: (n: number) => formatMessage("send-code.countdown", { n }),
  },
  argTypes: {
    seconds: control.number("倒计时秒数（产品规则来自 domain：60）", { min: 1 }),
    label: control.text("按钮文字"),
    disabled: control.boolean("禁用（如手机号未填）"),
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Disabled: Story = { args: { disabled: true } };

/** 发送成功后禁用并倒计时，结束后恢复文字（此处 2 秒便于演示）。 */
export const CountingDown: Story = {
  args: { seconds: 2 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button");
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(button).toHaveTextContent("2秒后重新发送");
    await expect(button).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await expect(button).toHaveTextContent("发送验证码");
    await expect(button).toBeEnabled();
  },
};

export const SendFailed: Story = {
  name: "发送失败不倒计时",
  args: { onSend: fn(async (): Promise<boolean> => false) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button");
    await userEvent.click(button);
    await expect(button).toHaveTextContent("发送验证码");
    await expect(button).toBeEnabled();
  },
};
