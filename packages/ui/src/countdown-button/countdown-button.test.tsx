import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { fakeIntervalsInEachTest } from "../internal/test-timers.ts";
import { CountdownButton } from "./countdown-button.tsx";

describe("CountdownButton", () => {
  fakeIntervalsInEachTest();

  it("counts down the seconds it is given after a send, then shows the label again", async () => {
    const onSend = vi.fn(() => true);
    const screen = await render(<CountdownButton onSend={onSend} seconds={60} />);
    const button = screen.getByRole("button");
    await button.click();
    await expect.element(button).toHaveTextContent("60秒后重新发送");
    expect(button).toBeDisabled();
    expect(onSend).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_000);
    await expect.element(button).toHaveTextContent("1秒后重新发送");
    await vi.advanceTimersByTimeAsync(1_000);
    await expect.element(button).toHaveTextContent("发送验证码");
    await expect.element(button).toBeEnabled();
  });

  it("does not count down when the send failed", async () => {
    const screen = await render(<CountdownButton onSend={() => Promise.resolve(false)} seconds={60} />);
    const button = screen.getByRole("button");
    await button.click();
    await expect.element(button).toHaveTextContent("发送验证码");
    await expect.element(button).toBeEnabled();
  });

  it("honours a custom duration", async () => {
    const screen = await render(<CountdownButton onSend={() => undefined} seconds={5} />);
    await screen.getByRole("button").click();
    await expect.element(screen.getByRole("button")).toHaveTextContent("5秒后重新发送");
    await vi.advanceTimersByTimeAsync(5_000);
    await expect.element(screen.getByRole("button")).toHaveTextContent("发送验证码");
  });

  it("is disabled as the server renders it, and enabled once its script runs (a press before then would do nothing)", async () => {
    expect(renderToString(<CountdownButton onSend={() => true} seconds={60} />)).toMatch(/<button[^>]* disabled=""/);
    const screen = await render(<CountdownButton onSend={() => true} seconds={60} />);
    await expect.element(screen.getByRole("button")).toBeEnabled();
  });
});
