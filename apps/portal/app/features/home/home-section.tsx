import { contentWidth } from "@cidp/ui";
import type { ReactNode } from "react";
import * as styles from "./home-section.css.ts";

/** One home page section: an anchor the menu scrolls to (`id` is the section key) and a heading. */
export function HomeSection({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} data-section={id}>
      <div className={contentWidth}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
