import type { ReactNode } from "react";
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

/** A link of a catalogue card, and what follows it (a price, a count). */
interface CardLink {
  key: string | number;
  to: string;
  text: string;
  after?: ReactNode;
}

/** The groups (specialties, categories) that have entries, each linking to the list filtered by it, with its count. */
function groupLinks<G extends { count: number }>(groups: readonly G[], nameOf: (group: G) => string, list: string, param: string): CardLink[] {
  return groups
    .filter((group) => group.count > 0)
    .map((group) => ({ key: nameOf(group), to: `${list}?${param}=${encodeURIComponent(nameOf(group))}`, text: nameOf(group), after: <>（{group.count}）</> }));
}

/**
 * One service of the catalogue: what it is, how many there are, its latest entries or its groups
 * as links (null: none to show), then the way on to its own page (the children).
 */
function CatalogueCard({
  testId,
  about,
  count,
  links = null,
  linksLabel,
  children,
}: {
  testId: string;
  about: { title: string; text: string };
  count: string;
  links?: readonly CardLink[] | null | undefined;
  linksLabel?: string | undefined;
  children: ReactNode;
}) {
  return (
    <li className={styles.card} data-testid={testId}>
      <h2>{about.title}</h2>
      <p>{about.text}</p>
      <p className={styles.muted}>{count}</p>
      {links && (
        <ul className={styles.linkList} aria-label={linksLabel}>
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{link.text}</Link>
              {link.after}
            </li>
          ))}
        </ul>
      )}
      {children}
    </li>
  );
}

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
        <CatalogueCard
          testId="catalogue-packages"
          about={catalogue.packages}
          count={packages ? fillText(catalogue.packages.count, { n: packages.length }) : texts.packagesFailed}
          links={
            packages && packages.length > 0
              ? packages.slice(0, LATEST).map((item) => ({ key: item.id, to: lawPaths.packageDetail(item.id), text: item.name, after: <> ¥{item.price}</> }))
              : null
          }
          linksLabel={`${catalogue.packages.title}${texts.latest}`}
        >
          <CardActionLink to={lawPaths.packageList}>{catalogue.packages.action}</CardActionLink>
        </CatalogueCard>
        <CatalogueCard
          testId="catalogue-lawyers"
          about={catalogue.lawyers}
          count={overview ? fillText(catalogue.lawyers.count, { n: overview.lawyerCount }) : texts.unavailable}
          links={overview && groupLinks(overview.lawyersBySpecialty, (s) => s.specialty, lawPaths.lawyerList, "specialty")}
          linksLabel={texts.bySpecialty}
        >
          <CardActionLink to={lawPaths.lawyerList}>{catalogue.lawyers.action}</CardActionLink>
        </CatalogueCard>
        <CatalogueCard
          testId="catalogue-lessons"
          about={catalogue.lessons}
          count={lessons ? fillText(catalogue.lessons.count, { n: lessons.total }) : texts.unavailable}
          links={
            lessons && lessons.latest.length > 0
              ? lessons.latest.map((lesson) => ({ key: lesson.id, to: lawPaths.lessonDetail(lesson.id), text: lesson.title }))
              : null
          }
          linksLabel={`${catalogue.lessons.title}${texts.latest}`}
        >
          <CardActionLink to={lawPaths.lessonList}>{catalogue.lessons.action}</CardActionLink>
        </CatalogueCard>
        <CatalogueCard
          testId="catalogue-needs"
          about={catalogue.needs}
          count={overview ? fillText(catalogue.needs.count, { n: overview.needCount }) : texts.unavailable}
          links={overview && groupLinks(overview.needsByCategory, (c) => c.category, lawPaths.caseList, "category")}
          linksLabel={texts.byCategory}
        >
          <div className={styles.actionsRow}>
            <PrimaryLink to={lawPaths.caseList}>{catalogue.needs.action}</PrimaryLink>
            <Link to={lawPaths.need}>{catalogue.needs.extra}</Link>
          </div>
        </CatalogueCard>
        <CatalogueCard testId="catalogue-service" about={catalogue.service} count={catalogue.service.count}>
          <CardActionLink to={lawPaths.customerService}>{catalogue.service.action}</CardActionLink>
        </CatalogueCard>
      </ul>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.seeMoreTitle, description: texts.seeMoreIntro });
}
