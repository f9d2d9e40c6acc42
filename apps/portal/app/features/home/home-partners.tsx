import { contentWidth } from "@cidp/ui";
import { ResponsivePicture } from "../../lib/media/responsive-picture.tsx";
import type { HomePartner } from "./home-banners.server.ts";
import * as styles from "./home-partners.css.ts";
import { homeTexts } from "./home-texts.ts";

/** The partners' marks, below the sections: lazy, each named by its `alt`. */
export function HomePartners({ partners }: { partners: readonly HomePartner[] }) {
  if (partners.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-partners-title" data-testid="home-partners">
      <div className={contentWidth}>
        <h2 id="home-partners-title" className={styles.title}>
          {homeTexts.partnersTitle}
        </h2>
        <ul className={styles.list}>
          {partners.map((partner) => (
            <li key={partner.key} className={styles.item}>
              <ResponsivePicture src={partner.imgUrl} alt={partner.name} sizes="160px" className={styles.mark} width={320} height={120} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
