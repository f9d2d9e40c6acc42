import { Breadcrumb, Steps } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const meta = {
  title: "导航/Breadcrumb 面包屑",
  component: Breadcrumb,
  args: {
    items: [{ label: "首页", href: "#home" }, { label: "新闻资讯", href: "#news" }, { label: "关于开展2024年度优秀施工企业评选活动的通知" }],
  },
  argTypes: { separator: control.text("分隔符") },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("关于开展2024年度优秀施工企业评选活动的通知")).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "首页" })).toHaveAttribute("href", "#home");
  },
};

export const CustomSeparator: Story = { name: "自定义分隔符", args: { separator: ">" } };

export const SingleLevel: Story = { name: "仅一级", args: { items: [{ label: "个人中心" }] } };

const certification = [
  { title: "填写信息", description: "企业基本信息" },
  { title: "上传材料", description: "营业执照、资质证书" },
  { title: "平台审核", description: "1-3个工作日" },
  { title: "认证完成" },
];

export const StepsInProgress: StoryObj<typeof Steps> = {
  name: "Steps 进行中",
  render: () => <Steps aria-label="企业认证步骤" items={certification} current={1} />,
};

export const StepsError: StoryObj<typeof Steps> = {
  name: "Steps 审核未通过",
  render: () => <Steps aria-label="企业认证步骤" items={certification} current={2} status="error" />,
};

export const StepsDone: StoryObj<typeof Steps> = {
  name: "Steps 全部完成",
  render: () => <Steps aria-label="企业认证步骤" items={certification} current={4} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("（已完成）")).toHaveLength(4);
  },
};
