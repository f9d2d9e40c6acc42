import { useEffect, useRef, useState } from "react";
import * as styles from "./loading-bar.css.ts";

/** Props of LoadingBar. */
export interface LoadingBarProps {
  /** True while a page or request is loading. */
  loading: boolean;
  /** Loads shorter than this (ms) never show the bar; the spec's throttle is 200. */
  throttle?: number;
  /** Time (ms) the bar takes to creep towards the end; the spec's duration is 5000. */
  duration?: number;
  /** Bar height in px; the spec's is 2. */
  height?: number;
}

type Phase = "hidden" | "running" | "finishing";

/**
 * The thin progress bar at the top of the window during navigation: appears only when loading
 * lasts longer than `throttle`, creeps to 90 % over `duration`, then fills and fades.
 */
export function LoadingBar({ loading, throttle = 200, duration = 5000, height = 2 }: LoadingBarProps) {
  const [phase, setPhase] = useState<Phase>("hidden");
  const [width, setWidth] = useState(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const clear = () => {
      for (const timer of timers.current) clearTimeout(timer);
      timers.current = [];
    };
    clear();
    if (loading) {
      timers.current.push(
        setTimeout(() => {
          setPhase("running");
          setWidth(0);
          // Next frame, so the transition from 0 runs.
          timers.current.push(setTimeout(() => setWidth(90), 16));
        }, throttle),
      );
    } else {
      setPhase((current) => {
        if (current === "hidden") return current;
        setWidth(100);
        timers.current.push(setTimeout(() => setPhase("hidden"), 400));
        return "finishing";
      });
    }
    return clear;
  }, [loading, throttle]);

  if (phase === "hidden") return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label="页面加载中"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      // Once loading ended the bar only fades out: nothing is in progress for assistive technology.
      aria-hidden={phase === "finishing" ? true : undefined}
      style={{
        height,
        width: `${width}%`,
        opacity: phase === "finishing" ? 0 : 1,
        transitionDuration: phase === "finishing" ? "200ms, 400ms" : `${duration}ms, 0ms`,
      }}
    />
  );
}
