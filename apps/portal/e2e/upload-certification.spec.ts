import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { uploadPaths } from "@cidp/api-client/contract";
import { demoMembers } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

const MB = 1024 * 1024;
const page_ = `${portal}/user/standard-certification/uploadImageOrVideo`;

/** Axe over the page while the widget shows its rows; violations listed by rule. */
async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a member uploads a 30 MB file and three small ones, reloads mid-way, resumes, and finds them in the attachment table", async ({ page }) => {
  test.setTimeout(180_000);
  // Names of this try only: a retry or a repeat on the same database never mistakes an earlier try's rows for its own.
  const tag = randomBytes(4).toString("hex");
  const big = { name: `现场视频-${tag}.zip`, mimeType: "application/zip", buffer: randomBytes(30 * MB) };
  const small = [
    { name: `营业执照-${tag}.png`, mimeType: "image/png", buffer: randomBytes(20_000) },
    { name: `资质证书-${tag}.pdf`, mimeType: "application/pdf", buffer: randomBytes(30_000) },
    { name: `现场照片-${tag}.jpg`, mimeType: "image/jpeg", buffer: randomBytes(40_000) },
  ];
  // Part numbers the store accepted, before and after the reload.
  const before = new Set<number>();
  const after: number[] = [];
  let reloaded = false;
  page.on("response", (response) => {
    const url = new URL(response.url());
    const part = url.searchParams.get("partNumber");
    if (!url.pathname.startsWith(`${uploadPaths.objectStore}/`) || part === null || response.request().method() !== "PUT" || response.status() !== 200) return;
    if (reloaded) after.push(Number(part));
    else before.add(Number(part));
  });

  // The login site's steps, ending once the header shows the member.
  await page.goto(`${portal}/default/home`);
  await page.getByTestId("login-link").click();
  await page.locator("#phone").fill(demoMembers.zhang.phone);
  await page.locator("#password").fill(demoMembers.zhang.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByRole("link", { name: "个人中心" })).toBeVisible();
  await page.goto(page_);
  await expect(page.getByRole("heading", { name: "上传图片或视频" })).toBeVisible();
  // The ui drop zone's file input, behind its "选择文件" button.
  const input = page.getByTestId("upload-widget").locator('input[type="file"]');
  await expect(input).toBeEnabled();
  await expect(page.getByRole("button", { name: "选择文件" })).toBeEnabled();
  await input.setInputFiles([...small, big]);
  await expect(page.getByTestId("upload-item")).toHaveCount(4);
  await expect(page.getByTestId("upload-overall")).toBeVisible();
  await expectAxeClean(page);

  // Wait until some parts of the big file are stored, then leave mid-way.
  await expect.poll(() => before.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  reloaded = true;
  await page.reload();
  const table = page.getByTestId("attachment-table");
  for (const file of small) await expect(table.getByText(file.name, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(input).toBeEnabled();

  // Picking the same file again resumes: the parts already stored are not sent again.
  await input.setInputFiles([big]);
  await expect(table.getByText(big.name, { exact: true })).toBeVisible({ timeout: 120_000 });
  expect(after.filter((n) => before.has(n))).toEqual([]);
  // A part in flight at the reload may be stored without its answer reaching the page: ListParts finds it.
  expect(before.size + after.length).toBeLessThanOrEqual(6);
  await expect(page.getByTestId("upload-widget")).toHaveAttribute("data-signal", "done");
  await expectAxeClean(page);
});
