import { loginServicePaths } from "@cidp/api-client/contract";
import type { Browser, Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { newestSms } from "./support/sms-outbox.ts";
import { expect, test } from "./support/test.ts";

/** Turns elder mode on with the header's toggle, as a visitor does (pressed again until the page's script has started). */
async function turnOn(page: Page) {
  await expect(async () => {
    const on = page.getByRole("button", { name: "长辈版" });
    if (await on.isVisible()) await on.click();
    await expect(page.getByRole("button", { name: "标准版" })).toHaveAttribute("aria-pressed", "true", { timeout: 1000 });
  }).toPass();
  await expect(page.locator("html")).toHaveAttribute("data-elder-mode", "on");
}

/** What the figures of elder mode come to on the page as it is drawn (computed styles). */
function measure(page: Page) {
  return page.evaluate(() => {
    const rgb = (colour: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: colour.startsWith("rgba") ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    // The colour a text stands on: the nearest ancestor with an opaque background (white at the top).
    const backgroundOf = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const colour = rgb(getComputedStyle(node).backgroundColor);
        if (colour.a >= 0.99) return colour;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const contrastOf = (element: Element) => {
      const fg = luminance(rgb(getComputedStyle(element).color));
      const bg = luminance(backgroundOf(element));
      return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    };
    const body = getComputedStyle(document.body);
    // The page's body text: the paragraphs, list items and table cells of the main content that show text of their own.
    const texts = [...document.querySelectorAll("main :is(p, li, td, dd, dt, span, a, h1, h2, h3, label)")].filter((element) => {
      const own = [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
      const box = element.getBoundingClientRect();
      return own && box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    });
    const smallest = Math.min(...texts.map((element) => Number.parseFloat(getComputedStyle(element).fontSize)));
    const lowest = texts
      .map((element) => ({ text: element.textContent?.trim().slice(0, 20), ratio: contrastOf(element) }))
      .sort((a, b) => a.ratio - b.ratio)[0];
    const h1 = document.querySelector("main h1");
    return {
      fontSize: Number.parseFloat(body.fontSize),
      lineHeight: Number.parseFloat(body.lineHeight),
      bodyContrast: contrastOf(document.body),
      cursor: body.cursor,
      texts: texts.length,
      smallest,
      lowest,
      h1Size: h1 ? Number.parseFloat(getComputedStyle(h1).fontSize) : null,
    };
  });
}

/** Every figure of elder mode on the current page, and axe clean. */
async function expectElderFigures(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-elder-mode", "on");
  const figures = await measure(page);
  expect(figures.fontSize).toBeGreaterThanOrEqual(18);
  expect(figures.lineHeight / figures.fontSize).toBeGreaterThanOrEqual(1.3);
  expect(figures.bodyContrast).toBeGreaterThanOrEqual(7);
  expect(figures.cursor).toContain("data:image/svg+xml");
  // No text of the main content is smaller than 18 px or under 7:1 against what it stands on.
  expect(figures.texts).toBeGreaterThan(0);
  expect(figures.smallest).toBeGreaterThanOrEqual(18);
  expect(figures.lowest?.ratio, `lowest contrast: ${figures.lowest?.text}`).toBeGreaterThanOrEqual(7);
  if (figures.h1Size !== null) expect(figures.h1Size).toBeGreaterThan(figures.fontSize);
  // Click targets: every visible button of the header and the header's links are at least 44 px tall.
  const heights = await page
    .locator("header")
    .evaluate((header) =>
      [...header.querySelectorAll("button, a[href]")]
        .filter((element) => element.getBoundingClientRect().width > 0 && !element.closest("[inert]"))
        .map((element) => ({ name: element.textContent?.trim(), height: element.getBoundingClientRect().height })),
    );
  expect(heights.length).toBeGreaterThan(3);
  for (const { name, height } of heights) expect(height, `${name}`).toBeGreaterThanOrEqual(44);
  await expectAxeClean(page);
}

test("a visitor turns elder mode on from the header: it switches at once, is remembered, and meets its figures", async ({ page }) => {
  await page.goto(`${portal}/default/home`);
  const standard = await measure(page);
  expect(standard.fontSize).toBeLessThan(18);
  await expect(page.locator("html")).not.toHaveAttribute("data-elder-mode", /.*/);
  await turnOn(page);
  // At once, without a reload: the page is already drawn larger.
  expect((await measure(page)).fontSize).toBeGreaterThanOrEqual(18);

  // Remembered: the server's very first byte is in elder mode (no flash of the standard page).
  const response = await page.reload();
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/<html[^>]*data-elder-mode="on"/);
  // The hot topics are still in the server's markup already.
  expect(html).toContain('data-still="true"');
  await expect(page.getByRole("button", { name: "标准版" })).toHaveAttribute("aria-pressed", "true");
  await expectElderFigures(page);

  // The hot topics stand still and show every line.
  const topics = page.getByTestId("hot-topics");
  if ((await topics.count()) > 0) {
    await expect(topics.locator("[aria-roledescription]")).toHaveCount(0);
    await expect(topics.locator("li").last()).toBeVisible();
  }

  // A news article in elder mode.
  await page.goto(`${portal}/default/news/news-list?category=news`);
  await page.locator('a[href^="/default/news/news-detail?id="]').first().click();
  await expect(page).toHaveURL(/news-detail\?id=/);
  await expect(page.locator("main h1")).toBeVisible();
  await expectElderFigures(page);

  // Back to the standard page, remembered as well.
  await page.getByRole("button", { name: "标准版" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-elder-mode", /.*/);
  await page.reload();
  await expect(page.getByRole("button", { name: "长辈版" })).toHaveAttribute("aria-pressed", "false");
  expect((await measure(page)).fontSize).toBeLessThan(18);
});

test("a member page in elder mode meets the figures", async ({ page }) => {
  await logIn(page, demoMembers.zhang);
  await turnOn(page);
  await page.goto(`${portal}/user/default`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expectElderFigures(page);
});

/** One visitor's home page as a fresh browser gets it. */
async function homeOf(browser: Browser, elder: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${portal}/default/home`);
  if (elder) {
    await turnOn(page);
    await page.reload();
  }
  const html = (await page.request.get(`${portal}/default/home`)).text();
  const attribute = await page.locator("html").getAttribute("data-elder-mode");
  await context.close();
  return { html: await html, attribute };
}

test("one visitor's mode never reaches another through the kept home document", async ({ browser }) => {
  // Each order: an elder visitor right after a standard one, and the other way round, within the kept document's period.
  for (const order of [
    [false, true, false],
    [true, false, true],
  ]) {
    for (const elder of order) {
      const { html, attribute } = await homeOf(browser, elder);
      expect(attribute).toBe(elder ? "on" : null);
      expect(/<html[^>]*data-elder-mode="on"/.test(html)).toBe(elder);
    }
  }
});

test("朗读 reads the page's main content aloud, and can pause and stop", async ({ page }) => {
  // A recording stand-in for the browser's voice: the journey checks what would be spoken.
  await page.addInitScript(() => {
    const spoken: string[] = [];
    const calls: string[] = [];
    Object.assign(window, { __spoken: spoken, __calls: calls });
    class Utterance {
      lang = "";
      rate = 1;
      voice = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", { configurable: true, writable: true, value: Utterance });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        speak: (u: Utterance) => spoken.push(`${u.lang}|${u.text}`),
        pause: () => calls.push("pause"),
        resume: () => calls.push("resume"),
        cancel: () => calls.push("cancel"),
        getVoices: () => [],
      },
    });
  });
  await page.goto(`${portal}/default/news/news-list?category=news`);
  await page.locator('a[href^="/default/news/news-detail?id="]').first().click();
  // The article, not the list it came from: 朗读 belongs to the page it was started on.
  await expect(page).toHaveURL(/\/default\/news\/news-detail\?id=\d+$/);
  await expect(page.getByTestId("read-aloud").getByRole("button", { name: /^朗读/ })).toBeVisible();
  const title = (await page.locator("main h1").textContent())?.trim() ?? "";
  expect(title).not.toBe("");
  // Pressed again until the page's script has started: a press before hydration does nothing.
  await expect(async () => {
    const read = page.getByRole("button", { name: /^朗读/ });
    if (await read.isVisible()) await read.click();
    await expect(page.getByRole("button", { name: "暂停" })).toBeVisible({ timeout: 1000 });
  }).toPass();
  const spoken = await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
  expect(spoken.length).toBeGreaterThan(1);
  expect(spoken.every((line) => line.startsWith("zh-CN|"))).toBe(true);
  expect(spoken.join("")).toContain(title);
  // Only the main content: nothing of the header's menu or the footer.
  expect(spoken.join("")).not.toContain("服务热线");
  await page.getByRole("button", { name: "暂停" }).click();
  await page.getByRole("button", { name: "停止" }).click();
  expect(await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls)).toEqual(["cancel", "pause", "cancel"]);
  await expect(page.getByRole("button", { name: /^朗读/ })).toBeVisible();
});

test("the captcha's SMS alternative: a member who cannot drag gets the code without the puzzle, in elder mode", async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = demoMembers.li;
  await logIn(page, member);
  await turnOn(page);
  await page.goto(`${portal}/user/password/refind`);
  await expect(page.getByRole("heading", { name: "找回登录密码", level: 1 })).toBeVisible();
  await page.locator("#refind-phone").fill(member.phone);
  await page.getByTestId("send-code").click();
  const dialog = page.getByRole("dialog", { name: "安全验证" });
  await expect(dialog.getByRole("slider")).toBeVisible();
  const alternative = dialog.getByRole("button", { name: "无法拖动？改用短信验证" });
  // A large target in elder mode, and the dialog is axe clean with it. The dialog pops in from
  // 97 % scale, so the height is read again until that short animation has ended.
  await expect.poll(async () => (await alternative.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectAxeClean(page, { include: '[role="dialog"]' });
  const [assisted] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === loginServicePaths.assist),
    alternative.click(),
  ]);
  expect(((await assisted.json()) as { code: number }).code).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("send-code-note")).toHaveText("发送成功");
  // The code went to the phone typed, and only there.
  const message = await newestSms(request, member.phone);
  expect(message).toMatchObject({ purpose: "reset" });
  expect(message?.code).toMatch(/^\d{6}$/);
});
