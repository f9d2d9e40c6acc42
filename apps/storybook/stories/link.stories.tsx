import { Link } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const meta = {
  title: "基础/Link 链接",
  component: Link,
  args: { href: "#news", children: "行业动态" },
  argTypes: {
    tone: control.radio(["primary", "muted", "inherit"], "颜色"),
    underline: control.boolean("常显下划线"),
    external: control.boolean("新窗口打开（附读屏提示）"),
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Muted: Story = { args: { tone: "muted", children: "隐私政策" } };

export const External: Story = {
  args: { external: true, href: "https://example.com", children: "党建专栏" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: /党建专栏/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const AllStates: Story = {
  name: "全部状态",
  render: () => (
    <p style={{ display: "flex", gap: 24 }}>
      <Link href="#a">行业动态</Link>
      <Link href="#b" tone="muted">
        隐私政策
      </Link>
      <Link href="#c" underline>
        用户协议
      </Link>
      <Link href="https://example.com" external>
        党建专栏
      </Link>
    </p>
  ),
};
