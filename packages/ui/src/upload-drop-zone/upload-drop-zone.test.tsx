import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { UploadDropZone } from "./upload-drop-zone.tsx";

function drop(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new DragEvent("dragenter", { bubbles: true, dataTransfer: data }));
  target.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data }));
}

const files = [new File(["a"], "合同.pdf"), new File(["b"], "报价.xlsx")];

describe("UploadDropZone", () => {
  it("hands dropped files to the caller", async () => {
    const onFiles = vi.fn();
    const screen = await render(<UploadDropZone onFiles={onFiles} hint="单个文件不超过10M" />);
    drop(screen.container.firstElementChild as Element, files);
    expect(onFiles).toHaveBeenCalledWith(files);
    await expect.element(screen.getByRole("button", { name: "选择文件" })).toHaveAccessibleDescription("单个文件不超过10M");
  });

  it("keeps one file when multiple is off, and none when disabled", async () => {
    const onFiles = vi.fn();
    const screen = await render(<UploadDropZone onFiles={onFiles} multiple={false} />);
    drop(screen.container.firstElementChild as Element, files);
    expect(onFiles).toHaveBeenCalledWith([files[0]]);
    const disabled = vi.fn();
    const second = await render(<UploadDropZone onFiles={disabled} disabled />);
    drop(second.container.firstElementChild as Element, files);
    expect(disabled).not.toHaveBeenCalled();
  });

  it("shows the caller's rejection message", async () => {
    const screen = await render(<UploadDropZone onFiles={() => {}} error="最多上传1个文件" />);
    await expect.element(screen.getByRole("alert")).toHaveTextContent("最多上传1个文件");
  });
});
