import { fenToYuanText, formatFen } from "@cidp/domain";
import { Link } from "react-router";
import { BuyLessonControl } from "../features/law-lessons/buy-lesson-control.tsx";
import * as styles from "../features/law-lessons/law-lessons.css.ts";
import { formatDuration, lessonTexts as texts } from "../features/law-lessons/law-lessons-texts.ts";
import { lessonPages } from "../features/law-lessons/lesson-pages.ts";
import { LessonTerms } from "../features/law-lessons/lesson-terms.tsx";
import { buyLesson, loadLesson } from "../features/law-lessons/lessons.server.ts";
import { lawPaths } from "../features/law-services/law-paths.ts";
import { Fact } from "../lib/fact.tsx";
import { messages } from "../lib/messages.ts";
import * as page from "../lib/page.css.ts";
import { pageAddress, pageMeta } from "../lib/seo/page-meta.ts";
import { breadcrumbList, courseNode, structuredData } from "../lib/seo/structured-data.ts";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-law-lesson-lawlesson-detail";

/** The lesson of `?id=` (an unknown one answers the 404 page), and what this member owns of it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLesson(request, context);
}

/** 购买: orders the lesson and goes on to pay for it. */
export async function action({ request, context }: Route.ActionArgs) {
  return buyLesson(request, context);
}

/**
 * 课程详情 (spec §2 law-services/law-lesson/lawlesson-detail): lecturer, outline with the free previews
 * marked, price, 购买 or 继续学习, and what a buyer reads before paying (provider, audience, what it
 * includes, terms, refund rules); the introduction and a note by the outline say the videos are
 * generated demonstration samples.
 */
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
          <Fact term={texts.category}>{lesson.category}</Fact>
          <dt>{texts.lecturer}</dt>
          <dd>
            {lesson.lecturer}（{lesson.lecturerTitle}）
          </dd>
          <Fact term={texts.chapters}>{texts.chapterCount(lesson.chapters.length)}</Fact>
          <Fact term={texts.duration}>{formatDuration(lesson.durationSeconds)}</Fact>
          <Fact term={texts.learners}>{lesson.learners.toLocaleString("zh-CN")}</Fact>
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
        <LessonTerms details={lesson.details} />
      </section>
      <section className={styles.panel} aria-labelledby="lesson-outline">
        <h2 id="lesson-outline">{texts.outline}</h2>
        <p role="note" className={styles.sampleNote} data-testid="lesson-sample-note">
          {texts.outlineNote}
        </p>
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
  if (!lesson) return [];
  const { origin, url } = pageAddress(args);
  const trail = breadcrumbList(origin, { name: messages.breadcrumbLaw, path: lawPaths.landing }, { name: lesson.title, path: lessonPages.detail(lesson.id) });
  const course = courseNode({ ...lesson, yuan: fenToYuanText(lesson.priceFen), provider: messages.footerOperatorName }, url);
  return pageMeta(args, { title: lesson.title, description: lesson.summary }, structuredData(course, trail));
}
