import { gzipSync } from "node:zlib";
import { expect, test } from "./support/test.ts";

// Budgets of issue "portal shell": what a visitor's browser downloads for the home page.
const budgets = { script: 150 * 1024, stylesheet: 30 * 1024 };

test("a visitor's home page stays within the JavaScript and CSS budgets (gzip)", async ({ page, baseURL }) => {
  const sizes = { script: 0, stylesheet: 0 };
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      response.body().then((body) => {
        sizes[type] += gzipSync(body).length;
      }),
    );
  });
  await page.goto(`${baseURL}/default/home`, { waitUntil: "networkidle" });
  await Promise.all(pending);
  console.log(`home page: JS ${(sizes.script / 1024).toFixed(1)} KB gzip (budget 150), CSS ${(sizes.stylesheet / 1024).toFixed(1)} KB gzip (budget 30)`);
  expect(sizes.script).toBeGreaterThan(0);
  expect(sizes.script).toBeLessThanOrEqual(budgets.script);
  expect(sizes.stylesheet).toBeLessThanOrEqual(budgets.stylesheet);
});
