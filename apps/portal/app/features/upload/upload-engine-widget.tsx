import { uploadPaths } from "@cidp/api-client/contract";
import { type FileSizeUnit, fileSizeUnitFor, formatFileSize } from "@cidp/domain";
import { UploadDropZone, UploadFileRow, type UploadRowStatus } from "@cidp/ui";
import { createFetchUploadApi, createIndexedDbCheckpointStore, type ItemView, StorageProfiles, type UploaderOptions } from "@cidp/upload";
import { useUploader } from "@cidp/upload/react";
import { useEffect, useRef, useState } from "react";
import * as styles from "./upload.css.ts";
import { uploadTexts } from "./upload-texts.ts";
import { dropZoneSettings, type UploadWidgetProps } from "./upload-widget-props.ts";

/** The widget's props with their defaults filled in, and the files whose pick loaded the engine. */
interface EngineWidgetProps extends Required<UploadWidgetProps> {
  firstFiles: readonly File[];
}

/** The ui row's state for an engine item: waiting in the queue, on its way, or stored. */
function rowStatusOf(item: ItemView): UploadRowStatus {
  if (item.status === "success") return "success";
  return item.phase === "queued" ? "ready" : "uploading";
}

/**
 * The ui drop zone, one ui file row per file (cancel while uploading, retry after a failure) and the
 * overall progress. Loaded on first use (upload-widget.tsx): it starts with the files then picked.
 */
export default function UploadEngineWidget(props: EngineWidgetProps) {
  const { accept, maxSizeMb, limit, disabled, onUploaded, firstFiles } = props;
  const [messages, setMessages] = useState<string[]>([]);
  // Sizes and limits count 1000 per kilo on macOS, 1024 elsewhere (spec §9); rows exist only in the browser.
  const [unit] = useState<FileSizeUnit>(() => fileSizeUnitFor(globalThis.navigator?.platform ?? ""));
  const [options] = useState<UploaderOptions>(() => ({
    api: createFetchUploadApi({ baseUrl: "" }),
    // The register answer names the endpoint; this is only the fallback.
    storage: { endpoint: uploadPaths.objectStore, region: "cn-north-1", profile: StorageProfiles.s3 },
    rules: { accept, maxSizeMb, limit, unit },
    checkpoints: createIndexedDbCheckpointStore(),
    onMessage: (m) => setMessages((list) => [...list.slice(-4), m.text]),
    onSuccess: (item) => onUploaded(item),
  }));
  const { uploader, snapshot } = useUploader(options);
  // The files that brought the engine in go to the first uploader, once.
  const waiting = useRef<readonly File[] | null>(firstFiles);
  useEffect(() => {
    if (!uploader || !waiting.current) return;
    uploader.add([...waiting.current]);
    waiting.current = null;
  }, [uploader]);

  const add = (files: File[]) => {
    if (!uploader) return;
    setMessages([]);
    uploader.add(files);
  };
  const distinct = [...new Set(messages)];

  return (
    <div data-testid="upload-widget" data-signal={snapshot.signal}>
      <UploadDropZone
        onFiles={add}
        {...dropZoneSettings(props)}
        disabled={disabled || !uploader}
        error={
          distinct.length > 0 ? (
            <span className={styles.messages}>
              {distinct.map((text) => (
                <span key={text}>{text}</span>
              ))}
            </span>
          ) : undefined
        }
      />
      {snapshot.items.length > 0 && (
        <div className={styles.toolbar}>
          <span>{uploadTexts.overall}</span>
          <progress className={styles.progress} max={100} value={snapshot.progress} aria-label={uploadTexts.overall} data-testid="upload-overall" />
        </div>
      )}
      <ul className={styles.list} aria-label={uploadTexts.fileList}>
        {snapshot.items.map((item) => (
          <li key={item.id} data-testid="upload-item" data-status={item.status}>
            <UploadFileRow
              fileName={item.name}
              sizeText={formatFileSize(item.size, unit)}
              status={rowStatusOf(item)}
              progress={item.progress}
              onCancel={() => uploader?.cancel(item.id)}
              onRemove={item.status === "success" ? () => uploader?.remove(item.id) : undefined}
            />
          </li>
        ))}
        {snapshot.failures.map((failure) => (
          <li key={failure.id} data-testid="upload-failure">
            <UploadFileRow
              fileName={failure.name}
              sizeText={formatFileSize(failure.size, unit)}
              status="error"
              error={uploadTexts.uploadFailed}
              onRetry={() => uploader?.retry(failure.id)}
              onRemove={() => uploader?.remove(failure.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
