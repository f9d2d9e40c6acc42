import { Avatar, Button, Card, Link, QrCard } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { control, framed } from "./support/story-kit.tsx";

// A stand-in QR pattern (not a real code) so the story needs no network.
const qr = (() => {
  let cells = "";
  for (let y = 0; y < 21; y++)
    for (let x = 0; x < 21; x++)
      if ((x * 7 + y * 13 + x * y) % 3 === 0 || ((x < 7 || x > 13) && y < 7) || (x < 7 && y > 13)) cells += `<rect x='${x}' y='${y}' width='1' height='1'/>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='-1 -1 23 23'><rect x='-1' y='-1' width='23' height='23' fill='#fff'/>${cells}</svg>`)}`;
})();

const photo = `data:image/svg+xml;utf8,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' width='80' height='80'><rect width='80' height='80' fill='#8fb8e8'/><circle cx='40' cy='30' r='14' fill='#fff'/><rect x='16' y='50' width='48' height='30' rx='16' fill='#fff'/></svg>")}`;

const meta = {
  title: "展示/Card 卡片",
  component: Card,
  args: {
    title: "行业动态",
    extra: <Link href="#more">更多</Link>,
    children: "住建厅发布《关于推进建筑产业互联网平台建设的指导意见》，明确了平台建设的总体目标与重点任务。",
  },
  argTypes: {
    title: control.text("标题"),
    bordered: control.boolean("边框"),
    elevated: control.boolean("阴影"),
    hoverable: control.boolean("悬停加深阴影"),
  },
  decorators: [framed({ width: 420 })],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "行业动态" })).toBeInTheDocument();
  },
};

export const Elevated: Story = { name: "阴影、可悬停", args: { bordered: false, elevated: true, hoverable: true } };

export const WithCoverAndFooter: Story = {
  name: "封面与底部",
  args: {
    title: "法律服务套餐",
    extra: undefined,
    cover: { src: photo, alt: "法律顾问", height: 120 },
    footer: "已有 128 家企业购买",
    children: <Button size="small">立即咨询</Button>,
  },
};

export const NoTitle: Story = { name: "无标题", args: { title: undefined, extra: undefined } };

export const Avatars: StoryObj<typeof Avatar> = {
  name: "Avatar 头像",
  render: () => (
    <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
      <Avatar name="张建国" size="small" />
      <Avatar name="李晓梅" />
      <Avatar name="长春建工集团" size="large" shape="square" />
      <Avatar name="王工" src={photo} />
      <Avatar name="加载失败" src="/missing-avatar.png" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "张建国" })).toHaveTextContent("张");
  },
};

export const QrCodes: StoryObj<typeof QrCard> = {
  name: "QrCard 二维码",
  render: () => (
    <div style={{ display: "flex", gap: 24 }}>
      <QrCard src={qr} caption="官方公众号" />
      <QrCard src={qr} caption="移动端App" />
      <QrCard src={qr} caption="平台客服" />
    </div>
  ),
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: "官方公众号二维码" });
    await expect(image.getBoundingClientRect().width).toBe(130);
    await expect(image.getBoundingClientRect().height).toBe(130);
  },
};
