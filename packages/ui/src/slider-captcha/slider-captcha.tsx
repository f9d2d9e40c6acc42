import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { visuallyHidden } from "../theme/layout.css.ts";
import * as styles from "./slider-captcha.css.ts";

/** One recorded point of the drag: offsets from where the drag started, t in ms since then. */
export interface CaptchaTrackPoint {
  x: number;
  y: number;
  t: number;
}

/** What the captcha reports when the user lets go. */
export interface CaptchaResult {
  /** Final left offset of the piece in px (0 to 250). */
  x: number;
  track: CaptchaTrackPoint[];
}

/** Where the check stands; the host sets it from the server's answer. */
export type CaptchaStatus = "idle" | "checking" | "success" | "failure";

/** Props of SliderCaptcha (the format shared with the login site's server). */
export interface SliderCaptchaProps {
  /** 300×140 image URL or data URL. */
  backgroundSrc: string;
  /** 50×50 piece image. */
  pieceSrc: string;
  /** Piece offset from the top in px. */
  pieceY: number;
  onComplete: (result: CaptchaResult) => void;
  status?: CaptchaStatus;
  onRefresh?: () => void;
  /** Keyboard step in px; Shift multiplies it by 5. */
  step?: number;
  /**
   * A way round the puzzle for people who cannot drag or see it (e.g. 改用短信验证): a button
   * under the slider. The host decides what it does; while `busy` it is disabled.
   */
  alternative?: { label: string; onSelect: () => void; busy?: boolean };
}

const stageWidth = 300;
const pieceWidth = 50;
const maxX = stageWidth - pieceWidth;

const statusText: Record<CaptchaStatus, string> = {
  idle: "向右拖动滑块完成拼图",
  checking: "验证中…",
  success: "验证通过",
  failure: "验证失败，请重试",
};

const clamp = (value: number) => Math.min(maxX, Math.max(0, value));

/**
 * The slider puzzle: drag the handle (mouse, touch or pen) or use ArrowLeft/ArrowRight (Shift for
 * bigger steps) and Enter/Space to let go. Every move is recorded in the track.
 */
export function SliderCaptcha({ backgroundSrc, pieceSrc, pieceY, onComplete, status = "idle", onRefresh, step = 2, alternative }: SliderCaptchaProps) {
  const [x, setX] = useState(0);
  const drag = useRef<{ startX: number; startY: number; t0: number; track: CaptchaTrackPoint[] } | null>(null);
  const keyboard = useRef<{ t0: number; startX: number; track: CaptchaTrackPoint[] } | null>(null);
  const locked = status === "checking" || status === "success";

  // A new puzzle, or a failed check going back to idle, starts from the left again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new picture only
  useEffect(() => {
    setX(0);
    drag.current = null;
    keyboard.current = null;
  }, [backgroundSrc, pieceSrc, pieceY]);
  useEffect(() => {
    if (status === "idle") setX(0);
  }, [status]);

  const finish = (finalX: number, track: CaptchaTrackPoint[]) => {
    drag.current = null;
    keyboard.current = null;
    onComplete({ x: finalX, track });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked || event.button !== 0) return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic events have no active pointer to capture; moves still reach the handle.
    }
    drag.current = { startX: event.clientX, startY: event.clientY, t0: performance.now(), track: [{ x: 0, y: 0, t: 0 }] };
    keyboard.current = null;
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    current.track.push({ x: Math.round(dx), y: Math.round(dy), t: Math.round(performance.now() - current.t0) });
    setX(clamp(dx));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    const last = current.track[current.track.length - 1];
    if (!last || last.x !== Math.round(dx) || last.y !== Math.round(dy)) {
      current.track.push({ x: Math.round(dx), y: Math.round(dy), t: Math.round(performance.now() - current.t0) });
    }
    const finalX = clamp(dx);
    setX(finalX);
    finish(Math.round(finalX), current.track);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const size = event.shiftKey ? step * 5 : step;
    let next: number | null = null;
    if (event.key === "ArrowRight" || event.key === "ArrowUp") next = clamp(x + size);
    else if (event.key === "ArrowLeft" || event.key === "ArrowDown") next = clamp(x - size);
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = maxX;
    if (next !== null) {
      event.preventDefault();
      // The first key press starts a "drag"; points are relative to where it started.
      if (!keyboard.current) keyboard.current = { t0: performance.now(), startX: x, track: [{ x: 0, y: 0, t: 0 }] };
      keyboard.current.track.push({ x: Math.round(next - keyboard.current.startX), y: 0, t: Math.round(performance.now() - keyboard.current.t0) });
      setX(next);
      return;
    }
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (keyboard.current) finish(Math.round(x), keyboard.current.track);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.stage}>
        <img className={styles.background} src={backgroundSrc} alt="拼图验证背景图" width={300} height={140} draggable={false} />
        <img className={styles.piece} src={pieceSrc} alt="" width={50} height={50} draggable={false} style={{ top: pieceY, transform: `translateX(${x}px)` }} />
        {onRefresh ? (
          <button type="button" className={styles.refresh} onClick={onRefresh} disabled={status === "checking"}>
            换一张
          </button>
        ) : null}
      </div>
      <div className={styles.track({ status })}>
        <div className={styles.trail} style={{ width: x + pieceWidth }} />
        <span className={styles.hint} aria-hidden="true">
          {statusText[status]}
        </span>
        <div
          className={styles.handle({ status })}
          role="slider"
          tabIndex={locked ? -1 : 0}
          aria-label="拼图滑块：方向键移动，回车确认"
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-valuetext={`${Math.round(x)}像素`}
          aria-disabled={locked || undefined}
          aria-orientation="horizontal"
          style={{ transform: `translateX(${x}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <svg width="18" height="12" viewBox="0 0 18 12" aria-hidden="true">
            <path d="M1 6h15M11 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </div>
      </div>
      {alternative ? (
        <button
          type="button"
          className={styles.alternative}
          onClick={alternative.onSelect}
          disabled={alternative.busy || status === "checking" || status === "success"}
        >
          {alternative.label}
        </button>
      ) : null}
      <p className={visuallyHidden} role="status">
        {status === "idle" ? "" : statusText[status]}
      </p>
    </div>
  );
}
