import { formatFileSize } from "@cidp/domain";
import { UploadDropZone, UploadFileRow } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { control, framed } from "./support/story-kit.tsx";

const meta = {
  title: "上传/UploadDropZone 上传区域",
  component: UploadDropZone,
  args: { onFiles: fn(), hint: "支持 doc、docx、pdf、xls、jpg、png 等格式，单个文件不超过10M", accept: ".doc,.docx,.pdf,.xls,.xlsx,.jpg,.png" },
  argTypes: {
    multiple: control.boolean("允许多选"),
    disabled: control.boolean("禁用"),
    error: control.text("校验失败信息（由调用方给出）"),
    hint: control.text("上传说明"),
  },
  decorators: [framed({ width: 560 })],
} satisfies Meta<typeof UploadDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const data = new DataTransfer();
    data.items.add(new File(["x"], "施工合同.pdf"));
    const zone = canvasElement.querySelector("[data-state]") as HTMLElement;
    zone.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data }));
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
  },
};

export const Dragging: Story = {
  name: "拖入中",
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector("[data-state]") as HTMLElement;
    zone.dispatchEvent(new DragEvent("dragenter", { bubbles: true, cancelable: true, dataTransfer: new DataTransfer() }));
    await waitFor(() => expect(zone).toHaveAttribute("data-state", "dragging"));
  },
};

export const WithError: Story = { name: "校验失败", args: { error: "报价单.exe 文件不符合上传条件" } };

export const Disabled: Story = { args: { disabled: true } };

export const FileRows: StoryObj<typeof UploadFileRow> = {
  name: "UploadFileRow 文件行（全部状态）",
  render: () => (
    <div style={{ display: "grid", gap: 8 }}>
      <UploadFileRow fileName="施工合同（2024版）.pdf" sizeText={formatFileSize(2_457_600)} status="ready" onCancel={() => {}} />
      <UploadFileRow
        fileName="建设工程施工图纸-结构部分-第三册.dwg"
        sizeText={formatFileSize(48_234_496)}
        status="uploading"
        progress={63}
        onCancel={() => {}}
      />
      <UploadFileRow
        fileName="营业执照.jpg"
        sizeText={formatFileSize(356_000)}
        status="success"
        onPreview={() => {}}
        onDownload={() => {}}
        onRemove={() => {}}
      />
      <UploadFileRow
        fileName="报价单.xlsx"
        sizeText={formatFileSize(18_432)}
        status="error"
        error="报价单.xlsx上传失败, 请重试"
        onRetry={() => {}}
        onRemove={() => {}}
      />
      <UploadFileRow fileName="资质证书.png" sizeText={formatFileSize(1_048_576)} status="success" readOnly onPreview={() => {}} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: /结构部分/ })).toHaveAttribute("aria-valuenow", "63");
    await expect(canvas.getByRole("alert")).toHaveTextContent("报价单.xlsx上传失败, 请重试");
  },
};
