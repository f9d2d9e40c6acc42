import { type ReactNode, Suspense, useState } from "react";
import { closedTrigger, type OnDemand } from "./on-demand.ts";

/** How an overlay is opened: controlled (`open`) or on its own (`defaultOpen`), from its trigger. */
export interface OverlayControl {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  trigger?: ReactNode;
}

/** What the loaded panel of an overlay takes besides its own props. */
interface PanelControl {
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  trigger?: ReactNode;
}

/**
 * An overlay whose panel loads on demand (Drawer, ConfirmDialog): until first opened it is just
 * its trigger; once opened the panel stays mounted, and Radix owns the trigger, focus and closing.
 */
export function OnDemandOverlay<Q extends PanelControl>({
  panel,
  control,
  panelProps,
}: {
  panel: OnDemand<Q>;
  control: OverlayControl;
  panelProps: Omit<Q, keyof PanelControl>;
}) {
  const { open, defaultOpen, onOpenChange, trigger } = control;
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? innerOpen;
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const closed = closedTrigger(trigger, () => setOpen(true), panel.preload);
  if (!mounted) return closed;
  const props = { ...panelProps, trigger, open: isOpen, onOpenChange: setOpen } as Q;
  return (
    <Suspense fallback={closed}>
      <panel.Component {...props} />
    </Suspense>
  );
}
