import { fileNameField, type KeptFile } from "../../lib/kept-files.ts";
import { FilesField, type FilesFieldProps } from "./files-field.tsx";

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
