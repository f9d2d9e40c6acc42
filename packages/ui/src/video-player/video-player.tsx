import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../button/button.tsx";
import { Select } from "../select/select.tsx";
import * as styles from "./video-player.css.ts";

/** Props of VideoPlayer. */
export interface VideoPlayerProps {
  /** The video; empty while the caller is still getting its address (shown as loading). */
  src: string;
  poster?: string;
  /** Names the video for screen readers. */
  title: string;
  /** Playback rates offered; the spec's are 0.5, 1, 1.5 and 2. */
  rates?: readonly number[];
  /** Shown when the video cannot play. */
  errorText?: string;
  /** Shown when rotating before the video has loaded. */
  notReadyText?: string;
  /** Optional captions track (WebVTT). */
  captionsSrc?: string;
  className?: string;
  /** Seconds to start at once the video has loaded (resume where the viewer stopped). */
  startAt?: number;
  /**
   * Reports the position: on every timeupdate ("tick", the caller throttles), on pause, at the
   * end, and when the player goes away ("leave": unmounted or the page hidden).
   */
  onPosition?: (position: number, moment: VideoPositionMoment) => void;
  /**
   * Instead of the video, a notice in the frame (e.g. 购买后观看 with the buy button): the viewer
   * may not watch this one. The tools are disabled meanwhile.
   */
  locked?: ReactNode;
}

/** When VideoPlayer reports the position. */
export type VideoPositionMoment = "tick" | "pause" | "ended" | "leave";

/** Seconds the arrow keys move the video. */
const SEEK_STEP_SECONDS = 5;

/**
 * A 16:9 video with native controls plus a playback-rate choice and a rotate button. It shows the
 * spec's two messages: cannot play, and wait for loading before rotating. It can start at a saved
 * second and report where the viewer is (for resuming later), answers Space/K and the arrow keys,
 * and can stand locked with the caller's notice in its frame (a paid video not bought).
 */
export function VideoPlayer({
  src,
  poster,
  title,
  rates = [0.5, 1, 1.5, 2],
  errorText = "此视频暂无法播放，请稍后再试",
  notReadyText = "请等待视频加载完毕",
  captionsSrc,
  className,
  startAt = 0,
  onPosition,
  locked,
}: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState("");
  // The latest callback and start, read by the event handlers without re-subscribing.
  const report = useRef(onPosition);
  report.current = onPosition;
  const start = useRef(startAt);
  start.current = startAt;

  const isLocked = locked != null;
  // Leaving (unmount, or the tab hidden / closed) reports where the viewer was; a new source or an
  // unlocked frame is a new <video> to listen to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-subscribed when the element changes
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const leave = () => {
      if (element.readyState >= HTMLMediaElement.HAVE_METADATA) report.current?.(element.currentTime, "leave");
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
      leave();
    };
  }, [src, isLocked]);

  // A new source starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on src change only
  useEffect(() => {
    setReady(false);
    setFailed(false);
    setNotice("");
    setRotation(0);
  }, [src]);

  useEffect(() => {
    if (video.current) video.current.playbackRate = rate;
  }, [rate]);

  const rotate = () => {
    if (!ready) {
      setNotice(notReadyText);
      return;
    }
    setNotice("");
    setRotation((r) => (r + 90) % 360);
  };

  /** Space or K plays and pauses, the arrows move 5 s: the video is operable without a mouse. */
  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    const element = video.current;
    if (!element || !ready) return;
    if (event.key === " " || event.key === "k") {
      event.preventDefault();
      if (element.paused) void element.play().catch(() => undefined);
      else element.pause();
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      const step = event.key === "ArrowLeft" ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
      element.currentTime = Math.max(0, Math.min(element.duration || 0, element.currentTime + step));
    }
  };

  const sideways = rotation % 180 !== 0;
  const unavailable = failed || isLocked;
  return (
    <div className={[styles.root, className].filter(Boolean).join(" ")}>
      <div className={styles.frame}>
        {isLocked ? (
          <section className={styles.message} aria-label={title}>
            {locked}
          </section>
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: captions are added when the caller has them (captionsSrc)
          <video
            ref={video}
            className={styles.video}
            // An empty source is one still to come (the caller is fetching it): loading, not an error.
            src={src || undefined}
            poster={poster}
            controls
            preload="metadata"
            aria-label={title}
            aria-keyshortcuts="Space K ArrowLeft ArrowRight"
            onKeyDown={onKeyDown}
            style={{ transform: `rotate(${rotation}deg)${sideways ? " scale(0.5625)" : ""}` }}
            onLoadedMetadata={() => {
              setReady(true);
              const element = video.current;
              if (!element) return;
              element.playbackRate = rate;
              if (start.current > 0 && start.current < element.duration) element.currentTime = start.current;
            }}
            onTimeUpdate={() => {
              if (video.current && !video.current.seeking) report.current?.(video.current.currentTime, "tick");
            }}
            onPause={() => {
              // The end pauses too: reported once, as the end.
              if (video.current && !video.current.ended) report.current?.(video.current.currentTime, "pause");
            }}
            onEnded={() => {
              if (video.current) report.current?.(video.current.currentTime, "ended");
            }}
            onError={() => setFailed(true)}
          >
            {captionsSrc ? <track kind="captions" src={captionsSrc} srcLang="zh-CN" label="中文字幕" default /> : null}
          </video>
        )}
        {failed ? (
          <p className={styles.message} role="alert">
            {errorText}
          </p>
        ) : null}
      </div>
      <div className={styles.tools}>
        <span>倍速</span>
        <div style={{ width: 110 }}>
          <Select
            aria-label="播放速度"
            size="small"
            value={String(rate)}
            onValueChange={(value) => setRate(Number(value))}
            options={rates.map((r) => ({ value: String(r), label: `${r}x` }))}
            disabled={unavailable}
          />
        </div>
        <Button size="small" variant="ghost" onClick={rotate} disabled={unavailable}>
          旋转
        </Button>
        <span className={styles.notice} role="status">
          {notice}
        </span>
      </div>
    </div>
  );
}
