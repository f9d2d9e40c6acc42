import { formatYuanText } from "@cidp/domain";
import { Link } from "react-router";
import { CardActionLink } from "../features/law-services/card-action-link.tsx";
import { lawPaths } from "../features/law-services/law-paths.ts";
import * as styles from "../features/law-services/law-services.css.ts";
import { loadLessons, loadOverview, loadPackages } from "../features/law-services/law-services.server.ts";
import { lawTexts as texts } from "../features/law-services/law-services-texts.ts";
import { LawyerCard } from "../features/law-services/lawyer-card.tsx";
import { NeedCard } from "../features/law-services/need-card.tsx";
import { LinkLine } from "../lib/link-line.tsx";
import * as page from "../lib/page.css.ts";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/default-comprehensives-ervices-law-services";

export async function loader({ context }: Route.LoaderArgs) {
  const [overview, packages, lessons] = await Promise.all([loadOverview(context), loadPackages(context), loadLessons(context, 3)]);
  return { overview, packages, lessons };
}

/**
 * 法律服务 (spec §2 law-services): what the area offers with live counts, the legal packages with
 * their prices, the recommended lawyers, the latest public needs and the call to submit one.
 */
export default function LawServices({ loaderData }: Route.ComponentProps) {
  const { overview, packages, lessons } = loaderData;
  return (
    <div className={page.inner} data-testid="law-services">
      <h1>{texts.landingTitle}</h1>
      <p>{texts.landingIntro}</p>
      <section className={styles.section} aria-labelledby="offers">
        <h2 id="offers">{texts.offers}</h2>
        <ul className={styles.grid}>
          <li className={styles.card}>
            <h3>{texts.offerLawyers}</h3>
            <p>{overview ? fillText(texts.offerLawyersText, { n: overview.lawyerCount, firms: overview.firmCount }) : texts.unavailable}</p>
            <CardActionLink to={lawPaths.lawyerList}>{texts.allLawyers}</CardActionLink>
          </li>
          <li className={styles.card}>
            <h3>{texts.offerPackages}</h3>
            <p>{packages ? fillText(texts.offerPackagesText, { n: packages.length }) : texts.packagesFailed}</p>
            <CardActionLink to={lawPaths.packageList}>{texts.allPackages}</CardActionLink>
          </li>
          <li className={styles.card}>
            <h3>{texts.offerLessons}</h3>
            <p>{lessons ? fillText(texts.offerLessonsText, { n: lessons.total }) : texts.unavailable}</p>
            <CardActionLink to={lawPaths.lessonList}>{texts.allLessons}</CardActionLink>
          </li>
          <li className={styles.card}>
            <h3>{texts.offerNeeds}</h3>
            <p>{overview ? fillText(texts.offerNeedsText, { n: overview.needCount }) : texts.unavailable}</p>
            <CardActionLink to={lawPaths.caseList}>{texts.allNeeds}</CardActionLink>
          </li>
        </ul>
        <LinkLine to={lawPaths.seeMore}>{texts.seeMoreTitle}</LinkLine>
      </section>

      {packages && packages.length > 0 && (
        <section className={styles.section} aria-labelledby="packages">
          <div className={styles.sectionHead}>
            <h2 id="packages">{texts.packagesTitle}</h2>
            <Link to={lawPaths.packageList}>{texts.allPackages}</Link>
          </div>
          <ul className={styles.grid}>
            {packages.map((item) => (
              <li key={item.id} className={styles.card} data-testid="law-package">
                <h3>
                  <Link to={lawPaths.packageDetail(item.id)}>{item.name}</Link>
                </h3>
                <p className={styles.muted}>
                  {item.category} · {item.period}
                </p>
                <p>
                  <strong>{formatYuanText(item.price)}</strong>
                </p>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {overview && overview.featuredLawyers.length > 0 && (
        <section className={styles.section} aria-labelledby="featured">
          <div className={styles.sectionHead}>
            <h2 id="featured">{texts.featuredTitle}</h2>
            <Link to={lawPaths.lawyerList}>{texts.allLawyers}</Link>
          </div>
          <ul className={styles.grid}>
            {overview.featuredLawyers.map((lawyer) => (
              <LawyerCard key={lawyer.id} lawyer={lawyer} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}

      {overview && overview.latestNeeds.length > 0 && (
        <section className={styles.section} aria-labelledby="latest-needs">
          <div className={styles.sectionHead}>
            <h2 id="latest-needs">{texts.latestNeeds}</h2>
            <Link to={lawPaths.caseList}>{texts.allNeeds}</Link>
          </div>
          <ul className={styles.grid}>
            {overview.latestNeeds.slice(0, 3).map((need) => (
              <NeedCard key={need.id} need={need} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}

      <section className={styles.callout} aria-labelledby="call">
        <div>
          <h2 id="call">{texts.callTitle}</h2>
          <p>{texts.callText}</p>
        </div>
        <PrimaryLink to={lawPaths.need}>{texts.callAction}</PrimaryLink>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.landingTitle, description: texts.landingIntro });
}
