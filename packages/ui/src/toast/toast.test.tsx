import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Button } from "../button/button.tsx";
import { ToastProvider, useToast } from "./toast-provider.tsx";

function Demo() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success("发送成功")}>成功</Button>
      <Button onClick={() => toast.error("上传失败, 请重试")}>失败</Button>
    </>
  );
}

describe("Toast", () => {
  it("shows typed messages with the type spoken first, and closes after its duration", async () => {
    const screen = await render(
      <ToastProvider duration={1500}>
        <Demo />
      </ToastProvider>,
    );
    await screen.getByRole("button", { name: "成功" }).click();
    await screen.getByRole("button", { name: "失败" }).click();
    const titles = () => Array.from(document.querySelectorAll("li")).map((li) => li.textContent);
    await expect.poll(titles).toEqual(["成功：发送成功", "错误：上传失败, 请重试"]);
    await expect.poll(titles, { timeout: 4000 }).toEqual([]);
  });
});
