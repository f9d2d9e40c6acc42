import { type KeyboardEvent, type ReactNode, useEffect, useState } from "react";
import { cx } from "../internal/cx.ts";
import { useAutoplay } from "../internal/use-autoplay.ts";
import { useMotionAllowed } from "../internal/use-motion-allowed.ts";
import * as styles from "./carousel.css.ts";

/** One banner slide. */
export interface CarouselSlide {
  key: string;
  /** Names the slide's picker dot ("第 n 张：label"). */
  label: string;
  content: ReactNode;
}

/** Props of Carousel. */
export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Milliseconds per slide. */
  interval?: number;
  /** Height of the banner (CSS length; `clamp()` keeps a picture's proportions without layout shift). */
  height?: number | string;
  /** Rotates on its own unless the visitor asks for reduced motion or the elder-friendly mode is on. */
  autoplay?: boolean;
  "aria-label"?: string;
  className?: string;
}

/** The pause button's choice: none yet (follow `autoplay` and the motion preference), play or pause. */
type Choice = "auto" | "playing" | "paused";

/**
 * A banner carousel after the WAI-ARIA APG pattern: previous/next buttons, a pause/play button
 * (WCAG 2.2.2), picker dots, arrow keys (Home/End too) on any of its controls; it pauses while
 * hovered or focused. It never starts on its own under `prefers-reduced-motion` or when `<html>`
 * has `data-elder-mode="on"` (a visitor may still press play), and stops when either turns on.
 * Hidden slides are inert; the visible one is announced when it changes by the visitor's hand.
 */
export function Carousel({ slides, interval = 5000, height = 360, autoplay = true, className, ...aria }: CarouselProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<Choice>("auto");
  const motionAllowed = useMotionAllowed();
  // Reduced motion or elder mode switched on while playing: stop, the visitor's play included.
  useEffect(() => {
    if (!motionAllowed) setChoice((current) => (current === "playing" ? "auto" : current));
  }, [motionAllowed]);
  const playing = choice === "playing" || (choice === "auto" && autoplay && motionAllowed);
  const [index, setIndex] = useAutoplay(slides.length, interval, hovered || focused || !playing);
  const count = slides.length;
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Only on the carousel's own controls: a link in a slide keeps its keys.
    if (!(event.target instanceof HTMLButtonElement)) return;
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    go(target);
  };
  return (
    <section
      className={cx(styles.root, className)}
      style={{ height }}
      aria-roledescription="轮播"
      aria-label={aria["aria-label"] ?? "横幅"}
      data-playing={playing ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      {count > 1 ? (
        // First in reading order: a screen-reader or keyboard user can stop it before anything else.
        <button
          type="button"
          className={cx(styles.control, styles.pause)}
          aria-label={playing ? "暂停轮播" : "开始轮播"}
          onClick={() => setChoice(playing ? "paused" : "playing")}
        >
          {playing ? (
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <path d="M3 1v10M9 1v10" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          ) : (
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <path d="M3 1l7 5-7 5z" fill="currentColor" />
            </svg>
          )}
        </button>
      ) : null}
      <div className={styles.strip} style={{ transform: `translateX(-${index * 100}%)` }} aria-live={playing && !focused ? "off" : "polite"}>
        {slides.map((slide, i) => (
          // The APG carousel pattern: each slide is a group with the "slide" role description.
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not slides
          <div
            key={slide.key}
            className={styles.slide}
            role="group"
            aria-roledescription="幻灯片"
            aria-label={`第 ${i + 1} 张，共 ${count} 张`}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={cx(styles.control, styles.prev)} aria-label="上一张" onClick={() => go(index - 1)}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button type="button" className={cx(styles.control, styles.next)} aria-label="下一张" onClick={() => go(index + 1)}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className={styles.dot}
                aria-label={`第 ${i + 1} 张：${slide.label}`}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
