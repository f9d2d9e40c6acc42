import { Button, ImagePreview } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const drawing = `data:image/svg+xml;utf8,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='480' height='320'><rect width='480' height='320' fill='#e6f1ff'/><rect x='60' y='80' width='360' height='200' fill='none' stroke='#0062cc' stroke-width='6'/><path d='M60 80l180-60 180 60' fill='none' stroke='#0062cc' stroke-width='6'/></svg>",
)}`;

const meta = {
  title: "展示/ImagePreview 图片预览",
  component: ImagePreview,
  args: { open: true, onOpenChange: fn(), src: drawing, fileName: "厂房立面图.svg" },
  argTypes: { fileName: control.text("文件名（标题）"), src: control.text("图片地址") },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "放大" }));
    await userEvent.click(screen.getByRole("button", { name: "旋转" }));
    await expect(screen.getByText("150%")).toBeVisible();
  },
};

export const Unsupported: Story = { name: "不支持的格式（TIF）", args: { src: "data:image/tiff;base64,AAAA", fileName: "营业执照扫描件.tif" } };

export const FromTrigger: Story = {
  name: "点击缩略图打开",
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button variant="link" onClick={() => setOpen(true)}>
          预览 厂房立面图.svg
        </Button>
        <ImagePreview {...args} open={open} onOpenChange={setOpen} />
      </div>
    );
  },
};
