import type { Locator, Page } from "@playwright/test";

/**
 * Types each value into the field its label names, one after the other, as a member fills a form
 * field by field. Keys are the labels as the page shows them (whole or part, as `getByLabel` finds them).
 */
export async function fillFields(scope: Page | Locator, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
}

/** `yyyy-MM-ddTHH:mm` in China time, `msFromNow` ahead, as a deadline picker takes it. */
export const chinaPickerTime = (msFromNow: number) => new Date(Date.now() + msFromNow + 8 * 3_600_000).toISOString().slice(0, 16);
