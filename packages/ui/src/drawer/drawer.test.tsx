import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Button } from "../button/button.tsx";
import { Drawer } from "./drawer.tsx";

describe("Drawer", () => {
  it("opens from its trigger, is 550 px wide under a 100 px offset, and closes with Escape", async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <Drawer title="消息通知" trigger={<Button>消息</Button>} onOpenChange={onOpenChange}>
        <p>暂无消息</p>
      </Drawer>,
    );
    await screen.getByRole("button", { name: "消息" }).click();
    const dialog = screen.getByRole("dialog", { name: "消息通知" });
    await expect.element(dialog).toBeVisible();
    const style = getComputedStyle(dialog.element());
    expect(style.width).toBe("550px");
    expect(style.top).toBe("100px");
    expect(style.minHeight).toBe("500px");
    await userEvent.keyboard("{Escape}");
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("closes with its close button and returns focus to the trigger", async () => {
    const screen = await render(
      <Drawer title="消息通知" trigger={<Button>消息</Button>}>
        <p>暂无消息</p>
      </Drawer>,
    );
    const trigger = screen.getByRole("button", { name: "消息" });
    await trigger.click();
    await screen.getByRole("button", { name: "关闭" }).click();
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });
});
