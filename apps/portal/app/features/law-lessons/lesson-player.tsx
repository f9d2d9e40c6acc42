import { ApiError, clientCall } from "@cidp/api-client";
import { lessonCalls } from "@cidp/api-client/contract";
import { VideoPlayer } from "@cidp/ui";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useApiClient } from "../../lib/api/api-client-context.tsx";
import * as styles from "./law-lessons.css.ts";
import { formatDuration, lessonTexts as texts } from "./law-lessons-texts.ts";
import { createProgressSaver } from "./progress-saver.ts";

/** Props of LessonPlayer. */
interface LessonPlayerProps {
  chapterId: number;
  title: string;
  /** The server said this member (or visitor) may watch the chapter: a preview, a free or bought lesson. */
  open: boolean;
  /** A logged-in member: links come from `play` and the position is saved; a visitor gets previews only. */
  member: boolean;
  /** The buy button, or the log-in link, shown in the locked frame. */
  buyControl: ReactNode;
}

type Source = { state: "loading" } | { state: "ready"; url: string; position: number } | { state: "refused"; msg: string } | { state: "failed" };

/**
 * A chapter's player: asks the services for a fresh signed link once the page is in the browser
 * (never in the server's HTML, which shared caches may keep longer than the link lives), starts
 * where the member stopped, and saves the position as they watch. A chapter they may not watch
 * shows 购买后观看 with the buy button instead.
 */
export function LessonPlayer({ chapterId, title, open, member, buyControl }: LessonPlayerProps) {
  const client = useApiClient();
  const [source, setSource] = useState<Source>(open ? { state: "loading" } : { state: "refused", msg: "" });

  useEffect(() => {
    if (!open) return;
    let live = true;
    const ask = member
      ? clientCall(lessonCalls.play)(client, { chapterId }, { silent: true })
      : clientCall(lessonCalls.preview)(client, { chapterId }, { silent: true });
    ask.then(
      (answer) => live && setSource({ state: "ready", url: answer.data.url, position: answer.data.position }),
      (error: unknown) => live && setSource(error instanceof ApiError && error.code === 403 ? { state: "refused", msg: error.msg } : { state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [client, chapterId, open, member]);

  const report = useMemo(
    () =>
      member
        ? createProgressSaver((position, beacon) => {
            const body = { chapterId, position: Math.round(position * 10) / 10 };
            // A closing page cancels its fetches; a beacon still arrives (same origin: the proxy adds the session).
            if (beacon && typeof navigator.sendBeacon === "function") {
              navigator.sendBeacon(lessonCalls.saveProgress.path, new Blob([JSON.stringify(body)], { type: "application/json" }));
              return;
            }
            clientCall(lessonCalls.saveProgress)(client, body, { silent: true }).catch(() => undefined);
          })
        : undefined,
    [client, chapterId, member],
  );

  if (source.state === "refused")
    return (
      <VideoPlayer
        src=""
        title={title}
        locked={
          <div className={styles.locked}>
            <strong>{texts.locked}</strong>
            <p>{member ? texts.lockedNote : texts.lockedNoteVisitor}</p>
            {buyControl}
          </div>
        }
      />
    );
  if (source.state === "failed") return <VideoPlayer src="" title={title} locked={<p role="alert">{texts.playFailed}</p>} />;
  // No address yet: the player waits (rotating asks to wait for the video).
  if (source.state === "loading") return <VideoPlayer src="" title={title} />;
  return (
    <>
      <VideoPlayer src={source.url} title={title} startAt={source.position} {...(report ? { onPosition: report } : {})} />
      {source.position > 0 && <p role="status">{texts.resumeAt(formatDuration(source.position))}</p>}
    </>
  );
}
