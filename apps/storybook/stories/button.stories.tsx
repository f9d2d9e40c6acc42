import { Button } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const meta = {
  title: "基础/Button 按钮",
  component: Button,
  args: { children: "提交申请", onClick: fn() },
  argTypes: {
    variant: control.radio(["primary", "success", "warning", "ghost", "link"], "外观"),
    size: control.radio(["small", "medium", "large"], "尺寸"),
    loading: control.boolean("加载中：显示转圈，忽略点击"),
    disabled: control.boolean("禁用"),
    block: control.boolean("占满整行"),
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "提交申请" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = { args: { variant: "success", children: "确认收货" } };

export const Warning: Story = { args: { variant: "warning", children: "立即续费" } };

export const Ghost: Story = { args: { variant: "ghost", children: "取消" } };

export const LinkStyle: Story = { name: "Link 文字按钮", args: { variant: "link", children: "查看更多" } };

export const Small: Story = { args: { size: "small", children: "查看更多" } };

export const Large: Story = { args: { size: "large", children: "立即登录" } };

export const Loading: Story = {
  args: { loading: true, children: "提交中" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: /提交中/ });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button"), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  name: "全部状态",
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(5, max-content)", gap: 16, alignItems: "center" }}>
      {(["primary", "success", "warning", "ghost", "link"] as const).map((variant) => (
        <div key={variant} style={{ display: "contents" }}>
          <Button variant={variant} size="small">
            小按钮
          </Button>
          <Button variant={variant}>默认按钮</Button>
          <Button variant={variant} size="large">
            大按钮
          </Button>
          <Button variant={variant} loading>
            加载中
          </Button>
          <Button variant={variant} disabled>
            已禁用
          </Button>
        </div>
      ))}
    </div>
  ),
};
