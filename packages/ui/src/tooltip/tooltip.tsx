import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import * as styles from "./tooltip.css.ts";

/** Props of Tooltip. */
export interface TooltipProps {
  content: ReactNode;
  /** One focusable or hoverable element. */
  children: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: "top" | "right" | "bottom" | "left";
  delayDuration?: number;
  /** When false only the trigger renders (no tooltip at all). */
  enabled?: boolean;
}

/** A hint on hover and keyboard focus (Radix Tooltip); carries its own provider. */
export function Tooltip({ content, children, open, defaultOpen, onOpenChange, side = "top", delayDuration = 300, enabled = true }: TooltipProps) {
  if (!enabled) return children;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
