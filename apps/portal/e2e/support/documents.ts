import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect } from "./test.ts";

/** A small PDF or PNG document of this name, unique bytes each time (uploads deduplicate by content). */
export function documentFile(name: string) {
  if (name.endsWith(".pdf")) {
    const body = `%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${randomBytes(16).toString("hex")}\n%%EOF\n`;
    return { name, mimeType: "application/pdf", buffer: Buffer.from(body) };
  }
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  return { name, mimeType: "image/png", buffer: Buffer.concat([png, randomBytes(64)]) };
}

/** Uploads a document through a form's upload field (`files-field-<name>`) and waits until it is stored. */
export async function uploadDocument(page: Page, field: string, name: string) {
  const box = page.getByTestId(`files-field-${field}`);
  const file = documentFile(name);
  const item = box.getByTestId("upload-item").filter({ hasText: name });
  // A file chosen before the page has hydrated is not picked up: choose it again until it is.
  await expect(async () => {
    await box.locator('input[type="file"]').setInputFiles(file);
    await expect(item).toHaveCount(1, { timeout: 2000 });
  }).toPass();
  // Hashing, the upload's start, its parts and its completion: under the whole run's load on two
  // cores (the size-budget sweep beside it) this took over the default 10 s once.
  await expect(item).toHaveAttribute("data-status", "success", { timeout: 30_000 });
  await expect(box.getByRole("status")).toContainText(name);
}

/** Uploads a picture into one image slot of a form (`image-field-<slot>`) and waits until it is stored. */
export async function uploadPicture(page: Page, slot: string, name: string) {
  const field = page.getByTestId(`image-field-${slot}`);
  await field.locator('input[type="file"]').setInputFiles(documentFile(name));
  await expect(field.getByTestId("upload-item")).toHaveAttribute("data-status", "success", { timeout: 30_000 });
  await expect(field.getByRole("status")).toContainText(name);
}
