import { ResponsivePicture } from "../../lib/media/responsive-picture.tsx";
import { fillText } from "../../lib/seo/page-meta.ts";
import { CardActionLink } from "./card-action-link.tsx";
import { lawPaths } from "./law-paths.ts";
import * as styles from "./law-services.css.ts";
import type { LawyerSummary } from "./law-services.server.ts";
import { lawTexts as texts } from "./law-services-texts.ts";

/** A lawyer's portrait (decorative: the name beside it says who). */
export function LawyerPortrait({ lawyer, large = false }: { lawyer: Pick<LawyerSummary, "photoUrl">; large?: boolean }) {
  if (!lawyer.photoUrl) return null;
  return <ResponsivePicture src={lawyer.photoUrl} alt="" sizes={large ? "140px" : "72px"} className={large ? styles.portraitLarge : styles.portrait} />;
}

/** The specialties as tags. */
export function Specialties({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.tags} aria-label={texts.specialties}>
      {items.map((item) => (
        <li key={item} className={styles.tagItem}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** One lawyer of a list: portrait, name, firm, city, years, specialties, cases, rating; opens the profile. */
export function LawyerCard({ lawyer, headingLevel = 2 }: { lawyer: LawyerSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className={styles.card} data-testid="lawyer-card">
      <div className={styles.lawyerHead}>
        <LawyerPortrait lawyer={lawyer} />
        <div>
          <Heading>
            {lawyer.name}
            {lawyer.featured && <span className={styles.badge}> {texts.featured}</span>}
          </Heading>
          <p className={styles.muted}>
            {lawyer.firmName} · {lawyer.regionName}
          </p>
        </div>
      </div>
      <Specialties items={lawyer.specialties} />
      <p className={styles.muted}>
        {fillText(texts.years, { n: lawyer.years })} · {fillText(texts.cases, { n: lawyer.caseCount })} ·{" "}
        {fillText(texts.rating, { n: lawyer.rating.toFixed(1) })}
      </p>
      <CardActionLink to={lawPaths.lawyer(lawyer.id)} aria-label={`${texts.viewProfile}：${lawyer.name}`}>
        {texts.viewProfile}
      </CardActionLink>
    </li>
  );
}
