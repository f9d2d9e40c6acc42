import { formatFen } from "@cidp/domain";
import { Link } from "react-router";
import { BuyLessonControl } from "../features/law-lessons/buy-lesson-control.tsx";
import * as styles from "../features/law-lessons/law-lessons.css.ts";
import { formatDuration, lessonTexts as texts } from "../features/law-lessons/law-lessons-texts.ts";
import { lessonPages } from "../features/law-lessons/lesson-pages.ts";
import { buyLesson, loadLesson } from "../features/law-lessons/lessons.server.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-law-lesson-lawlesson-detail";

/** The lesson of `?id=` (an unknown one answers the 404 page), and what this member owns of it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLesson(request, context);
}

/** 购买: orders the lesson and goes on to pay for it. */
export async function action({ request, context }: Route.ActionArgs) {
  return buyLesson(request, context);
}

/** 课程详情 (spec §2 law-services/law-lesson/lawlesson-detail): lecturer, outline with the free previews marked, price, 购买 or 继续学习. */
export default function LessonDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { lesson, owned, bought, positions, loginUrl } = loaderData;
  // 继续学习 opens the chapter last watched; 开始学习 the first.
  const watched = new Set(positions.map((p) => p.chapterId));
  const resume = [...lesson.chapters].reverse().find((c) => watched.has(c.id)) ?? lesson.chapters[0];
  return (
    <div className={page.inner}>
      <h1>{lesson.title}</h1>
      <section className={styles.panel} aria-label={texts.introduction}>
        <dl className={page.facts}>
          <dt>{texts.category}</dt>
          <dd>{lesson.category}</dd>
          <dt>{texts.lecturer}</dt>
          <dd>
            {lesson.lecturer}（{lesson.lecturerTitle}）
          </dd>
          <dt>{texts.chapters}</dt>
          <dd>{texts.chapterCount(lesson.chapters.length)}</dd>
          <dt>{texts.duration}</dt>
          <dd>{formatDuration(lesson.durationSeconds)}</dd>
          <dt>{texts.learners}</dt>
          <dd>{lesson.learners.toLocaleString("zh-CN")}</dd>
          <dt>{texts.price}</dt>
          <dd className={lesson.priceFen === 0 ? styles.freePrice : styles.price} data-testid="lesson-price">
            {lesson.priceFen === 0 ? texts.free : formatFen(lesson.priceFen)}
          </dd>
        </dl>
        <div className={page.actions}>
          {bought && <span className={styles.mark}>{texts.bought}</span>}
          {owned && resume ? (
            <Link className={page.actionLink} to={lessonPages.video(lesson.id, resume.id)}>
              {watched.size > 0 ? texts.continueLearning : texts.startLearning}
            </Link>
          ) : (
            <BuyLessonControl priceFen={lesson.priceFen} loginUrl={loginUrl} actionData={actionData} />
          )}
        </div>
        <h2>{texts.introduction}</h2>
        <p>{lesson.introduction}</p>
        <h2>{texts.lecturerIntro}</h2>
        <p>
          {lesson.lecturer}，{lesson.lecturerTitle}。{lesson.lecturerIntro}
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="lesson-outline">
        <h2 id="lesson-outline">{texts.outline}</h2>
        <ol className={styles.outline}>
          {lesson.chapters.map((chapter) => (
            <li key={chapter.id} className={styles.chapterRow} data-testid="lesson-chapter">
              <span className={styles.chapterTitle}>
                第{chapter.seq}讲 {chapter.title}
              </span>
              {chapter.free && lesson.priceFen > 0 && <span className={styles.mark}>{texts.preview}</span>}
              <span className={styles.muted}>{formatDuration(chapter.durationSeconds)}</span>
              {owned || chapter.free ? (
                <Link to={lessonPages.video(lesson.id, chapter.id)} aria-label={texts.watchChapter(chapter.title)}>
                  {texts.watch}
                </Link>
              ) : (
                <Link to={lessonPages.video(lesson.id, chapter.id)} aria-label={texts.lockedChapter(chapter.title)}>
                  {texts.locked}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const lesson = args.loaderData?.lesson;
  return lesson ? pageMeta(args, { title: lesson.title, description: lesson.summary }) : [];
}
