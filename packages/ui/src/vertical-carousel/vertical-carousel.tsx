import { type ReactNode, useState } from "react";
import { useAutoplay } from "../internal/use-autoplay.ts";
import { useElderModeActive } from "../theme/elder-mode.ts";
import * as styles from "./vertical-carousel.css.ts";

/** One line of the carousel. */
export interface VerticalCarouselItem {
  key: string;
  content: ReactNode;
}

/** Props of VerticalCarousel. */
export interface VerticalCarouselProps {
  items: readonly VerticalCarouselItem[];
  /** Milliseconds per line; the spec's hot topics change every 3000. */
  interval?: number;
  /** Names the region for screen readers. */
  "aria-label"?: string;
  className?: string;
  /**
   * Stand still and show every line (elder mode) from the first render: the page that knows the
   * mode on the server passes it, so the server's markup is already still. The `data-elder-mode`
   * attribute on `<html>` does the same in the browser.
   */
  still?: boolean;
}

/**
 * One line at a time scrolling upwards (hot topics). Pauses while hovered or while focus is inside;
 * only the visible line is reachable; with reduced motion the lines swap without sliding. In elder
 * mode (适老化: nothing moves by itself) it stands still and shows every line side by side instead.
 */
export function VerticalCarousel({ items, interval = 3000, className, still = false, ...aria }: VerticalCarouselProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const elder = useElderModeActive() || still;
  const [index] = useAutoplay(items.length, interval, hovered || focused || elder);
  if (elder) {
    return (
      <section className={[styles.still, className].filter(Boolean).join(" ")} aria-label={aria["aria-label"] ?? "热点资讯"} data-still="true">
        <ul className={styles.stillList}>
          {items.map((item) => (
            <li key={item.key}>{item.content}</li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(" ")}
      aria-roledescription="轮播"
      aria-label={aria["aria-label"] ?? "热点资讯"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Updates are not announced: a line changing every 3 s would drown out everything else. */}
      {/* Back to the first line in one step: sliding back past every line would carry the first one
          across whatever sits above the window (clipped from sight, but a target over its neighbours). */}
      <ul className={index === 0 ? styles.listAtStart : styles.list} style={{ transform: `translateY(-${index * 1.6}em)` }} aria-live="off">
        {items.map((item, i) => (
          <li key={item.key} className={styles.item} aria-hidden={i !== index} inert={i !== index}>
            {item.content}
          </li>
        ))}
      </ul>
    </section>
  );
}
