import { contentWidth } from "@cidp/ui";
import type { HomeCard } from "./home-content.server.ts";
import * as styles from "./home-section.css.ts";

/** One home page section: an anchor the menu scrolls to (`id` is the section key), its heading and cards. */
export function HomeSection({ id, title, subTitle, cards }: { id: string; title: string; subTitle: string; cards: readonly HomeCard[] }) {
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
      </div>
    </section>
  );
}

function CardBody({ card }: { card: HomeCard }) {
  return (
    <>
      {card.figure && <span className={styles.cardFigure}>{card.figure}</span>}
      <span className={styles.cardTitle}>{card.title}</span>
      {card.text && <span className={styles.cardText}>{card.text}</span>}
    </>
  );
}
