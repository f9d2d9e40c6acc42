import { useEffect, useRef, useState } from "react";
import { Button } from "../button/button.tsx";
import { Select } from "../select/select.tsx";
import * as styles from "./video-player.css.ts";

/** Props of VideoPlayer. */
export interface VideoPlayerProps {
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
}

/**
 * A 16:9 video with native controls plus a playback-rate choice and a rotate button. It shows the
 * spec's two messages: cannot play, and wait for loading before rotating.
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
}: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState("");

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

  const sideways = rotation % 180 !== 0;
  return (
    <div className={[styles.root, className].filter(Boolean).join(" ")}>
      <div className={styles.frame}>
        {/* biome-ignore lint/a11y/useMediaCaption: captions are added when the caller has them (captionsSrc) */}
        <video
          ref={video}
          className={styles.video}
          src={src}
          poster={poster}
          controls
          preload="metadata"
          aria-label={title}
          style={{ transform: `rotate(${rotation}deg)${sideways ? " scale(0.5625)" : ""}` }}
          onLoadedMetadata={() => {
            setReady(true);
            if (video.current) video.current.playbackRate = rate;
          }}
          onError={() => setFailed(true)}
        >
          {captionsSrc ? <track kind="captions" src={captionsSrc} srcLang="zh-CN" label="中文字幕" default /> : null}
        </video>
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
            disabled={failed}
          />
        </div>
        <Button size="small" variant="ghost" onClick={rotate} disabled={failed}>
          旋转
        </Button>
        <span className={styles.notice} role="status">
          {notice}
        </span>
      </div>
    </div>
  );
}
