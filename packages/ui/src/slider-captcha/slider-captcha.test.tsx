import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { type CaptchaResult, SliderCaptcha } from "./slider-captcha.tsx";

const bg = "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='300' height='140'><rect width='300' height='140' fill='gray'/></svg>";
const piece = "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='50' height='50'><rect width='50' height='50' fill='white'/></svg>";

function pointer(target: Element, type: string, clientX: number, clientY = 10) {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, pointerId: 1, clientX, clientY, isPrimary: true }));
}

describe("SliderCaptcha", () => {
  it("has the spec's sizes: 300×140 picture, 50×50 piece, 30 px track and handle", async () => {
    const screen = await render(<SliderCaptcha backgroundSrc={bg} pieceSrc={piece} pieceY={40} onComplete={() => {}} />);
    const slider = screen.getByRole("slider").element();
    expect(slider.getBoundingClientRect().height).toBe(30);
    expect(slider.parentElement?.getBoundingClientRect().height).toBe(30);
    const [background, pieceImg] = Array.from(screen.container.querySelectorAll("img"));
    expect(background?.getBoundingClientRect()).toMatchObject({ width: 300, height: 140 });
    expect(pieceImg?.getBoundingClientRect()).toMatchObject({ width: 50, height: 50 });
    expect(getComputedStyle(pieceImg as Element).top).toBe("40px");
  });

  it("emits x and the drag track relative to the start when dragged by mouse", async () => {
    const onComplete = vi.fn<(result: CaptchaResult) => void>();
    const screen = await render(<SliderCaptcha backgroundSrc={bg} pieceSrc={piece} pieceY={40} onComplete={onComplete} />);
    const handle = screen.getByRole("slider").element();
    pointer(handle, "pointerdown", 100, 10);
    pointer(handle, "pointermove", 130, 11);
    pointer(handle, "pointermove", 180, 12);
    pointer(handle, "pointerup", 187, 12);
    expect(onComplete).toHaveBeenCalledTimes(1);
    const result = onComplete.mock.calls[0]?.[0];
    expect(result?.x).toBe(87);
    expect(result?.track.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [30, 1],
      [80, 2],
      [87, 2],
    ]);
    const times = result?.track.map((p) => p.t) ?? [];
    expect(times[0]).toBe(0);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    await expect.element(screen.getByRole("slider")).toHaveAttribute("aria-valuenow", "87");
  });

  it("keeps the piece inside the picture (0 to 250)", async () => {
    const onComplete = vi.fn<(result: CaptchaResult) => void>();
    const screen = await render(<SliderCaptcha backgroundSrc={bg} pieceSrc={piece} pieceY={0} onComplete={onComplete} />);
    const handle = screen.getByRole("slider").element();
    pointer(handle, "pointerdown", 10);
    pointer(handle, "pointermove", 900);
    pointer(handle, "pointerup", 900);
    expect(onComplete.mock.calls[0]?.[0].x).toBe(250);
  });

  it("moves with arrow keys (Shift for bigger steps), records the moves and completes on Enter", async () => {
    const onComplete = vi.fn<(result: CaptchaResult) => void>();
    const screen = await render(<SliderCaptcha backgroundSrc={bg} pieceSrc={piece} pieceY={40} onComplete={onComplete} />);
    (screen.getByRole("slider").element() as HTMLElement).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{Shift>}{ArrowRight}{/Shift}{ArrowLeft}");
    await expect.element(screen.getByRole("slider")).toHaveAttribute("aria-valuenow", "12");
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    const result = onComplete.mock.calls[0]?.[0];
    expect(result?.x).toBe(12);
    expect(result?.track.map((p) => p.x)).toEqual([0, 2, 4, 14, 12]);
    expect(result?.track.every((p) => p.y === 0)).toBe(true);
  });

  it("ignores input while checking and after success", async () => {
    const onComplete = vi.fn();
    const screen = await render(<SliderCaptcha backgroundSrc={bg} pieceSrc={piece} pieceY={40} onComplete={onComplete} status="checking" />);
    const handle = screen.getByRole("slider").element();
    pointer(handle, "pointerdown", 0);
    pointer(handle, "pointerup", 50);
    expect(onComplete).not.toHaveBeenCalled();
    await expect.element(screen.getByRole("status")).toHaveTextContent("验证中…");
  });

  it("offers a way round the puzzle when the host gives one, and holds it while busy or checking", async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <SliderCaptcha backgroundSrc={bg} pieceSrc={piece} pieceY={40} onComplete={() => {}} alternative={{ label: "无法拖动？改用短信验证", onSelect }} />,
    );
    await screen.getByRole("button", { name: "无法拖动？改用短信验证" }).click();
    expect(onSelect).toHaveBeenCalledTimes(1);
    await screen.rerender(
      <SliderCaptcha
        backgroundSrc={bg}
        pieceSrc={piece}
        pieceY={40}
        onComplete={() => {}}
        alternative={{ label: "无法拖动？改用短信验证", onSelect, busy: true }}
      />,
    );
    await expect.element(screen.getByRole("button", { name: "无法拖动？改用短信验证" })).toBeDisabled();
    await screen.rerender(
      <SliderCaptcha
        backgroundSrc={bg}
        pieceSrc={piece}
        pieceY={40}
        status="checking"
        onComplete={() => {}}
        alternative={{ label: "无法拖动？改用短信验证", onSelect }}
      />,
    );
    await expect.element(screen.getByRole("button", { name: "无法拖动？改用短信验证" })).toBeDisabled();
  });

  it("shows no way round without one", async () => {
    const screen = await render(<SliderCaptcha backgroundSrc={bg} pieceSrc={piece} pieceY={40} onComplete={() => {}} />);
    expect(screen.container.querySelectorAll("button")).toHaveLength(0);
  });
});
