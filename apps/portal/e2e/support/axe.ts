import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Asserts axe finds no violation on the page as it stands (rule id and the nodes, when it does). */
export async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
