import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { ImagePreview, isPreviewableImage } from "./image-preview.tsx";

describe("isPreviewableImage", () => {
  it.each([
    ["图纸.png", true],
    ["扫描件.TIF", true],
    ["照片.jpg", true],
    ["照片.JPEG", true],
    ["动图.gif", true],
    ["位图.bmp", true],
    ["图标.svg", true],
    ["合同.pdf", false],
    ["报价.xlsx", false],
    ["无扩展名", false],
    ["png", false],
  ])("%s -> %s", (name, expected) => {
    expect(isPreviewableImage(name)).toBe(expected);
  });
});

const pixel = "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='40' height='40'><rect width='40' height='40' fill='gray'/></svg>";

describe("ImagePreview", () => {
  it("zooms and rotates the image", async () => {
    const screen = await render(<ImagePreview open onOpenChange={() => {}} src={pixel} fileName="现场照片.svg" />);
    await expect.element(screen.getByRole("dialog", { name: "现场照片.svg" })).toBeVisible();
    await screen.getByRole("button", { name: "放大" }).click();
    await screen.getByRole("button", { name: "旋转" }).click();
    await expect.element(screen.getByText("150%")).toBeVisible();
    expect((screen.getByRole("img").element() as HTMLElement).style.transform).toBe("scale(1.5) rotate(90deg)");
  });

  it("says so when the browser cannot draw the file", async () => {
    const screen = await render(<ImagePreview open onOpenChange={() => {}} src="data:image/tiff;base64,AAAA" fileName="扫描件.tif" />);
    await expect.element(screen.getByText("该图片格式暂不支持在线预览，请下载后查看")).toBeVisible();
  });
});
