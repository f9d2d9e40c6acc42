import { useState } from "react";
import * as styles from "./upload.css.ts";
import { UploadWidget } from "./upload-widget.tsx";

/** Props of a form's list of uploaded files (a listing's photos, its certificates). */
export interface FilesFieldProps {
  /** The form field, repeated once per uploaded file's resource id. */
  name: string;
  label: string;
  accept: readonly string[];
  maxSizeMb: number;
  limit: number;
  /** Files the record already has, kept as they are. */
  keptIds?: readonly number[];
  keptText?: string;
  uploadedText: (fileName: string) => string;
  /** When given, each new file's name is sent too, in the field this names for its resource id, so a refused form can show its files again. */
  nameFieldOf?: (resourceId: string) => string;
}

/**
 * Several files of a form, uploaded straight to storage by the upload engine (its type, size and
 * count rules apply before any byte leaves); the form sends only their resource ids, which the
 * server checks are the member's own files of an allowed type.
 */
export function FilesField({ name, label, accept, maxSizeMb, limit, keptIds = [], keptText, uploadedText, nameFieldOf }: FilesFieldProps) {
  const [uploaded, setUploaded] = useState<{ resourceId: string; name: string }[]>([]);
  return (
    <fieldset className={styles.imageField} data-testid={`files-field-${name}`}>
      <legend>{label}</legend>
      <UploadWidget
        accept={accept}
        maxSizeMb={maxSizeMb}
        limit={Math.max(1, limit - keptIds.length)}
        onUploaded={(item) => {
          const resourceId = item.resourceId;
          if (resourceId) setUploaded((list) => (list.some((f) => f.resourceId === resourceId) ? list : [...list, { resourceId, name: item.name }]));
        }}
      />
      {keptIds.map((id) => (
        <input key={`kept-${id}`} type="hidden" name={name} value={id} />
      ))}
      {uploaded.map((file) => (
        <input key={file.resourceId} type="hidden" name={name} value={file.resourceId} />
      ))}
      {nameFieldOf && uploaded.map((file) => <input key={`name-${file.resourceId}`} type="hidden" name={nameFieldOf(file.resourceId)} value={file.name} />)}
      {keptIds.length > 0 && keptText && <p>{keptText}</p>}
      <div role="status">
        {uploaded.length > 0 && (
          <ul>
            {uploaded.map((file) => (
              <li key={file.resourceId}>{uploadedText(file.name)}</li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
