import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Radio } from "../radio/radio.tsx";
import { Switch } from "../switch/switch.tsx";
import { Checkbox } from "./checkbox.tsx";

describe("choice controls", () => {
  it("checkbox toggles with Space and is named by its label", async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(<Checkbox onCheckedChange={onCheckedChange}>我已阅读并同意《用户协议》</Checkbox>);
    const box = screen.getByRole("checkbox", { name: "我已阅读并同意《用户协议》" });
    (box.element() as HTMLElement).focus();
    await userEvent.keyboard(" ");
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    await expect.element(box).toBeChecked();
  });

  it("checkbox shows the mixed state", async () => {
    const screen = await render(<Checkbox checked="indeterminate" aria-label="全选" />);
    await expect.element(screen.getByRole("checkbox", { name: "全选" })).toHaveAttribute("aria-checked", "mixed");
  });

  it("radio moves the choice with arrow keys", async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Radio
        aria-label="企业类型"
        defaultValue="require"
        onValueChange={onValueChange}
        options={[
          { value: "require", label: "需求方" },
          { value: "supply", label: "供应方" },
        ]}
      />,
    );
    // A real click gives the page focus too, so the key press reaches the radio.
    await screen.getByRole("radio", { name: "需求方" }).click();
    await expect.element(screen.getByRole("radio", { name: "需求方" })).toHaveFocus();
    // Radix checks the newly focused radio only while the arrow key is down, and moves focus on
    // the next task; a press released at once (as a script does) can miss it, so hold the key.
    await userEvent.keyboard("{ArrowRight>}");
    await expect.element(screen.getByRole("radio", { name: "供应方" })).toBeChecked();
    await userEvent.keyboard("{/ArrowRight}");
    expect(onValueChange).toHaveBeenCalledWith("supply");
  });

  it("switch toggles by click on its label", async () => {
    const screen = await render(<Switch>接收短信通知</Switch>);
    await screen.getByText("接收短信通知").click();
    await expect.element(screen.getByRole("switch", { name: "接收短信通知" })).toBeChecked();
  });
});
