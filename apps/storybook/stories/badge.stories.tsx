import { Badge, Button } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const meta = {
  title: "展示/Badge 徽标数",
  component: Badge,
  args: { count: 5 },
  argTypes: {
    count: control.number("数量（0 时隐藏）", { min: 0 }),
    max: control.number("封顶值（默认 99，超出显示 99+）", { min: 1 }),
    dot: control.boolean("只显示小红点"),
    tone: control.radio(["danger", "primary", "muted"], "颜色"),
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};

export const Zero: Story = {
  name: "0 时隐藏",
  args: { count: 0, children: <Button variant="ghost">消息</Button> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe("消息");
  },
};

export const Capped: Story = {
  name: "超过 99 显示 99+",
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("99+")).toBeVisible();
    await expect(canvas.getByText("120条未读")).toBeInTheDocument();
  },
};

export const Exactly99: Story = {
  name: "正好 99",
  args: { count: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("99")).toBeVisible();
  },
};

export const OnButton: Story = { name: "角标", args: { count: 8, children: <Button variant="ghost">消息</Button> } };

export const Dot: Story = { name: "小红点", args: { dot: true, children: <Button variant="ghost">通知</Button> } };

export const Tones: Story = {
  name: "全部状态",
  render: () => (
    <div style={{ display: "flex", gap: 24, alignItems: "center" }}>
      <Badge count={1} />
      <Badge count={99} tone="primary" />
      <Badge count={100} tone="muted" />
      <Badge count={0} />
      <Badge count={3}>
        <Button variant="ghost">消息</Button>
      </Badge>
    </div>
  ),
};
