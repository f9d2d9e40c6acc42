import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { UploadFileRow } from "./upload-file-row.tsx";

describe("UploadFileRow", () => {
  it("shows progress while uploading", async () => {
    const screen = await render(<UploadFileRow fileName="施工合同.pdf" sizeText="2.29 MB" status="uploading" progress={42.4} />);
    await expect.element(screen.getByRole("progressbar", { name: "施工合同.pdf 上传进度" })).toHaveAttribute("aria-valuenow", "42");
    await expect.element(screen.getByText("上传中 42%")).toBeVisible();
    await expect.element(screen.getByText("2.29 MB")).toBeVisible();
  });

  it("offers retry and announces the error on failure", async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <UploadFileRow fileName="施工合同.pdf" sizeText="100 B" status="error" error="上传失败, 请重试" onRetry={onRetry} onRemove={() => {}} />,
    );
    await expect.element(screen.getByRole("alert")).toHaveTextContent("上传失败, 请重试");
    await screen.getByRole("button", { name: "重试 施工合同.pdf" }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("offers cancel while uploading, and not once the file is stored", async () => {
    const onCancel = vi.fn();
    const screen = await render(<UploadFileRow fileName="现场视频.mp4" sizeText="100 B" status="uploading" progress={10} onCancel={onCancel} />);
    await screen.getByRole("button", { name: "取消上传 现场视频.mp4" }).click();
    expect(onCancel).toHaveBeenCalledTimes(1);
    await screen.rerender(<UploadFileRow fileName="现场视频.mp4" sizeText="100 B" status="success" onCancel={onCancel} />);
    expect(screen.container.querySelector("button[aria-label^='取消上传']")).toBeNull();
  });

  it("hides remove when read-only", async () => {
    const screen = await render(<UploadFileRow fileName="图纸.png" sizeText="100 B" status="success" readOnly onRemove={() => {}} onPreview={() => {}} />);
    await expect.element(screen.getByRole("button", { name: "预览 图纸.png" })).toBeVisible();
    expect(screen.container.querySelector("button[aria-label^='删除']")).toBeNull();
  });
});
