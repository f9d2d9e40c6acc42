import { type ReactNode, Suspense, useState } from "react";
import { closedTrigger, onDemand } from "../internal/on-demand.ts";
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
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? innerOpen;
  // Once opened, the dialog stays mounted: Radix then owns the trigger, focus and closing.
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const closed = closedTrigger(trigger, () => setOpen(true), panel.preload);
  if (!mounted) return closed;
  return (
    <Suspense fallback={closed}>
      <panel.Component {...panelProps} trigger={trigger} open={isOpen} onOpenChange={setOpen} />
    </Suspense>
  );
}
