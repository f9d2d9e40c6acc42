import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { formatFileSize } from "./format-file-size.ts";
import { UploadFileRow } from "./upload-file-row.tsx";

describe("formatFileSize", () => {
  it.each([
    [0, 1024, "0 B"],
    [-1, 1024, "0 B"],
    [512, 1024, "512 B"],
    [1024, 1024, "1 KB"],
    [1536, 1024, "1.5 KB"],
    [10 * 1024 * 1024, 1024, "10 MB"],
    [4 * 1024 ** 3, 1024, "4 GB"],
    [1000, 1000, "1 KB"],
    [1_500_000, 1000, "1.5 MB"],
    [250 * 1024 * 1024, 1024, "250 MB"],
  ] as const)("%d bytes (base %d) -> %s", (bytes, base, expected) => {
    expect(formatFileSize(bytes, base)).toBe(expected);
  });
});

describe("UploadFileRow", () => {
  it("shows progress while uploading", async () => {
    const screen = await render(<UploadFileRow fileName="施工合同.pdf" size={2_400_000} status="uploading" progress={42.4} />);
    await expect.element(screen.getByRole("progressbar", { name: "施工合同.pdf 上传进度" })).toHaveAttribute("aria-valuenow", "42");
    await expect.element(screen.getByText("上传中 42%")).toBeVisible();
  });

  it("offers retry and announces the error on failure", async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <UploadFileRow fileName="施工合同.pdf" size={100} status="error" error="上传失败, 请重试" onRetry={onRetry} onRemove={() => {}} />,
    );
    await expect.element(screen.getByRole("alert")).toHaveTextContent("上传失败, 请重试");
    await screen.getByRole("button", { name: "重试 施工合同.pdf" }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("offers cancel while uploading, and not once the file is stored", async () => {
    const onCancel = vi.fn();
    const screen = await render(<UploadFileRow fileName="现场视频.mp4" size={100} status="uploading" progress={10} onCancel={onCancel} />);
    await screen.getByRole("button", { name: "取消上传 现场视频.mp4" }).click();
    expect(onCancel).toHaveBeenCalledTimes(1);
    await screen.rerender(<UploadFileRow fileName="现场视频.mp4" size={100} status="success" onCancel={onCancel} />);
    expect(screen.container.querySelector("button[aria-label^='取消上传']")).toBeNull();
  });

  it("hides remove when read-only", async () => {
    const screen = await render(<UploadFileRow fileName="图纸.png" size={100} status="success" readOnly onRemove={() => {}} onPreview={() => {}} />);
    await expect.element(screen.getByRole("button", { name: "预览 图纸.png" })).toBeVisible();
    expect(screen.container.querySelector("button[aria-label^='删除']")).toBeNull();
  });
});
