import { Link } from "react-router";
import { CardActionLink } from "../features/law-services/card-action-link.tsx";
import { lawPaths } from "../features/law-services/law-paths.ts";
import * as styles from "../features/law-services/law-services.css.ts";
import { loadLessons, loadOverview, loadPackages } from "../features/law-services/law-services.server.ts";
import { lawTexts as texts } from "../features/law-services/law-services-texts.ts";
import * as page from "../lib/page.css.ts";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/default-comprehensives-ervices-see-more";

export async function loader({ context }: Route.LoaderArgs) {
  const [overview, packages, lessons] = await Promise.all([loadOverview(context), loadPackages(context), loadLessons(context, 3)]);
  return { overview, packages, lessons };
}

const LATEST = 3;

/**
 * 更多服务 (spec §2 see-more): the catalogue of every comprehensive service — legal packages,
 * lawyers, law lessons, service needs and online customer service — each with its count and
 * latest entries (customer service: its hours), and a link on to its own page.
 */
export default function SeeMore({ loaderData }: Route.ComponentProps) {
  const { overview, packages, lessons } = loaderData;
  const { catalogue } = texts;
  return (
    <div className={page.inner} data-testid="see-more">
      <h1>{texts.seeMoreTitle}</h1>
      <p>{texts.seeMoreIntro}</p>
      <ul className={styles.grid}>
        <li className={styles.card} data-testid="catalogue-packages">
          <h2>{catalogue.packages.title}</h2>
          <p>{catalogue.packages.text}</p>
          <p className={styles.muted}>{packages ? fillText(catalogue.packages.count, { n: packages.length }) : texts.packagesFailed}</p>
          {packages && packages.length > 0 && (
            <ul className={styles.linkList} aria-label={`${catalogue.packages.title}${texts.latest}`}>
              {packages.slice(0, LATEST).map((item) => (
                <li key={item.id}>
                  <Link to={lawPaths.packageDetail(item.id)}>{item.name}</Link> ¥{item.price}
                </li>
              ))}
            </ul>
          )}
          <CardActionLink to={lawPaths.packageList}>{catalogue.packages.action}</CardActionLink>
        </li>
        <li className={styles.card} data-testid="catalogue-lawyers">
          <h2>{catalogue.lawyers.title}</h2>
          <p>{catalogue.lawyers.text}</p>
          <p className={styles.muted}>{overview ? fillText(catalogue.lawyers.count, { n: overview.lawyerCount }) : texts.unavailable}</p>
          {overview && (
            <ul className={styles.linkList} aria-label={texts.bySpecialty}>
              {overview.lawyersBySpecialty
                .filter((s) => s.count > 0)
                .map((s) => (
                  <li key={s.specialty}>
                    <Link to={`${lawPaths.lawyerList}?specialty=${encodeURIComponent(s.specialty)}`}>{s.specialty}</Link>（{s.count}）
                  </li>
                ))}
            </ul>
          )}
          <CardActionLink to={lawPaths.lawyerList}>{catalogue.lawyers.action}</CardActionLink>
        </li>
        <li className={styles.card} data-testid="catalogue-lessons">
          <h2>{catalogue.lessons.title}</h2>
          <p>{catalogue.lessons.text}</p>
          <p className={styles.muted}>{lessons ? fillText(catalogue.lessons.count, { n: lessons.total }) : texts.unavailable}</p>
          {lessons && lessons.latest.length > 0 && (
            <ul className={styles.linkList} aria-label={`${catalogue.lessons.title}${texts.latest}`}>
              {lessons.latest.map((lesson) => (
                <li key={lesson.id}>
                  <Link to={lawPaths.lessonDetail(lesson.id)}>{lesson.title}</Link>
                </li>
              ))}
            </ul>
          )}
          <CardActionLink to={lawPaths.lessonList}>{catalogue.lessons.action}</CardActionLink>
        </li>
        <li className={styles.card} data-testid="catalogue-needs">
          <h2>{catalogue.needs.title}</h2>
          <p>{catalogue.needs.text}</p>
          <p className={styles.muted}>{overview ? fillText(catalogue.needs.count, { n: overview.needCount }) : texts.unavailable}</p>
          {overview && (
            <ul className={styles.linkList} aria-label={texts.byCategory}>
              {overview.needsByCategory
                .filter((c) => c.count > 0)
                .map((c) => (
                  <li key={c.category}>
                    <Link to={`${lawPaths.caseList}?category=${encodeURIComponent(c.category)}`}>{c.category}</Link>（{c.count}）
                  </li>
                ))}
            </ul>
          )}
          <div className={styles.actionsRow}>
            <PrimaryLink to={lawPaths.caseList}>{catalogue.needs.action}</PrimaryLink>
            <Link to={lawPaths.need}>{catalogue.needs.extra}</Link>
          </div>
        </li>
        <li className={styles.card} data-testid="catalogue-service">
          <h2>{catalogue.service.title}</h2>
          <p>{catalogue.service.text}</p>
          <p className={styles.muted}>{catalogue.service.count}</p>
          <CardActionLink to={lawPaths.customerService}>{catalogue.service.action}</CardActionLink>
        </li>
      </ul>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.seeMoreTitle, description: texts.seeMoreIntro });
}
