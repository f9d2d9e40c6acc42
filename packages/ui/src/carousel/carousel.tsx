import { type ReactNode, useState } from "react";
import { cx } from "../internal/cx.ts";
import { useAutoplay } from "../internal/use-autoplay.ts";
import * as styles from "./carousel.css.ts";

/** One banner slide. */
export interface CarouselSlide {
  key: string;
  /** Spoken as "n / total: label". */
  label: string;
  content: ReactNode;
}

/** Props of Carousel. */
export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Milliseconds per slide. */
  interval?: number;
  /** Height of the banner (CSS length). */
  height?: number | string;
  autoplay?: boolean;
  "aria-label"?: string;
  className?: string;
}

/**
 * A banner carousel: arrows, dots, a pause button (WCAG 2.2.2), pauses on hover and focus,
 * and slides without animation under reduced motion. Hidden slides are inert.
 */
export function Carousel({ slides, interval = 5000, height = 360, autoplay = true, className, ...aria }: CarouselProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(!autoplay);
  const [index, setIndex] = useAutoplay(slides.length, interval, hovered || focused || stopped);
  const count = slides.length;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section
      className={cx(styles.root, className)}
      style={{ height }}
      aria-roledescription="轮播"
      aria-label={aria["aria-label"] ?? "横幅"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.strip} style={{ transform: `translateX(-${index * 100}%)` }} aria-live={stopped || focused ? "polite" : "off"}>
        {slides.map((slide, i) => (
          // The APG carousel pattern: each slide is a group with the "slide" role description.
          // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not slides
          <div
            key={slide.key}
            className={styles.slide}
            role="group"
            aria-roledescription="幻灯片"
            aria-label={`${i + 1} / ${count}：${slide.label}`}
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
          <button
            type="button"
            className={cx(styles.control, styles.pause)}
            aria-label={stopped ? "开始轮播" : "暂停轮播"}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? (
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M3 1l7 5-7 5z" fill="currentColor" />
              </svg>
            ) : (
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M3 1v10M9 1v10" stroke="currentColor" strokeWidth="2.5" />
              </svg>
            )}
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className={styles.dot}
                aria-label={`第${i + 1}张：${slide.label}`}
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
