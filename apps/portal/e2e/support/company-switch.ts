import { expect, type Page } from "@playwright/test";

/** Switches the logged-in member to another of its businesses with the header's company selector (the page reloads). */
export async function actFor(page: Page, company: string): Promise<void> {
  const selector = page.getByTestId("company-selector");
  await selector.getByRole("combobox").click();
  await Promise.all([page.waitForEvent("load"), page.getByRole("option", { name: company }).click()]);
  await expect(page.getByTestId("company-selector")).toContainText(company);
}

/** The businesses the logged-in member may act for, as the header's company selector lists them. */
export async function companiesOf(page: Page): Promise<string[]> {
  await page.getByTestId("company-selector").getByRole("combobox").click();
  await expect(page.getByRole("option").first()).toBeVisible();
  const names = await page.getByRole("option").allTextContents();
  await page.keyboard.press("Escape");
  // The current business's option ends with its check mark; the last entry leads to 创建企业, no business.
  return names.map((name) => name.replace(/✓\s*$/u, "").trim()).filter((name) => name !== CREATE_BUSINESS_ENTRY);
}

/** The company selector's entry that opens 创建企业 instead of switching. */
export const CREATE_BUSINESS_ENTRY = "＋ 创建企业";
