import { DEFAULT_ACCEPTED_EXTENSIONS, formatFileSize, UploadCountLimit, UploadSizeCapMb } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { createFetchUploadApi, createIndexedDbCheckpointStore, type ItemView, StorageProfiles, type UploaderOptions } from "@cidp/upload";
import { useUploader } from "@cidp/upload/react";
import { type DragEvent, useId, useState } from "react";
import * as styles from "./upload.css.ts";
import { uploadTexts } from "./upload-texts.ts";

/** Props of the upload widget (spec §5 variants: caps 10/1/500 MB, limits 500/99/1). */
export interface UploadWidgetProps {
  accept?: readonly string[];
  maxSizeMb?: number;
  limit?: number;
  disabled?: boolean;
  /** A file reached success (uploaded, or already on the server). */
  onUploaded: (item: ItemView) => void;
}

const phaseText: Record<ItemView["phase"], string> = {
  queued: uploadTexts.queued,
  hashing: uploadTexts.hashing,
  registering: uploadTexts.uploading,
  uploading: uploadTexts.uploading,
  confirming: uploadTexts.uploading,
  done: uploadTexts.done,
};

/** Drop zone, per-file progress with cancel, failed files with retry, and the overall progress. */
export function UploadWidget({
  accept = DEFAULT_ACCEPTED_EXTENSIONS,
  maxSizeMb = UploadSizeCapMb.standard,
  limit = UploadCountLimit.standard,
  disabled = false,
  onUploaded,
}: UploadWidgetProps) {
  const inputId = useId();
  const [messages, setMessages] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [options] = useState<UploaderOptions>(() => ({
    api: createFetchUploadApi({ baseUrl: "" }),
    // The register answer names the endpoint; this is only the fallback.
    storage: { endpoint: "/api/cidp-oss", region: "cn-north-1", profile: StorageProfiles.s3 },
    rules: { accept, maxSizeMb, limit },
    checkpoints: createIndexedDbCheckpointStore(),
    onMessage: (m) => setMessages((list) => [...list.slice(-4), m.text]),
    onSuccess: (item) => onUploaded(item),
  }));
  const { uploader, snapshot } = useUploader(options);

  const add = (files: FileList | null) => {
    if (!files || !uploader) return;
    setMessages([]);
    uploader.add(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(event.dataTransfer.files);
  };

  return (
    <div data-testid="upload-widget" data-signal={snapshot.signal}>
      <label
        htmlFor={inputId}
        className={styles.dropZone}
        data-dragging={dragging}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {uploadTexts.dropHint}
        <div className={styles.hint}>{uploadTexts.limitHint(accept.join("、"), maxSizeMb, limit)}</div>
      </label>
      <input
        id={inputId}
        type="file"
        multiple={limit > 1}
        hidden
        disabled={disabled || !uploader}
        accept={accept.map((ext) => `.${ext}`).join(",")}
        data-testid="upload-input"
        onChange={(e) => {
          add(e.currentTarget.files);
          e.currentTarget.value = "";
        }}
      />
      {messages.length > 0 && (
        <ul role="alert" className={styles.messages}>
          {[...new Set(messages)].map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {snapshot.items.length > 0 && (
        <div className={styles.toolbar}>
          <span>{uploadTexts.overall}</span>
          <progress className={styles.progress} max={100} value={snapshot.progress} aria-label={uploadTexts.overall} data-testid="upload-overall" />
        </div>
      )}
      <ul className={styles.list} aria-live="polite">
        {snapshot.items.map((item) => (
          <li key={item.id} className={styles.row} data-testid="upload-item" data-status={item.status}>
            <span>
              {item.name}（{formatFileSize(item.size)}）· {phaseText[item.phase]}
            </span>
            <progress max={100} value={item.progress} aria-label={item.name} />
            {item.status === "ready" ? (
              <Button variant="link" onClick={() => uploader?.cancel(item.id)}>
                {uploadTexts.cancel}
              </Button>
            ) : (
              <Button variant="link" onClick={() => uploader?.remove(item.id)}>
                {uploadTexts.remove}
              </Button>
            )}
          </li>
        ))}
        {snapshot.failures.map((failure) => (
          <li key={failure.id} className={styles.row} data-testid="upload-failure">
            <span>
              {failure.name} · {uploadTexts.uploadFailed}
            </span>
            <span />
            <Button variant="link" onClick={() => uploader?.retry(failure.id)}>
              {uploadTexts.retry}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
