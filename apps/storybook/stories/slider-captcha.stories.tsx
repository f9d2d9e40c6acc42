import { type CaptchaResult, type CaptchaStatus, SliderCaptcha } from "@cidp/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { control } from "./support/story-kit.tsx";

const svg = (body: string, w: number, h: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}'>${body}</svg>`)}`;

// A 300×140 picture with the 50×50 gap at x=180, y=45, and the matching piece.
const backgroundSrc = svg(
  "<defs><linearGradient id='g' x1='0' x2='1'><stop offset='0' stop-color='#8fb8e8'/><stop offset='1' stop-color='#3d6fa8'/></linearGradient></defs><rect width='300' height='140' fill='url(#g)'/><path d='M0 110 L60 70 L120 100 L190 50 L300 95 V140 H0Z' fill='#2f5d3a'/><rect x='180' y='45' width='50' height='50' fill='rgba(0,0,0,0.45)' stroke='#fff'/>",
  300,
  140,
);
const pieceSrc = svg("<rect width='50' height='50' fill='#6b93c4' stroke='#fff' stroke-width='2'/>", 50, 50);

const meta = {
  title: "表单/SliderCaptcha 滑块拼图验证",
  component: SliderCaptcha,
  args: { backgroundSrc, pieceSrc, pieceY: 45, onComplete: fn(), onRefresh: fn(), status: "idle" },
  argTypes: {
    status: control.radio(["idle", "checking", "success", "failure"], "校验状态（由服务端结果决定）"),
    pieceY: control.number("拼图块距顶部像素", { min: 0, max: 90 }),
    step: control.number("方向键步长（Shift ×5）", { min: 1 }),
    backgroundSrc: control.text("300×140 背景图"),
    pieceSrc: control.text("50×50 拼图块"),
  },
} satisfies Meta<typeof SliderCaptcha>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Checking: Story = { args: { status: "checking" } };

export const Success: Story = { args: { status: "success" } };

export const Failure: Story = { args: { status: "failure" } };

export const DragWithMouse: Story = {
  name: "鼠标拖动",
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole("slider");
    const box = handle.getBoundingClientRect();
    const y = box.top + 15;
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: handle, coords: { clientX: box.left + 25, clientY: y } },
      { target: handle, coords: { clientX: box.left + 105, clientY: y + 1 } },
      { target: handle, coords: { clientX: box.left + 205, clientY: y + 2 } },
      { keys: "[/MouseLeft]", target: handle, coords: { clientX: box.left + 205, clientY: y + 2 } },
    ]);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    const result = (args.onComplete as unknown as { mock: { calls: [CaptchaResult][] } }).mock.calls[0]?.[0];
    await expect(result?.x).toBe(180);
    await expect(result?.track[0]).toEqual({ x: 0, y: 0, t: 0 });
    await expect(result?.track.at(-1)).toMatchObject({ x: 180, y: 2 });
  },
};

export const DragWithKeyboard: Story = {
  name: "键盘操作",
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole("slider");
    handle.focus();
    await userEvent.keyboard("{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}");
    await expect(handle).toHaveAttribute("aria-valuenow", "22");
    await userEvent.keyboard("{Enter}");
    const result = (args.onComplete as unknown as { mock: { calls: [CaptchaResult][] } }).mock.calls[0]?.[0];
    await expect(result?.x).toBe(22);
    await expect(result?.track.map((p) => p.x)).toEqual([0, 10, 20, 22]);
  },
};

/** 与服务端往返：x 在 180±4 内判定通过，否则失败并可重试。 */
export const WithCheck: Story = {
  name: "完整流程（模拟校验）",
  render: function Render(args) {
    const [status, setStatus] = useState<CaptchaStatus>("idle");
    return (
      <SliderCaptcha
        {...args}
        status={status}
        onRefresh={() => setStatus("idle")}
        onComplete={(result) => {
          args.onComplete(result);
          setStatus("checking");
          setTimeout(() => setStatus(Math.abs(result.x - 180) <= 4 ? "success" : "failure"), 300);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const handle = canvas.getByRole("slider");
    handle.focus();
    await userEvent.keyboard("{Shift>}{ArrowRight}{/Shift}{Enter}");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("验证失败，请重试"));
  },
};

export const WithSmsAlternative: Story = {
  name: "长辈版：可改用短信验证",
  globals: { theme: "elderly" },
  args: { alternative: { label: "无法拖动？改用短信验证", onSelect: fn() } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "无法拖动？改用短信验证" });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.alternative?.onSelect).toHaveBeenCalled();
  },
};
