import { data, Link } from "react-router";
import { BuyLessonControl } from "../features/law-lessons/buy-lesson-control.tsx";
import * as styles from "../features/law-lessons/law-lessons.css.ts";
import { formatDuration, lessonTexts as texts } from "../features/law-lessons/law-lessons-texts.ts";
import { lessonPages } from "../features/law-lessons/lesson-pages.ts";
import { LessonPlayer } from "../features/law-lessons/lesson-player.tsx";
import { buyLesson, loadLesson } from "../features/law-lessons/lessons.server.ts";
import { LinkLine } from "../lib/link-line.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-law-lesson-lawlesson-video";

/** The lesson and the chapter of `?chapter=` (one of its own, else the 404 page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const loaded = await loadLesson(request, context);
  const chapterId = Number(new URL(request.url).searchParams.get("chapter") ?? loaded.lesson.chapters[0]?.id);
  const chapter = loaded.lesson.chapters.find((c) => c.id === chapterId);
  if (!chapter) throw data(texts.lessonMissing, { status: 404 });
  return { ...loaded, chapter };
}

/** 立即购买 from the locked frame: orders the lesson of `?id=`. */
export async function action({ request, context }: Route.ActionArgs) {
  return buyLesson(request, context);
}

/** 课程播放 (spec §2 law-services/law-lesson/lawlesson-video): the chapter's player and the outline beside it. */
export default function LessonVideo({ loaderData, actionData }: Route.ComponentProps) {
  const { lesson, chapter, owned, loginUrl } = loaderData;
  return (
    <div className={page.inner}>
      <LinkLine to={lessonPages.detail(lesson.id)}>{texts.backToLesson}</LinkLine>
      <h1>{lesson.title}</h1>
      <div className={styles.playerLayout}>
        <section aria-labelledby="chapter-title">
          <h2 id="chapter-title">
            第{chapter.seq}讲 {chapter.title}
          </h2>
          <LessonPlayer
            key={chapter.id}
            chapterId={chapter.id}
            title={`${lesson.title} 第${chapter.seq}讲 ${chapter.title}`}
            open={owned || chapter.free}
            member={loginUrl === null}
            buyControl={<BuyLessonControl priceFen={lesson.priceFen} loginUrl={loginUrl} actionData={actionData} />}
          />
          <p role="note" className={styles.sampleNote} data-testid="lesson-sample-note">
            {texts.playerNote}
          </p>
        </section>
        <nav aria-label={texts.chapterNav} className={styles.panel}>
          <ol className={styles.outline}>
            {lesson.chapters.map((c) => (
              <li key={c.id} className={styles.chapterRow}>
                <Link className={styles.chapterTitle} to={lessonPages.video(lesson.id, c.id)} aria-current={c.id === chapter.id ? "page" : undefined}>
                  第{c.seq}讲 {c.title}
                </Link>
                {c.free && lesson.priceFen > 0 && <span className={styles.mark}>{texts.preview}</span>}
                <span className={styles.muted}>{formatDuration(c.durationSeconds)}</span>
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  return loaded ? pageMeta(args, { title: `${loaded.chapter.title} · ${loaded.lesson.title}`, description: loaded.lesson.summary }) : [];
}
