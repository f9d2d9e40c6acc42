import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button } from "../button/button.tsx";
import { description as descriptionStyle, overlay, title as titleStyle } from "../internal/overlay.css.ts";
import * as styles from "./confirm-dialog.css.ts";
import type { ConfirmDialogProps } from "./confirm-dialog.tsx";

/** What ConfirmDialog passes on: its props, the open state always controlled. */
export type ConfirmDialogPanelProps = Omit<ConfirmDialogProps, "defaultOpen"> & { open: boolean; onOpenChange: (open: boolean) => void };

/** The open system prompt (Radix AlertDialog), loaded by ConfirmDialog when first opened. */
export function ConfirmDialogPanel({
  open,
  onOpenChange,
  trigger,
  title = "系统提示",
  message,
  confirmText = "确定",
  cancelText = "取消",
  onConfirm,
  onCancel,
  tone = "default",
}: ConfirmDialogPanelProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm?.();
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={styles.content}>
          <div className={styles.heading}>
            <svg className={styles.icon} width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
              <circle cx="11" cy="11" r="10" fill="currentColor" />
              <path d="M11 5.5v7M11 15.5v1" className={styles.iconMark} strokeWidth="2" strokeLinecap="round" />
            </svg>
            <AlertDialog.Title className={titleStyle}>{title}</AlertDialog.Title>
          </div>
          <AlertDialog.Description className={descriptionStyle}>{message}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" onClick={onCancel}>
                {cancelText}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close before an async confirm finishes. */}
            <Button variant={tone === "danger" ? "warning" : "primary"} loading={busy} onClick={confirm}>
              {confirmText}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
