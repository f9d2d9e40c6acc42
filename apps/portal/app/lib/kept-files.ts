import type { ComponentType } from "react";

/** A file a record already holds: its upload id and name. */
export interface KeptFile {
  fileId: number;
  name: string;
}

/** The form field carrying a kept or new file's name beside its id (`<field>Name-<id>`), so a refused form shows its files again. */
export const fileNameField = (field: string, fileId: number | string) => `${field}Name-${fileId}`;

/** The files a form sent in `field`: each upload id once, with the name sent beside it (anything not an upload id is dropped). */
export function keptFilesFromForm(form: FormData, field: string): KeptFile[] {
  const ids = form
    .getAll(field)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].map((fileId) => ({ fileId, name: String(form.get(fileNameField(field, fileId)) ?? "") }));
}

/**
 * The upload field of a form's files (features/upload's `KeptFilesField`), handed to a feature's
 * form by its route: features do not import one another.
 */
export type KeptFilesFieldComponent = ComponentType<{
  name: string;
  kept: readonly KeptFile[];
  keepText: (fileName: string) => string;
  label: string;
  accept: readonly string[];
  maxSizeMb: number;
  limit: number;
  uploadedText: (fileName: string) => string;
}>;
