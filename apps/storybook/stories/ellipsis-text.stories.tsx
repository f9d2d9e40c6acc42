import { EllipsisText } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { control, framed } from "./support/story-kit.tsx";

const long = "吉林省住房和城乡建设厅关于开展二〇二四年度建筑施工企业安全生产标准化考评工作的通知";

const meta = {
  title: "展示/EllipsisText 文本省略",
  component: EllipsisText,
  args: { children: long, lines: 1 },
  argTypes: {
    lines: control.number("行数（默认 1）", { min: 1 }),
    tolerance: control.number("超出多少像素才算溢出（默认 2）", { min: 0 }),
  },
  decorators: [framed({ width: 260 })],
} satisfies Meta<typeof EllipsisText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overflowing: Story = {
  name: "溢出时显示提示",
  play: async ({ canvas }) => {
    const text = canvas.getByText(long);
    await waitFor(() => expect(text).toHaveAttribute("tabindex", "0"));
    await userEvent.hover(text);
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent(long));
  },
};

export const Fits: Story = {
  name: "未溢出不显示提示",
  args: { children: "行业动态" },
  play: async ({ canvas }) => {
    const text = canvas.getByText("行业动态");
    await userEvent.hover(text);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.queryByRole("tooltip")).toBeNull();
    await expect(text).not.toHaveAttribute("tabindex");
  },
};

export const TwoLines: Story = { name: "两行省略", args: { lines: 2, children: `${long}，请各相关单位认真组织、按时申报。` } };
