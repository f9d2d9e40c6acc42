import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { CloseIcon } from "../internal/close-icon.tsx";
import { cx } from "../internal/cx.ts";
import { closeButton, description as descriptionStyle, overlay, title as titleStyle } from "../internal/overlay.css.ts";
import * as styles from "./dialog.css.ts";

/** Props of Dialog.Content. */
export interface DialogContentProps {
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Optional text under the title, announced as the description. */
  description?: ReactNode;
  size?: "small" | "medium" | "large";
  /** Buttons shown in the footer. */
  footer?: ReactNode;
  /** Hides the × in the header. */
  hideClose?: boolean;
  closeLabel?: string;
  className?: string;
  children?: ReactNode;
}

function Content({ title, description, size, footer, hideClose = false, closeLabel = "关闭", className, children }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content className={cx(styles.content({ size }), className)} {...(description ? {} : { "aria-describedby": undefined })}>
        <div className={styles.header}>
          <RadixDialog.Title className={titleStyle}>{title}</RadixDialog.Title>
          {hideClose ? null : (
            <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
              <CloseIcon />
            </RadixDialog.Close>
          )}
        </div>
        <div className={styles.body}>
          {description ? <RadixDialog.Description className={descriptionStyle}>{description}</RadixDialog.Description> : null}
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/**
 * A modal dialog (Radix): focus trapped and restored, Escape closes, named by its title.
 * Parts: `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content`, `Dialog.Close`.
 */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content,
  Close: RadixDialog.Close,
};
