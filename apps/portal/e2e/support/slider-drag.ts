import { expect, type Page } from "@playwright/test";

/** The portal's and the login site's slider handle. */
const sliderHandle = (page: Page) => page.getByRole("slider", { name: "拼图滑块" });

/**
 * Drags the captcha's slider by `x` pixels like a hand would: many small moves that speed up and
 * slow onto the target, a pixel of tremor and uneven pauses (the server refuses one even speed,
 * and a textbook curve at clockwork steps).
 */
export async function dragSlider(page: Page, x: number): Promise<void> {
  const handle = sliderHandle(page);
  await expect(handle).toHaveAttribute("aria-valuenow", "0");
  const box = await handle.boundingBox();
  if (!box) throw new Error("the slider is not visible");
  await page.mouse.move(box.x + 25, box.y + 15);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) {
    const f = step / 20;
    const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
    const tremor = step < 20 ? Math.round(Math.random() * 2 - 1) : 0;
    await page.mouse.move(box.x + 25 + x * eased + tremor, box.y + 15 + (step % 3));
    await page.waitForTimeout(14 + Math.round(Math.random() * 12));
  }
  await page.mouse.up();
}
