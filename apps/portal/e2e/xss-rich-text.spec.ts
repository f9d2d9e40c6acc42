import { readFileSync } from "node:fs";
import { memberPaths, richTextImagePrefixes, shopServiceCalls } from "@cidp/api-client/contract";
import { createRichTextSanitizer } from "@cidp/domain/rich-text";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// Rich text through a real browser: every payload of the shared XSS corpus, after the rich-text
// policy the services and the portal's loaders apply, is rendered by Chromium with `alert`,
// `confirm`, `prompt` and `print` replaced by a trap, dialogs and requests watched. One page holds
// the whole corpus (no navigation per payload); a second check goes through the portal's own
// article page with payloads a member saved through the API.

/** The shared corpus beside the repository (../shared/corpora), read, never copied. */
const payloads = readFileSync(new URL("../../../../shared/corpora/xss-payloads.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "");
const { sanitize } = createRichTextSanitizer(richTextImagePrefixes);
const services = `http://localhost:${serverPort}`;
const attacker = /(^|\.)(evil|attacker|xss|ha\.ckers|[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+)\b/i;

/** Watches a page for anything a payload could do: trapped calls, dialogs, requests leaving the portal. */
async function watch(page: Page) {
  const seen = { dialogs: [] as string[], requests: [] as string[] };
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, "__xss", { value: calls });
    for (const name of ["alert", "confirm", "prompt", "print"] as const) {
      Object.defineProperty(window, name, { value: (...args: unknown[]) => calls.push(`${name}(${String(args[0])})`) });
    }
  });
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== portal && url.origin !== services && url.protocol !== "data:") seen.requests.push(request.url());
    else if (attacker.test(url.hostname)) seen.requests.push(request.url());
  });
  return seen;
}

/** What the payloads got to do: the trap's calls, after every element was hovered, focused and animated over. */
async function provoke(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      for (const type of ["mouseover", "mouseenter", "pointerdown", "focus", "focusin", "animationstart", "transitionend", "toggle", "error", "load"]) {
        element.dispatchEvent(new Event(type, { bubbles: false }));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  return page.evaluate(() => (window as unknown as { __xss: string[] }).__xss);
}

/** Serves `html` as a page of the portal's own origin, so a payload that ran would run with the portal's rights. */
async function renderOnPortalOrigin(page: Page, html: string) {
  const path = `${portal}/__xss-corpus-${Math.random().toString(36).slice(2)}`;
  await page.route(path, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
  await page.goto(path);
}

test("no payload of the corpus runs in Chromium once sanitised, while the unsanitised ones are caught by the trap", async ({ page }) => {
  test.slow();
  const seen = await watch(page);
  // The trap works: raw payloads, unsanitised, do call it.
  await renderOnPortalOrigin(page, `<!doctype html><meta charset="utf-8"><body>${payloads.slice(0, 40).join("\n")}</body>`);
  expect((await provoke(page)).length).toBeGreaterThan(0);

  const before = { dialogs: seen.dialogs.length, requests: seen.requests.length };
  const sanitised = payloads.map((payload, i) => `<section data-i="${i}">${sanitize(`<p>说明</p>${payload}`)}</section>`).join("\n");
  await renderOnPortalOrigin(page, `<!doctype html><meta charset="utf-8"><title>corpus</title><body>${sanitised}</body>`);
  expect(await page.locator("section").count()).toBe(payloads.length);
  expect(await provoke(page)).toEqual([]);
  // Nothing that could run is left in the DOM either.
  const live = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll("section *"))) {
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|SVG|MATH|STYLE|BASE|META|LINK|FORM|INPUT)$/i.test(element.tagName)) found.push(element.outerHTML.slice(0, 80));
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name) || /^\s*(javascript|vbscript|data):/i.test(attribute.value)) found.push(element.outerHTML.slice(0, 80));
      }
    }
    return found;
  });
  expect(live).toEqual([]);
  expect(seen.dialogs.slice(before.dialogs)).toEqual([]);
  expect(seen.requests.slice(before.requests)).toEqual([]);
});

test("a member's article holding corpus payloads renders on the portal's article page without running any", async ({ page, request }) => {
  test.slow();
  // The member saves the article through the API (the form's rich text goes the same way).
  const token = (
    (await (
      await request.post(`${services}${memberPaths.oauthToken}`, { data: { phone: demoMembers.zhang.phone, password: demoMembers.zhang.password } })
    ).json()) as {
      data: { token: string };
    }
  ).data.token;
  let body = "<p>施工现场安全管理要点，以下为常见的恶意输入样例。</p>";
  for (let i = 0; i < payloads.length && body.length < 19_000; i += 7) {
    const payload = payloads[i] ?? "";
    if (body.length + payload.length + 4 < 19_500) body += `${payload}<br>`;
  }
  const saved = await request.post(`${services}${shopServiceCalls.knowledgeSave.path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: "施工安全管理要点（样例）", summary: "", body, submit: false },
  });
  const answer = (await saved.json()) as { code: number; msg: string; data: { id: number } };
  expect(answer.code, answer.msg).toBe(200);

  const seen = await watch(page);
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/service-publish/knowledge-detail?id=${answer.data.id}`);
  await expect(page.getByText("施工现场安全管理要点，以下为常见的恶意输入样例。")).toBeVisible();
  expect(await provoke(page)).toEqual([]);
  expect(seen.dialogs).toEqual([]);
  expect(seen.requests.filter((url) => attacker.test(new URL(url).hostname))).toEqual([]);
});
