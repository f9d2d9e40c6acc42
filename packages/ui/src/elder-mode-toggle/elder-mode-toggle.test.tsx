import { useState } from "react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ElderModeToggle } from "./elder-mode-toggle.tsx";

function Host() {
  const [on, setOn] = useState(false);
  return <ElderModeToggle pressed={on} onPressedChange={setOn} />;
}

describe("ElderModeToggle", () => {
  it("is a toggle button that names the mode it leads to", async () => {
    const screen = await render(<Host />);
    const button = screen.getByRole("button", { name: "长辈版" });
    await expect.element(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    const back = screen.getByRole("button", { name: "标准版" });
    await expect.element(back).toHaveAttribute("aria-pressed", "true");
    await back.click();
    await expect.element(screen.getByRole("button", { name: "长辈版" })).toHaveAttribute("aria-pressed", "false");
  });

  it("switches with the keyboard", async () => {
    const screen = await render(<Host />);
    const button = screen.getByRole("button", { name: "长辈版" }).element() as HTMLButtonElement;
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("button", { name: "标准版" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect.element(screen.getByRole("button", { name: "长辈版" })).toHaveAttribute("aria-pressed", "false");
  });
});
