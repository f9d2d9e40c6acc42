import { Toast as RadixToast } from "radix-ui";
import type { ReactNode } from "react";
import { CloseIcon } from "../internal/close-icon.tsx";
import { closeButton } from "../internal/overlay.css.ts";
import { visuallyHidden } from "../theme/layout.css.ts";
import * as styles from "./toast.css.ts";

/** The four toast types. */
export const ToastType = { success: "success", info: "info", warning: "warning", error: "error" } as const;
/** One of the toast types. */
export type ToastType = (typeof ToastType)[keyof typeof ToastType];

const typeLabel: Record<ToastType, string> = { success: "成功", info: "提示", warning: "警告", error: "错误" };

const iconPath: Record<ToastType, string> = {
  success: "M5 10.5l3.5 3.5L15 7",
  info: "M10 9v5M10 6v.5",
  warning: "M10 5.5v5.5M10 14v.5",
  error: "M6.5 6.5l7 7M13.5 6.5l-7 7",
};

/** Props of Toast. */
export interface ToastProps {
  type?: ToastType;
  title: ReactNode;
  description?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before it closes itself; Radix pauses the timer on hover and focus. */
  duration?: number;
  closeLabel?: string;
}

/** One toast message (Radix Toast); render inside a ToastProvider, or use `useToast()`. */
export function Toast({ type = "info", title, description, open, onOpenChange, duration, closeLabel = "关闭" }: ToastProps) {
  return (
    // Errors and warnings interrupt the screen reader; success and info wait politely.
    <RadixToast.Root
      className={styles.root({ type })}
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      type={type === "error" || type === "warning" ? "foreground" : "background"}
    >
      <svg className={styles.icon({ type })} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d={iconPath[type]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <div className={styles.text}>
        <RadixToast.Title className={styles.title}>
          <span className={visuallyHidden}>{typeLabel[type]}：</span>
          {title}
        </RadixToast.Title>
        {description ? <RadixToast.Description className={styles.description}>{description}</RadixToast.Description> : null}
      </div>
      <RadixToast.Close className={closeButton} aria-label={closeLabel}>
        <CloseIcon />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
