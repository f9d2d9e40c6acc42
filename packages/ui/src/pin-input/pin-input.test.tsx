import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { PinInput } from "./pin-input.tsx";

describe("PinInput", () => {
  it("keeps digits only, at most 6, and completes once", async () => {
    const onComplete = vi.fn();
    const onValueChange = vi.fn();
    const screen = await render(<PinInput onComplete={onComplete} onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "6位验证码" });
    await userEvent.type(input, "12a34b5678");
    await expect.element(input).toHaveValue("123456");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("123456");
    expect(onValueChange).toHaveBeenLastCalledWith("123456");
  });

  it("draws one cell per digit", async () => {
    const screen = await render(<PinInput defaultValue="42" />);
    const cells = screen.container.querySelectorAll("span[aria-hidden='true']");
    expect(cells).toHaveLength(6);
    expect(cells[0]?.textContent).toBe("4");
    expect(cells[2]?.textContent).toBe("");
  });
});
