import { FilesField, type FilesFieldProps } from "./files-field.tsx";

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
 * The files of a draft's form: those it holds, each kept while its box stays ticked, and new ones
 * uploaded by the upload engine. Every file posts its id in `name` and its name beside it.
 */
export function KeptFilesField({
  name,
  kept,
  keepText,
  ...upload
}: Omit<FilesFieldProps, "keptIds" | "keptText" | "nameFieldOf"> & { kept: readonly KeptFile[]; keepText: (fileName: string) => string }) {
  return (
    <>
      {kept.length > 0 && (
        <ul data-testid={`kept-files-${name}`}>
          {kept.map((file) => (
            <li key={file.fileId}>
              <label>
                <input type="checkbox" name={name} value={file.fileId} defaultChecked /> {keepText(file.name)}
              </label>
              <input type="hidden" name={fileNameField(name, file.fileId)} value={file.name} />
            </li>
          ))}
        </ul>
      )}
      <FilesField name={name} {...upload} nameFieldOf={(resourceId) => fileNameField(name, resourceId)} />
    </>
  );
}
