import { Dialog as RadixDialog } from "radix-ui";
import { useEffect, useState } from "react";
import { CloseIcon } from "../internal/close-icon.tsx";
import * as styles from "./image-preview.css.ts";

/** File types the preview accepts (spec §9). */
export const previewableImageTypes = ["png", "tif", "jpg", "jpeg", "gif", "bmp", "svg"] as const;

/** True when the file name's extension is one the image preview accepts (case-insensitive). */
export function isPreviewableImage(fileName: string): boolean {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return false;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return (previewableImageTypes as readonly string[]).includes(ext);
}

/** Props of ImagePreview. */
export interface ImagePreviewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  fileName: string;
  /** Text alternative; defaults to the file name. */
  alt?: string;
  /** Shown when the browser cannot draw the image (e.g. TIFF in most browsers). */
  unsupportedText?: string;
}

const zoomSteps = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

/** A full-window image viewer with zoom and rotation; Escape closes and focus returns. */
export function ImagePreview({ open, onOpenChange, src, fileName, alt, unsupportedText = "该图片格式暂不支持在线预览，请下载后查看" }: ImagePreviewProps) {
  const [zoomIndex, setZoomIndex] = useState(3);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);
  // A new image starts unzoomed and unrotated.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on src change only
  useEffect(() => {
    setZoomIndex(3);
    setRotation(0);
    setFailed(false);
  }, [src]);
  const scale = zoomSteps[zoomIndex] ?? 1;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.toolbar}>
            <RadixDialog.Title className={styles.name}>{fileName}</RadixDialog.Title>
            <div className={styles.tools}>
              <button type="button" className={styles.tool} onClick={() => setZoomIndex((i) => Math.max(0, i - 1))} disabled={zoomIndex === 0}>
                缩小
              </button>
              <output className={styles.zoom} aria-live="polite" aria-label="缩放比例">
                {Math.round(scale * 100)}%
              </output>
              <button
                type="button"
                className={styles.tool}
                onClick={() => setZoomIndex((i) => Math.min(zoomSteps.length - 1, i + 1))}
                disabled={zoomIndex === zoomSteps.length - 1}
              >
                放大
              </button>
              <button type="button" className={styles.tool} onClick={() => setRotation((r) => (r + 90) % 360)}>
                旋转
              </button>
              <button
                type="button"
                className={styles.tool}
                onClick={() => {
                  setZoomIndex(3);
                  setRotation(0);
                }}
              >
                还原
              </button>
              <RadixDialog.Close className={styles.tool} aria-label="关闭预览">
                <CloseIcon />
              </RadixDialog.Close>
            </div>
          </div>
          <div className={styles.stage}>
            {failed ? (
              <p className={styles.fallback}>{unsupportedText}</p>
            ) : (
              <img
                className={styles.image}
                src={src}
                alt={alt ?? fileName}
                style={{ transform: `scale(${scale}) rotate(${rotation}deg)` }}
                onError={() => setFailed(true)}
              />
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
