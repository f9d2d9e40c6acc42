import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { CloseIcon } from "../internal/close-icon.tsx";
import { cx } from "../internal/cx.ts";
import { closeButton, title as titleStyle } from "../internal/overlay.css.ts";
import * as styles from "./drawer.css.ts";

/** Props of Drawer. */
export interface DrawerProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the drawer. */
  trigger?: ReactNode;
  title: ReactNode;
  /** Panel width in px; the spec's message panel is 550 (the theme's `layout.drawerWidth`). */
  width?: number;
  footer?: ReactNode;
  /** Dim the page behind the drawer. */
  dimmed?: boolean;
  closeLabel?: string;
  className?: string;
  children?: ReactNode;
}

/** A side panel sliding in from the right under the header (Radix Dialog: focus trap, Escape, outside click). */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  width = 550,
  footer,
  dimmed = false,
  closeLabel = "关闭",
  className,
  children,
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cx(styles.overlay, dimmed && styles.overlayDimmed)} />
        <RadixDialog.Content className={cx(styles.content, className)} style={width === 550 ? undefined : { width }} aria-describedby={undefined}>
          <div className={styles.header}>
            <RadixDialog.Title className={titleStyle}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
