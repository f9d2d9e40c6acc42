import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Select } from "./select.tsx";

const cities = [
  { value: "changchun", label: "长春市" },
  { value: "jilin", label: "吉林市" },
];

describe("Select", () => {
  it("shows its value and a form value before its menu has loaded", async () => {
    const screen = await render(
      <form>
        <Select options={cities} defaultValue="jilin" name="city" aria-label="所在城市" />
      </form>,
    );
    const trigger = screen.getByRole("combobox", { name: "所在城市" });
    await expect.element(trigger).toHaveTextContent("吉林市");
    await expect.element(trigger).toHaveAttribute("aria-expanded", "false");
    expect(new FormData(screen.container.querySelector("form") as HTMLFormElement).get("city")).toBe("jilin");
    expect(document.querySelector("[role='listbox']")).toBeNull();
  });

  it("opens at the first click, once its menu has loaded, and reports the choice", async () => {
    const onValueChange = vi.fn();
    const screen = await render(<Select options={cities} aria-label="所在城市" onValueChange={onValueChange} />);
    await expect.element(screen.getByRole("combobox", { name: "所在城市" })).toHaveAttribute("data-placeholder", "");
    await screen.getByRole("combobox", { name: "所在城市" }).click();
    await page.getByRole("option", { name: "长春市" }).click();
    expect(onValueChange).toHaveBeenCalledWith("changchun");
    await expect.element(screen.getByRole("combobox", { name: "所在城市" })).toHaveTextContent("长春市");
  });

  it("opens from the keyboard with the arrow keys, as Radix's trigger does", async () => {
    const screen = await render(<Select options={cities} aria-label="所在城市" />);
    (screen.getByRole("combobox", { name: "所在城市" }).element() as HTMLElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(page.getByRole("listbox")).toBeVisible();
  });
});
