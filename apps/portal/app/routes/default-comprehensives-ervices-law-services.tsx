import { formatYuanText } from "@cidp/domain";
import type { ReactNode } from "react";
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

/** A showcase of the landing page: its heading with the way to all of them, then the cards (the children). */
function Showcase({ id, title, to, all, children }: { id: string; title: string; to: string; all: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        <Link to={to}>{all}</Link>
      </div>
      <ul className={styles.grid}>{children}</ul>
    </section>
  );
}

/**
 * 法律服务 (spec §2 law-services): what the area offers with live counts, the legal packages with
 * their prices, the recommended lawyers, the latest public needs and the call to submit one.
 */
export default function LawServices({ loaderData }: Route.ComponentProps) {
  const { overview, packages, lessons } = loaderData;
  // What the area offers, each with its live count (or why there is none) and the way to all of it.
  const offers = [
    {
      title: texts.offerLawyers,
      text: overview ? fillText(texts.offerLawyersText, { n: overview.lawyerCount, firms: overview.firmCount }) : texts.unavailable,
      to: lawPaths.lawyerList,
      action: texts.allLawyers,
    },
    {
      title: texts.offerPackages,
      text: packages ? fillText(texts.offerPackagesText, { n: packages.length }) : texts.packagesFailed,
      to: lawPaths.packageList,
      action: texts.allPackages,
    },
    {
      title: texts.offerLessons,
      text: lessons ? fillText(texts.offerLessonsText, { n: lessons.total }) : texts.unavailable,
      to: lawPaths.lessonList,
      action: texts.allLessons,
    },
    {
      title: texts.offerNeeds,
      text: overview ? fillText(texts.offerNeedsText, { n: overview.needCount }) : texts.unavailable,
      to: lawPaths.caseList,
      action: texts.allNeeds,
    },
  ];
  return (
    <div className={page.inner} data-testid="law-services">
      <h1>{texts.landingTitle}</h1>
      <p>{texts.landingIntro}</p>
      <section className={styles.section} aria-labelledby="offers">
        <h2 id="offers">{texts.offers}</h2>
        <ul className={styles.grid}>
          {offers.map((offer) => (
            <li key={offer.title} className={styles.card}>
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
              <CardActionLink to={offer.to}>{offer.action}</CardActionLink>
            </li>
          ))}
        </ul>
        <LinkLine to={lawPaths.seeMore}>{texts.seeMoreTitle}</LinkLine>
      </section>

      {packages && packages.length > 0 && (
        <Showcase id="packages" title={texts.packagesTitle} to={lawPaths.packageList} all={texts.allPackages}>
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
        </Showcase>
      )}

      {overview && overview.featuredLawyers.length > 0 && (
        <Showcase id="featured" title={texts.featuredTitle} to={lawPaths.lawyerList} all={texts.allLawyers}>
          {overview.featuredLawyers.map((lawyer) => (
            <LawyerCard key={lawyer.id} lawyer={lawyer} headingLevel={3} />
          ))}
        </Showcase>
      )}

      {overview && overview.latestNeeds.length > 0 && (
        <Showcase id="latest-needs" title={texts.latestNeeds} to={lawPaths.caseList} all={texts.allNeeds}>
          {overview.latestNeeds.slice(0, 3).map((need) => (
            <NeedCard key={need.id} need={need} headingLevel={3} />
          ))}
        </Showcase>
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
