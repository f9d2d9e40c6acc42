import { LAW_LESSON_CATEGORIES } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Form, Link } from "react-router";
import * as styles from "../features/law-lessons/law-lessons.css.ts";
import { formatDuration, lessonTexts as texts } from "../features/law-lessons/law-lessons-texts.ts";
import { lessonPages } from "../features/law-lessons/lesson-pages.ts";
import { type ListFilters, listFilters, loadLessonPage } from "../features/law-lessons/lessons.server.ts";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { listPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-law-lesson-lawlesson-list";

/** A page of the catalogue for the address's category, price and search words. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = listFilters(new URL(request.url));
  return { filters, lessons: await loadLessonPage(context, filters) };
}

/** The list's address with some filters changed; a new filter starts at page 1. */
function listHref(filters: ListFilters, change: Partial<ListFilters>) {
  const next = { ...filters, current: 1, ...change };
  const query = new URLSearchParams();
  if (next.category) query.set("category", next.category);
  if (next.price) query.set("price", next.price);
  if (next.keyword) query.set("keyword", next.keyword);
  if (next.current > 1) query.set("current", String(next.current));
  const text = query.toString();
  return text ? `${lessonPages.list}?${text}` : lessonPages.list;
}

/** 法律课程 (spec §2 law-services/law-lesson/lawlesson-list): the lessons by category, searchable, free or paid, a page at a time; works without scripts. */
export default function LessonList({ loaderData }: Route.ComponentProps) {
  const { filters, lessons } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{texts.listTitle}</h1>
      <p>{texts.listIntro}</p>
      <p role="note" className={styles.sampleNote} data-testid="lesson-sample-note">
        {texts.sampleNotice}
      </p>
      <nav aria-label={texts.categoryNav} className={styles.filters}>
        {[null, ...LAW_LESSON_CATEGORIES].map((category) => (
          <Link key={category ?? "all"} to={listHref(filters, { category })} aria-current={category === filters.category ? "page" : undefined}>
            {category ?? texts.allCategories}
          </Link>
        ))}
      </nav>
      <nav aria-label={texts.priceNav} className={styles.filters}>
        {([null, "free", "paid"] as const).map((price) => (
          <Link key={price ?? "all"} to={listHref(filters, { price })} aria-current={price === filters.price ? "page" : undefined}>
            {texts.prices[price ?? "all"]}
          </Link>
        ))}
      </nav>
      <Form method="get" className={page.searchRow} role="search">
        {filters.category && <input type="hidden" name="category" value={filters.category} />}
        {filters.price && <input type="hidden" name="price" value={filters.price} />}
        <label htmlFor="lesson-keyword">{texts.searchLabel}</label>
        <input
          id="lesson-keyword"
          className={page.searchInput}
          type="search"
          name="keyword"
          defaultValue={filters.keyword}
          placeholder={texts.searchPlaceholder}
          maxLength={50}
        />
        <button type="submit" className={page.searchButton}>
          {texts.search}
        </button>
      </Form>
      {lessons === null ? (
        <p role="alert">{texts.listFailed}</p>
      ) : lessons.records.length === 0 ? (
        <p role="status">{filters.current > 1 ? texts.beyond : texts.empty}</p>
      ) : (
        <ul className={styles.grid}>
          {lessons.records.map((lesson) => (
            <li key={lesson.id} className={styles.card} data-testid="law-lesson">
              <h2>{lesson.title}</h2>
              <p className={styles.muted}>
                {lesson.category} · {texts.lecturer} {lesson.lecturer}
              </p>
              <p>{lesson.summary}</p>
              <p className={styles.muted}>
                {texts.chapterCount(lesson.chapterCount)} · {formatDuration(lesson.durationSeconds)} · {texts.learnerCount(lesson.learners)}
              </p>
              <span className={lesson.priceFen === 0 ? styles.freePrice : styles.price}>{lesson.priceFen === 0 ? texts.free : formatFen(lesson.priceFen)}</span>
              <Link
                className={`${page.primaryLink} ${styles.cardAction}`}
                to={lessonPages.detail(lesson.id)}
                aria-label={`${texts.viewDetail}：${lesson.title}`}
              >
                {texts.viewDetail}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {lessons && <PageLinks page={filters.current} pages={lessons.pages} href={(n) => listHref(filters, { current: n })} />}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const filters = args.loaderData?.filters;
  const title = filters?.category ? `${filters.category} · ${texts.listTitle}` : texts.listTitle;
  return listPageMeta(args, { title: title, description: texts.listIntro }, filters?.current);
}
