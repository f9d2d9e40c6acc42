import { Select } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { control, framed } from "./support/story-kit.tsx";

const cities = [
  { value: "changchun", label: "长春市" },
  { value: "jilin", label: "吉林市" },
  { value: "siping", label: "四平市" },
  { value: "yanbian", label: "延边朝鲜族自治州", disabled: true },
];

const meta = {
  title: "表单/Select 下拉选择",
  component: Select,
  args: { options: cities, "aria-label": "所在城市", onValueChange: fn() },
  argTypes: {
    placeholder: control.text("占位文字"),
    disabled: control.boolean("禁用"),
    invalid: control.boolean("校验失败"),
    size: { control: "inline-radio", options: ["small", "medium", "large"] },
  },
  decorators: [framed({ width: 280 })],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Selected: Story = { args: { defaultValue: "jilin" } };

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "changchun" } };

export const ChooseWithKeyboard: Story = {
  name: "键盘选择",
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "所在城市" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("listbox")).toBeVisible());
    await userEvent.click(screen.getByRole("option", { name: "四平市" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("siping");
    // The menu's code loads on the first use, and Radix's trigger then takes the place of the first one.
    await expect(canvas.getByRole("combobox", { name: "所在城市" })).toHaveTextContent("四平市");
  },
};
