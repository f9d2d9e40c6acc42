import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ConfirmDialog } from "./confirm-dialog.tsx";

describe("ConfirmDialog", () => {
  it("shows the logout prompt of the spec and confirms", async () => {
    const onConfirm = vi.fn();
    const screen = await render(<ConfirmDialog defaultOpen message="确定退出登录？" confirmText="确认退出" cancelText="取消" onConfirm={onConfirm} />);
    const dialog = screen.getByRole("alertdialog", { name: "系统提示" });
    await expect.element(dialog).toHaveAccessibleDescription("确定退出登录？");
    await screen.getByRole("button", { name: "确认退出" }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it("starts focus on cancel, so Enter does not confirm", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const screen = await render(<ConfirmDialog defaultOpen message="确定删除该附件？" onConfirm={onConfirm} onCancel={onCancel} />);
    await expect.element(screen.getByRole("button", { name: "取消" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("stays open and busy until an async confirm settles", async () => {
    let finish: () => void = () => {};
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
    const screen = await render(<ConfirmDialog defaultOpen message="确定提交？" onConfirm={onConfirm} />);
    await screen.getByRole("button", { name: "确定" }).click();
    await expect.element(screen.getByRole("button", { name: /确定/ })).toHaveAttribute("aria-busy", "true");
    finish();
    await expect.element(screen.getByRole("alertdialog")).not.toBeInTheDocument();
  });
});
