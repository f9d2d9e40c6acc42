import { type ElementType, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { cx } from "../internal/cx.ts";
import { Tooltip } from "../tooltip/tooltip.tsx";
import * as styles from "./ellipsis-text.css.ts";

/** True when the content is cut off by more than `tolerance` px (the spec ignores 2 px of rounding). */
export function isOverflowing(element: HTMLElement, tolerance = 2): boolean {
  return element.scrollWidth - element.clientWidth > tolerance || element.scrollHeight - element.clientHeight > tolerance;
}

/** Props of EllipsisText. */
export interface EllipsisTextProps {
  children: string;
  /** Lines before clamping; the spec's default is 1. */
  lines?: number;
  /** Overflow in px that does not count (spec: more than 2 px shows the tooltip). */
  tolerance?: number;
  /** Tooltip content; defaults to the full text. */
  tooltip?: ReactNode;
  as?: ElementType;
  className?: string;
}

/**
 * Text clamped to `lines` with an ellipsis; only when it really overflows does it become focusable
 * and show the full text in a tooltip (hover or keyboard focus).
 */
export function EllipsisText({ children, lines = 1, tolerance = 2, tooltip, as: Tag = "span", className }: EllipsisTextProps) {
  const ref = useRef<HTMLElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const measure = useCallback(() => {
    if (ref.current) setOverflowing(isOverflowing(ref.current, tolerance));
  }, [tolerance]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the text or the clamp changes
  useEffect(() => {
    measure();
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, children, lines]);
  const text = (
    <Tag
      ref={ref}
      className={cx(lines > 1 ? styles.multi : styles.single, className)}
      style={lines > 1 ? { WebkitLineClamp: lines } : undefined}
      // Focusable only when there is something hidden to reveal.
      tabIndex={overflowing ? 0 : undefined}
      data-overflowing={overflowing ? "" : undefined}
    >
      {children}
    </Tag>
  );
  return (
    <Tooltip content={tooltip ?? children} enabled={overflowing}>
      {text}
    </Tooltip>
  );
}
