import type { ReactNode } from "react";
import { onDemand } from "../internal/on-demand.ts";
import { OnDemandOverlay } from "../internal/on-demand-overlay.tsx";
import type { ConfirmDialogPanelProps } from "./confirm-dialog-panel.tsx";

const panel = onDemand<ConfirmDialogPanelProps>(() => import("./confirm-dialog-panel.tsx").then((module) => ({ default: module.ConfirmDialogPanel })));

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
 * cancel and Escape cancels, so a stray Enter never confirms. Until first opened it is just its
 * trigger: the dialog's code loads on demand.
 */
export function ConfirmDialog({ open, defaultOpen, onOpenChange, trigger, ...panelProps }: ConfirmDialogProps) {
  return <OnDemandOverlay panel={panel} control={{ open, defaultOpen, onOpenChange, trigger }} panelProps={panelProps} />;
}
