import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { PhoneInput, toPhoneDigits } from "./phone-input.tsx";

describe("toPhoneDigits", () => {
  it.each([
    ["138 0000-0001", "13800000001"],
    ["+86 13800000001", "86138000000"],
    ["1380000000123", "13800000001"],
    ["abc", ""],
    ["", ""],
  ])("%s -> %s", (input, expected) => {
    expect(toPhoneDigits(input)).toBe(expected);
  });
});

describe("PhoneInput", () => {
  it("accepts digits only and reports them", async () => {
    const onValueChange = vi.fn();
    const screen = await render(<PhoneInput aria-label="手机号" onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "手机号" });
    await userEvent.type(input, "1a3800000001999");
    await expect.element(input).toHaveValue("13800000001");
    expect(onValueChange).toHaveBeenLastCalledWith("13800000001");
    await expect.element(input).toHaveAttribute("inputmode", "numeric");
  });
});
