import { Progress } from "radix-ui";
import { Button } from "../button/button.tsx";
import { EllipsisText } from "../ellipsis-text/ellipsis-text.tsx";
import * as styles from "./upload-file-row.css.ts";

/** Where an upload item stands (mirrors the upload engine's item states). */
export type UploadRowStatus = "ready" | "uploading" | "success" | "error";

/** Props of UploadFileRow. */
export interface UploadFileRowProps {
  fileName: string;
  /** The file's size as the host formats it (the spec counts 1000 per kilo on macOS, 1024 elsewhere). */
  sizeText: string;
  status: UploadRowStatus;
  /** The host's percentage, 0 to 100, shown while the file is ready or uploading. */
  progress?: number;
  /** Shown in the error state, e.g. "上传失败, 请重试". */
  error?: string;
  onRemove?: () => void;
  /** Stops an upload in progress; offered while the file is ready or uploading. */
  onCancel?: () => void;
  onRetry?: () => void;
  onPreview?: () => void;
  onDownload?: () => void;
  /** Hides remove (e.g. a disabled attachment widget). */
  readOnly?: boolean;
}

const statusText: Record<UploadRowStatus, string> = { ready: "等待上传", uploading: "上传中", success: "上传成功", error: "上传失败" };

/** One file in an upload list: name, size, progress and state, with its actions; no upload logic. */
export function UploadFileRow({
  fileName,
  sizeText,
  status,
  progress = 0,
  error,
  onRemove,
  onCancel,
  onRetry,
  onPreview,
  onDownload,
  readOnly = false,
}: UploadFileRowProps) {
  const percent = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <div className={styles.row({ status })} data-status={status}>
      <svg className={styles.icon} width="24" height="28" viewBox="0 0 24 28" aria-hidden="true">
        <path d="M3 1h12l6 6v20H3z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M15 1v6h6M7 14h10M7 19h10" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <div className={styles.nameLine}>
        <EllipsisText className={styles.name}>{fileName}</EllipsisText>
        <span className={styles.meta}>{sizeText}</span>
      </div>
      <div className={styles.actions}>
        {status === "success" && onPreview ? (
          <Button variant="link" size="small" onClick={onPreview} aria-label={`预览 ${fileName}`}>
            预览
          </Button>
        ) : null}
        {status === "success" && onDownload ? (
          <Button variant="link" size="small" onClick={onDownload} aria-label={`下载 ${fileName}`}>
            下载
          </Button>
        ) : null}
        {status === "error" && onRetry ? (
          <Button variant="link" size="small" onClick={onRetry} aria-label={`重试 ${fileName}`}>
            重试
          </Button>
        ) : null}
        {(status === "ready" || status === "uploading") && onCancel ? (
          <Button variant="link" size="small" onClick={onCancel} aria-label={`取消上传 ${fileName}`}>
            取消
          </Button>
        ) : null}
        {!readOnly && onRemove ? (
          <Button variant="link" size="small" onClick={onRemove} aria-label={`删除 ${fileName}`}>
            删除
          </Button>
        ) : null}
      </div>
      {status === "uploading" || status === "ready" ? (
        <Progress.Root className={styles.track} value={percent} max={100} aria-label={`${fileName} 上传进度`}>
          <Progress.Indicator className={styles.fill} style={{ width: `${percent}%` }} />
        </Progress.Root>
      ) : null}
      <span className={styles.status({ status })} role={status === "error" ? "alert" : undefined}>
        {status === "error" ? (error ?? statusText.error) : status === "uploading" ? `${statusText.uploading} ${percent}%` : statusText[status]}
      </span>
    </div>
  );
}
