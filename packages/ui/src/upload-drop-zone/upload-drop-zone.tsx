import { type DragEvent, type ReactNode, useId, useRef, useState } from "react";
import { Button } from "../button/button.tsx";
import { visuallyHidden } from "../theme/layout.css.ts";
import * as styles from "./upload-drop-zone.css.ts";

/** Props of UploadDropZone. */
export interface UploadDropZoneProps {
  /** Receives the chosen or dropped files; checking and uploading them is the caller's job. */
  onFiles: (files: File[]) => void;
  /** Passed to the file input, e.g. ".pdf,.doc,.docx". */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** E.g. "支持 doc、pdf、jpg 等格式，单个文件不超过10M". */
  hint?: ReactNode;
  /** Message of the last rejected choice (from the caller's validation). */
  error?: ReactNode;
  buttonText?: string;
  className?: string;
}

/** The visual drop area with a "选择文件" button; it only hands files over, it uploads nothing. */
export function UploadDropZone({ onFiles, accept, multiple = true, disabled = false, hint, error, buttonText = "选择文件", className }: UploadDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const state = disabled ? "disabled" : dragging ? "dragging" : error ? "error" : "idle";

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button is the keyboard path
    <div
      className={[styles.zone({ state }), className].filter(Boolean).join(" ")}
      data-state={state}
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? "none" : "copy";
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <svg className={styles.icon} width="48" height="36" viewBox="0 0 48 36" aria-hidden="true">
        <path d="M38 30h2a8 8 0 0 0 0-16 12 12 0 0 0-23-3A9 9 0 0 0 9 30h3" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M24 34V16M17 22l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <span>{dragging ? "松开鼠标即可添加文件" : "将文件拖到此处，或"}</span>
      <Button
        variant="ghost"
        size="small"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={[hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
      >
        {buttonText}
      </Button>
      <input
        ref={input}
        type="file"
        className={visuallyHidden}
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) onFiles(files);
          // Choosing the same file again must fire change again.
          event.target.value = "";
        }}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
