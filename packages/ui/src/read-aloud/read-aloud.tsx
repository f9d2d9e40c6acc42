import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { visuallyHidden } from "../theme/layout.css.ts";
import * as styles from "./read-aloud.css.ts";
import { speechChunks } from "./speech-chunks.ts";

/** Where reading stands. */
type ReadState = "idle" | "speaking" | "paused";

/** Props of ReadAloud. */
export interface ReadAloudProps {
  /** The element whose text is read (the page's main content); looked up when reading starts. */
  target: () => HTMLElement | null;
  /** Language of the text and of the voice chosen; zh-CN unless told. */
  lang?: string;
  /** Speaking rate (1 is the voice's normal); a little slower than normal unless told. */
  rate?: number;
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  read: "朗读",
  readDescription: "朗读本页主要内容",
  pause: "暂停",
  resume: "继续",
  stop: "停止",
  group: "朗读控制",
  speaking: "正在朗读",
  paused: "朗读已暂停",
  stopped: "朗读已停止",
  nothing: "本页没有可朗读的内容",
};

const noSubscribe = () => () => {};

/**
 * Whether this browser can speak (speechSynthesis). Assumed on the server and during hydration
 * (every current browser has it), so the button is in the first paint and nothing moves when the
 * page wakes up; the rare browser without it drops the button then.
 */
function useSpeechSupported(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => typeof window.speechSynthesis !== "undefined" && typeof window.SpeechSynthesisUtterance !== "undefined",
    () => true,
  );
}

/** The browser's best voice for a language: an exact local match, then any of the language. */
function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const base = lang.split("-")[0]?.toLowerCase() ?? lang;
  return (
    voices.find((voice) => voice.lang.toLowerCase() === lang.toLowerCase() && voice.localService) ??
    voices.find((voice) => voice.lang.toLowerCase() === lang.toLowerCase()) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith(base))
  );
}

/**
 * 朗读: reads the page's main content aloud with the browser's own speech synthesis, piece by
 * piece, with pause/continue and stop. Renders nothing where the browser cannot speak, and stops
 * speaking when it goes away (e.g. the page changes).
 */
export function ReadAloud({ target, lang = "zh-CN", rate = 0.9, labels }: ReadAloudProps) {
  const text = { ...defaultLabels, ...labels };
  const supported = useSpeechSupported();
  const [state, setState] = useState<ReadState>("idle");
  const [announcement, setAnnouncement] = useState("");
  // Each run has its own number: the end of a cancelled run's last piece must not reset a newer run.
  const run = useRef(0);

  useEffect(
    () => () => {
      if (run.current > 0) window.speechSynthesis.cancel();
    },
    [],
  );

  if (!supported) return null;
  // Read when used, not while rendering: there is no window on the server.
  const synth = () => window.speechSynthesis;

  const start = () => {
    // innerText on purpose: what is shown, with its line breaks, and none of the hidden parts.
    // biome-ignore lint/performance/useDomNodeTextContent: textContent would read hidden text and run blocks together
    const chunks = speechChunks(target()?.innerText ?? "");
    synth().cancel();
    if (chunks.length === 0) {
      setAnnouncement(text.nothing);
      return;
    }
    const id = ++run.current;
    const voice = voiceFor(lang);
    chunks.forEach((chunk, index) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = lang;
      utterance.rate = rate;
      if (voice) utterance.voice = voice;
      if (index === chunks.length - 1) {
        const done = () => {
          if (run.current !== id) return;
          setState("idle");
          setAnnouncement("");
        };
        utterance.onend = done;
        utterance.onerror = done;
      }
      synth().speak(utterance);
    });
    setState("speaking");
    setAnnouncement(text.speaking);
  };

  const pauseOrResume = () => {
    if (state === "speaking") {
      synth().pause();
      setState("paused");
      setAnnouncement(text.paused);
    } else {
      synth().resume();
      setState("speaking");
      setAnnouncement(text.speaking);
    }
  };

  const stop = () => {
    run.current += 1;
    synth().cancel();
    setState("idle");
    setAnnouncement(text.stopped);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border into the header's top bar
    <div className={styles.root} role="group" aria-label={text.group} data-testid="read-aloud">
      {state === "idle" ? (
        <button type="button" className={styles.button} onClick={start} title={text.readDescription} aria-label={`${text.read}：${text.readDescription}`}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            {/* A speaker with two sound waves. */}
            <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
            <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span aria-hidden="true">{text.read}</span>
        </button>
      ) : (
        <>
          <button type="button" className={styles.button} onClick={pauseOrResume}>
            {state === "speaking" ? text.pause : text.resume}
          </button>
          <button type="button" className={styles.button} onClick={stop}>
            {text.stop}
          </button>
        </>
      )}
      {/* A live region without the status role: the page's own status messages stay the only "status" there is. */}
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="read-aloud-state">
        {announcement}
      </span>
    </div>
  );
}
