import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { Button } from "./button.tsx";

describe("Button", () => {
  it("calls onClick when pressed with the keyboard", async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>提交</Button>);
    const button = screen.getByRole("button", { name: "提交" });
    (button.element() as HTMLButtonElement).focus();
    await userEventPress();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("does not fire when disabled and never submits a form by default", async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button disabled onClick={onClick}>
        提交
      </Button>,
    );
    await screen.getByRole("button").click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole("button").element().getAttribute("type")).toBe("button");
  });
});

async function userEventPress() {
  const { userEvent } = await import("vitest/browser");
  await userEvent.keyboard("{Enter}");
}

describe("Button loading", () => {
  it("ignores presses, stays focusable and reports busy while loading", async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button loading onClick={onClick}>
        保存
      </Button>,
    );
    const button = screen.getByRole("button", { name: /保存/ });
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
    expect(button.element().getAttribute("aria-busy")).toBe("true");
    expect((button.element() as HTMLButtonElement).disabled).toBe(false);
  });
});
