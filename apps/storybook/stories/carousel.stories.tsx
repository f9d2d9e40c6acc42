import { Carousel, Link, VerticalCarousel } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { control, framed } from "./support/story-kit.tsx";

const banner = (title: string, from: string, to: string) => (
  <div
    style={{
      height: "100%",
      display: "flex",
      alignItems: "center",
      padding: "0 80px",
      background: `linear-gradient(90deg, ${from}, ${to})`,
      color: "#fff",
      fontSize: 32,
      fontWeight: 600,
    }}
  >
    {title}
  </div>
);

const slides = [
  { key: "1", label: "建筑产业互联网平台正式上线", content: banner("建筑产业互联网平台正式上线", "#003f85", "#0062cc") },
  { key: "2", label: "建材集采专区", content: banner("建材集采专区 · 降本增效", "#0b4d17", "#1a7f2b") },
  { key: "3", label: "法律服务进企业", content: banner("法律服务进企业", "#5a3a00", "#8a5a00") },
];

const meta = {
  title: "展示/Carousel 轮播",
  component: Carousel,
  args: { slides, interval: 5000, height: 240 },
  argTypes: {
    interval: control.number("切换间隔（毫秒）", { min: 500 }),
    height: control.number("高度"),
    autoplay: control.boolean("自动播放"),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  name: "横幅（播放中）",
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "暂停轮播" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "下一张" }));
    await expect(canvas.getByRole("button", { name: "第 2 张：建材集采专区" })).toHaveAttribute("aria-current", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "第 3 张：法律服务进企业" })).toHaveAttribute("aria-current", "true");
  },
};

export const Autoplay: Story = {
  name: "自动切换（300ms 演示）",
  args: { interval: 300 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("button", { name: "第 2 张：建材集采专区" })).toHaveAttribute("aria-current", "true"), { timeout: 1500 });
  },
};

export const Paused: Story = {
  name: "已暂停",
  args: { interval: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "暂停轮播" }));
    await expect(canvas.getByRole("button", { name: "开始轮播" })).toBeInTheDocument();
  },
};

export const NotAutoplaying: Story = { name: "未自动播放", args: { autoplay: false } };

/** Storybook's browser cannot switch the system setting: the story answers the media query as such a system would. */
export const ReducedMotion: Story = {
  name: "减少动态效果（不自动轮播）",
  args: { interval: 300 },
  beforeEach: () => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes("prefers-reduced-motion: reduce")
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener() {},
            removeEventListener() {},
            addListener() {},
            removeListener() {},
            dispatchEvent: () => false,
          } as MediaQueryList)
        : real(query);
    return () => {
      window.matchMedia = real;
    };
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(canvas.getByRole("button", { name: "第 1 张：建筑产业互联网平台正式上线" })).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByRole("button", { name: "开始轮播" })).toBeInTheDocument();
  },
};

export const ElderMode: Story = {
  name: "长辈版（不自动轮播）",
  args: { interval: 300 },
  // Through the theme global, as the portal's 长辈版 sets it: an attribute set by the story itself
  // was removed again by the theme decorator's effect after the first render, and the slides moved.
  globals: { theme: "elderly" },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(canvas.getByRole("button", { name: "第 1 张：建筑产业互联网平台正式上线" })).toHaveAttribute("aria-current", "true");
  },
};

export const Single: Story = { name: "单张", args: { slides: slides.slice(0, 1) } };

const topics = ["热烈祝贺吉林省建筑产业互联网平台正式上线", "2024年度优秀施工企业评选活动开始报名", "建材集采专区开放，首批供应商入驻"].map((text, i) => ({
  key: String(i),
  content: (
    <Link href={`#topic-${i}`} tone="muted">
      {text}
    </Link>
  ),
}));

/** The hot topics in a 420px column, as the home page shows them. */
const hotTopics: StoryObj<typeof VerticalCarousel> = {
  render: (args) => <VerticalCarousel {...args} items={topics} />,
  decorators: [framed({ width: 420 })],
};

export const HotTopics: StoryObj<typeof VerticalCarousel> = {
  ...hotTopics,
  name: "VerticalCarousel 热点滚动",
  args: { interval: 3000 },
};

export const HotTopicsPauseOnHover: StoryObj<typeof VerticalCarousel> = {
  ...hotTopics,
  name: "VerticalCarousel 悬停暂停（400ms 演示）",
  args: { interval: 400 },
  play: async ({ canvas }) => {
    const visible = () => canvas.getAllByRole("link").find((link) => !link.closest("[aria-hidden='true']"))?.textContent;
    await waitFor(() => expect(visible()).toBe("2024年度优秀施工企业评选活动开始报名"), { timeout: 2000 });
    await userEvent.hover(canvas.getByRole("region"));
    const paused = visible();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(visible()).toBe(paused);
  },
};

export const HotTopicsElderly: StoryObj<typeof VerticalCarousel> = {
  name: "VerticalCarousel 长辈版（不滚动，全部显示）",
  ...hotTopics,
  globals: { theme: "elderly" },
  args: { interval: 400 },
  play: async ({ canvas }) => {
    // Every line is shown and none moves away, however short the interval.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const link of canvas.getAllByRole("link")) await expect(link).toBeVisible();
    await expect(canvas.getAllByRole("link")).toHaveLength(3);
  },
};
