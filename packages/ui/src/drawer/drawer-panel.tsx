import { Dialog as RadixDialog } from "radix-ui";
import { CloseIcon } from "../internal/close-icon.tsx";
import { cx } from "../internal/cx.ts";
import { closeButton, title as titleStyle } from "../internal/overlay.css.ts";
import * as styles from "./drawer.css.ts";
import type { DrawerProps } from "./drawer.tsx";

/** What Drawer passes on: its props, the open state always controlled. */
export type DrawerPanelProps = Omit<DrawerProps, "defaultOpen">;

/** The open drawer (Radix Dialog: focus trap, Escape, outside click), loaded by Drawer when first opened. */
export function DrawerPanel({
  open,
  onOpenChange,
  trigger,
  title,
  width = 550,
  footer,
  dimmed = false,
  closeLabel = "关闭",
  className,
  children,
}: DrawerPanelProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
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
