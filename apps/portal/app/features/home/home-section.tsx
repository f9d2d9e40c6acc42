import { contentWidth } from "@cidp/ui";
import { ResponsivePicture } from "../../lib/media/responsive-picture.tsx";
import * as page from "../../lib/page.css.ts";
import { HomeCardIcon } from "./home-card-icon.tsx";
import type { HomeCard } from "./home-content.server.ts";
import * as styles from "./home-section.css.ts";

/** One home page section: an anchor the menu scrolls to (`id` is the section key), its heading, cards and optional links on (更多服务; 融资申请, 项目申请). */
export function HomeSection({
  id,
  title,
  subTitle,
  cards,
  more,
}: {
  id: string;
  title: string;
  subTitle: string;
  cards: readonly HomeCard[];
  more?: readonly { href: string; label: string }[];
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} data-section={id}>
      <div className={contentWidth}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.key}>
              {card.href ? (
                <a href={card.href} className={styles.card}>
                  <CardBody card={card} />
                </a>
              ) : (
                <div className={styles.card}>
                  <CardBody card={card} />
                </div>
              )}
            </li>
          ))}
        </ul>
        {more && (
          <p className={page.actions}>
            {more.map((link) => (
              <a key={link.href} href={link.href} className={page.textLink}>
                {link.label}
              </a>
            ))}
          </p>
        )}
      </div>
    </section>
  );
}

/** A card slot's width: the whole row on a phone, a sixth of the content width on a desktop. */
const CARD_SIZES = "(max-width: 480px) calc(100vw - 32px), (max-width: 900px) 45vw, 240px";

function CardBody({ card }: { card: HomeCard }) {
  return (
    <>
      {card.image ? (
        <ResponsivePicture src={card.image.src} alt={card.image.alt} sizes={CARD_SIZES} className={page.cover} width={640} height={400} />
      ) : card.serviceIcon ? (
        <span
          className={styles.cardIcon}
          data-service-category={card.serviceIcon.category}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader's own drawing of a lucide icon (service-category-icon.server.ts), no text of anyone's.
          dangerouslySetInnerHTML={{ __html: card.serviceIcon.svg }}
        />
      ) : card.icon ? (
        <span className={styles.cardIcon}>
          <HomeCardIcon name={card.icon} />
        </span>
      ) : null}
      {card.figure && <span className={styles.cardFigure}>{card.figure}</span>}
      <span className={styles.cardTitle}>{card.title}</span>
      {card.text && <span className={styles.cardText}>{card.text}</span>}
    </>
  );
}
