import { type ReactNode, useId } from "react";
import { cx } from "../internal/cx.ts";
import * as styles from "./card.css.ts";

/** Props of Card. */
export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Content at the right of the title row, e.g. a "更多" link. */
  extra?: ReactNode;
  cover?: { src: string; alt: string; height?: number };
  footer?: ReactNode;
  bordered?: boolean;
  elevated?: boolean;
  hoverable?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A content box with optional title row, cover, body and footer; a titled card is a labelled section. */
export function Card({ title, headingLevel = 3, extra, cover, footer, bordered, elevated, hoverable, className, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.root({ bordered, elevated, hoverable }), className)} aria-labelledby={title ? titleId : undefined}>
      {cover ? <img className={styles.cover} src={cover.src} alt={cover.alt} style={{ height: cover.height ?? 160 }} /> : null}
      {title || extra ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {extra}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
