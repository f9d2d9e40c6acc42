import type { Locator, Page } from "@playwright/test";

/**
 * Types each value into the field its label names, one after the other, as a member fills a form
 * field by field. Keys are the labels as the page shows them (whole or part, as `getByLabel` finds them).
 */
export async function fillFields(scope: Page | Locator, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
}
