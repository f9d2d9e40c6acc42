import type { ReactNode } from "react";
import { onDemand } from "../internal/on-demand.ts";
import { OnDemandOverlay } from "../internal/on-demand-overlay.tsx";
import type { DrawerPanelProps } from "./drawer-panel.tsx";

const panel = onDemand<DrawerPanelProps>(() => import("./drawer-panel.tsx").then((module) => ({ default: module.DrawerPanel })));

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

/**
 * A side panel sliding in from the right under the header (Radix Dialog: focus trap, Escape,
 * outside click). Until first opened it is just its trigger: the panel's code loads on demand.
 */
export function Drawer({ open, defaultOpen, onOpenChange, trigger, ...panelProps }: DrawerProps) {
  return <OnDemandOverlay panel={panel} control={{ open, defaultOpen, onOpenChange, trigger }} panelProps={panelProps} />;
}
