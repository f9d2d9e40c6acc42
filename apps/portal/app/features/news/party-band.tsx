import * as styles from "./party-building.css.ts";

/** The red heading band of the party-building pages (党建引领): the page's title and, if any, its line. */
export function PartyBand({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className={styles.band} data-testid="party-band">
      <h1 className={styles.bandTitle}>{title}</h1>
      {intro && <p className={styles.bandIntro}>{intro}</p>}
    </header>
  );
}
