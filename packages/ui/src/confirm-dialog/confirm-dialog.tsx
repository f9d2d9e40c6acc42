import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Button } from "../button/button.tsx";
import { description as descriptionStyle, overlay, title as titleStyle } from "../internal/overlay.css.ts";
import * as styles from "./confirm-dialog.css.ts";

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (optional when `open` is controlled). */
  trigger?: ReactNode;
  title?: ReactNode;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Runs on confirm; the dialog shows a busy button until a returned promise settles, then closes. */
  onConfirm?: () => void | Promise<void>;
  onCancel?: () => void;
  /** "danger" paints the confirm button red-toned for destructive actions. */
  tone?: "default" | "danger";
}

/**
 * The system prompt (系统提示): an alert dialog that asks to confirm or cancel; focus starts on
 * cancel and Escape cancels, so a stray Enter never confirms.
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title = "系统提示",
  message,
  confirmText = "确定",
  cancelText = "取消",
  onConfirm,
  onCancel,
  tone = "default",
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm?.();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
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
