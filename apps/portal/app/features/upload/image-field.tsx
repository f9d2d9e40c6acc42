import { useState } from "react";
import * as styles from "./upload.css.ts";
import { UploadWidget } from "./upload-widget.tsx";

/** Photos a form may take: what a camera or a scanner gives. */
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png"] as const;

/** Props of one photo slot of a form. */
export interface ImageFieldProps {
  /** The form field that carries the uploaded file's resource id. */
  name: string;
  label: string;
  /** The slot's current file when editing (kept unless a new one is uploaded). */
  current?: { resourceId: number; text: string };
  uploadedText: (fileName: string) => string;
}

/**
 * One photo of a form (an ID card side, a licence): uploaded straight to storage by the upload
 * engine, the form then sends only the resource id, which the server checks is the member's own image.
 */
export function ImageField({ name, label, current, uploadedText }: ImageFieldProps) {
  const [uploaded, setUploaded] = useState<{ resourceId: string; name: string } | null>(null);
  return (
    <fieldset className={styles.imageField} data-testid={`image-field-${name}`}>
      <legend>{label}</legend>
      <UploadWidget
        accept={IMAGE_EXTENSIONS}
        maxSizeMb={10}
        limit={1}
        onUploaded={(item) => item.resourceId && setUploaded({ resourceId: item.resourceId, name: item.name })}
      />
      <input type="hidden" name={name} value={uploaded?.resourceId ?? current?.resourceId ?? ""} />
      {uploaded ? <p role="status">{uploadedText(uploaded.name)}</p> : current && <p>{current.text}</p>}
    </fieldset>
  );
}
