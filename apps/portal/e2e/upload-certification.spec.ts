import { randomBytes } from "node:crypto";
import { uploadPaths } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { submitLoginForm } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

const MB = 1024 * 1024;
const page_ = `${portal}/user/standard-certification/uploadImageOrVideo`;

/** Axe over the page while the widget shows its rows; violations listed by rule. */

/** The page's multipart calls to the store, as the journey watches them. */
const storeCall = (url: URL, method: string): "create" | "part" | "complete" | null => {
  if (!url.pathname.startsWith(`${uploadPaths.objectStore}/`)) return null;
  if (method === "POST" && url.searchParams.has("uploads")) return "create";
  if (method === "PUT" && url.searchParams.has("partNumber")) return "part";
  if (method === "POST" && url.searchParams.has("uploadId")) return "complete";
  return null;
};

/**
 * Holds the first store call `matches` picks until the page has gone, so the page leaves at a
 * known point whatever the machine's speed. With `storeAnswers`, the store handles the call in
 * full and only its answer never reaches the page.
 */
async function holdOnce(page: Page, matches: (url: URL, method: string) => boolean, storeAnswers: boolean) {
  let held = false;
  let release = () => {};
  const gone = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith(`${uploadPaths.objectStore}/`) && url.searchParams.has("uploadId"),
    async (route) => {
      const request = route.request();
      if (held || !matches(new URL(request.url()), request.method())) return route.continue();
      held = true;
      if (storeAnswers) await route.fetch();
      await gone;
      // The reload cancelled the request; the route may be gone with it.
      await route.abort().catch(() => undefined);
    },
  );
  return { isHeld: () => held, release: () => release() };
}

/** Signs in as the demo member and opens the certification upload page. */
async function openUploadPage(page: Page) {
  await page.goto(`${portal}/default/home`);
  await page.getByTestId("login-link").click();
  await submitLoginForm(page);
  await expect(page.getByRole("link", { name: "个人中心" })).toBeVisible();
  await page.goto(page_);
  await expect(page.getByRole("heading", { name: "上传图片或视频" })).toBeVisible();
  // The ui drop zone's file input, behind its "选择文件" button.
  const input = page.getByTestId("upload-widget").locator('input[type="file"]');
  await expect(input).toBeEnabled();
  await expect(page.getByRole("button", { name: "选择文件" })).toBeEnabled();
  return input;
}

/** What the page sent to the store, before and after the reload. */
function watchStore(page: Page) {
  const seen = { reloaded: false, before: new Set<number>(), after: [] as number[], createdAfter: 0 };
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (storeCall(url, response.request().method()) !== "part" || response.status() !== 200) return;
    const part = Number(url.searchParams.get("partNumber"));
    if (seen.reloaded) seen.after.push(part);
    else seen.before.add(part);
  });
  page.on("request", (request) => {
    if (seen.reloaded && storeCall(new URL(request.url()), request.method()) === "create") seen.createdAfter += 1;
  });
  return seen;
}

// Names of this try only: a retry or a repeat on the same database never mistakes an earlier try's rows for its own.
const tagged = (name: string, tag: string) => name.replace(/(\.\w+)$/, `-${tag}$1`);
// 30 MiB in 5 MiB parts (the s3 profile), sent one at a time.
const PART_COUNT = 6;
const HELD_PART = 3;

test("a member uploads a 30 MB file and three small ones, reloads mid-part, resumes, and finds them in the attachment table", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = randomBytes(4).toString("hex");
  const big = { name: tagged("现场视频.zip", tag), mimeType: "application/zip", buffer: randomBytes(30 * MB) };
  const small = [
    { name: tagged("营业执照.png", tag), mimeType: "image/png", buffer: randomBytes(20_000) },
    { name: tagged("资质证书.pdf", tag), mimeType: "application/pdf", buffer: randomBytes(30_000) },
    { name: tagged("现场照片.jpg", tag), mimeType: "image/jpeg", buffer: randomBytes(40_000) },
  ];
  const seen = watchStore(page);
  // The big file's third part is held on its way to storage: the page leaves with parts 1–2 stored.
  const hold = await holdOnce(page, (url, method) => storeCall(url, method) === "part" && url.searchParams.get("partNumber") === String(HELD_PART), false);

  const input = await openUploadPage(page);
  await input.setInputFiles([...small, big]);
  await expect(page.getByTestId("upload-item")).toHaveCount(4);
  await expect(page.getByTestId("upload-overall")).toBeVisible();
  await expectAxeClean(page);

  // The small files are stored and saved: the table shows each once (in whatever order they finished).
  const table = page.getByTestId("attachment-table");
  for (const file of small) await expect(table.getByText(file.name, { exact: true })).toHaveCount(1, { timeout: 60_000 });
  // The big file is mid-way: two parts stored, the third on its way; its row is still uploading.
  await expect.poll(hold.isHeld, { timeout: 90_000 }).toBe(true);
  await expect.poll(() => [...seen.before].sort((a, b) => a - b)).toEqual([1, 2]);
  await expect(page.getByTestId("upload-item").filter({ hasText: big.name })).toHaveAttribute("data-status", "ready");

  seen.reloaded = true;
  await page.reload();
  hold.release();
  for (const file of small) await expect(table.getByText(file.name, { exact: true })).toHaveCount(1, { timeout: 30_000 });
  await expect(table.getByText(big.name, { exact: true })).toHaveCount(0);
  await expect(input).toBeEnabled();

  // Picking the same file again resumes its upload: ListParts says parts 1–2 are stored, so only 3–6 are sent, once each.
  await input.setInputFiles([big]);
  await expect(table.getByText(big.name, { exact: true })).toHaveCount(1, { timeout: 120_000 });
  expect(seen.after.sort((a, b) => a - b)).toEqual(Array.from({ length: PART_COUNT - HELD_PART + 1 }, (_, i) => HELD_PART + i));
  expect(seen.createdAfter).toBe(0);
  await expect(page.getByTestId("upload-item").filter({ hasText: big.name })).toHaveAttribute("data-status", "success");
  await expect(page.getByTestId("upload-widget")).toHaveAttribute("data-signal", "done");
  for (const file of small) await expect(table.getByText(file.name, { exact: true })).toHaveCount(1);
  await expectAxeClean(page);
});

test("a member reloads while the 30 MB file is being assembled, picks it again, and nothing is sent again", async ({ page }) => {
  test.setTimeout(180_000);
  const big = { name: tagged("现场视频.zip", randomBytes(4).toString("hex")), mimeType: "application/zip", buffer: randomBytes(30 * MB) };
  const seen = watchStore(page);
  // The store assembles the object from the six parts, but its answer never reaches the page.
  const hold = await holdOnce(page, (url, method) => storeCall(url, method) === "complete", true);

  const input = await openUploadPage(page);
  await input.setInputFiles([big]);
  await expect.poll(hold.isHeld, { timeout: 90_000 }).toBe(true);
  expect([...seen.before].sort((a, b) => a - b)).toEqual(Array.from({ length: PART_COUNT }, (_, i) => i + 1));
  await expect(page.getByTestId("upload-item")).toHaveAttribute("data-status", "ready");

  seen.reloaded = true;
  await page.reload();
  hold.release();
  const table = page.getByTestId("attachment-table");
  await expect(table.getByText(big.name, { exact: true })).toHaveCount(0);
  await expect(input).toBeEnabled();

  // The saved checkpoint says the object was being assembled: no part and no new upload; the platform checks the object.
  await input.setInputFiles([big]);
  await expect(table.getByText(big.name, { exact: true })).toHaveCount(1, { timeout: 120_000 });
  expect(seen.after).toEqual([]);
  expect(seen.createdAfter).toBe(0);
  await expect(page.getByTestId("upload-item")).toHaveAttribute("data-status", "success");
  await expect(page.getByTestId("upload-widget")).toHaveAttribute("data-signal", "done");
});
