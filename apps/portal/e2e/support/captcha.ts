import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { expectAxeClean } from "./axe.ts";
import { serverPort } from "./ports.ts";
import { dragSlider } from "./slider-drag.ts";

/** The services themselves, where the development answer to a puzzle is asked for. */
const services = `http://localhost:${serverPort}`;

/** Matches the response of the call to `path`. */
export const isCall = (path: string) => (response: { url(): string }) => new URL(response.url()).pathname === path;

/** Where a journey learns a puzzle's answer: the services' development helper, or (a production start has none) the database. */
export type CaptchaAnswer = (captchaId: string) => Promise<number>;

/** The development helper's answer (DEV_HELPERS=1), asked of the services themselves. */
const developmentAnswer =
  (request: APIRequestContext): CaptchaAnswer =>
  async (captchaId) => {
    const answer = await request.get(`${services}${platformPaths.devCaptchaAnswer}?captchaId=${captchaId}`);
    return ((await answer.json()).data as { x: number }).x;
  };

/**
 * Clicks `trigger`, which opens the slider puzzle the page asks `generatePath` for, checks the dialog
 * with axe, and solves every round (a campaign may ask for a second) with the development answer;
 * after a drop the server refuses, the dialog brings a new puzzle from `generatePath` and that one is
 * solved instead. Returns when the dialog has closed.
 */
export async function passCaptcha(page: Page, request: APIRequestContext, trigger: Locator, generatePath: string = loginServicePaths.generate) {
  const [generated] = await Promise.all([page.waitForResponse(isCall(generatePath)), trigger.click()]);
  await expect(page.getByRole("dialog", { name: "安全验证" })).toBeVisible();
  await expect(page.getByRole("slider", { name: "拼图滑块" })).toBeVisible();
  // Radix hides the page behind the modal: the dialog is what a person can reach now.
  await expectAxeClean(page, { include: '[role="dialog"]' });
  let { captchaId } = (await generated.json()).data as { captchaId: string };
  for (let round = 0; round < 5; round++) {
    const x = await developmentAnswer(request)(captchaId);
    const [validated] = await Promise.all([page.waitForResponse(isCall(loginServicePaths.validate)), dragSlider(page, x)]);
    const body = (await validated.json()) as { code: number; data: { next?: { captchaId: string } } | null };
    if (body.code !== 200) {
      captchaId = ((await (await page.waitForResponse(isCall(generatePath))).json()).data as { captchaId: string }).captchaId;
      continue;
    }
    if (!body.data?.next) break;
    captchaId = body.data.next.captchaId;
  }
  await expect(page.getByRole("dialog", { name: "安全验证" })).toHaveCount(0);
}

/**
 * The login site's SMS log-in: clicks `trigger` (获取验证码), which asks the login site's own puzzle
 * (in its page, no dialog), and solves every round with the answer `answerOf` gives (by default the
 * development helper's).
 */
export async function passLoginSiteCaptcha(page: Page, request: APIRequestContext, trigger: Locator, answerOf: CaptchaAnswer = developmentAnswer(request)) {
  const [generated] = await Promise.all([page.waitForResponse(isCall(loginServicePaths.generate)), trigger.click()]);
  let { captchaId } = (await generated.json()).data as { captchaId: string };
  // A challenge may have a second round (the server asks for one under a campaign): solve each.
  for (;;) {
    const x = await answerOf(captchaId);
    const [validated] = await Promise.all([page.waitForResponse(isCall(loginServicePaths.validate)), dragSlider(page, x)]);
    const next = ((await validated.json()).data as { next?: { captchaId: string } } | null)?.next;
    if (!next) break;
    captchaId = next.captchaId;
  }
}
