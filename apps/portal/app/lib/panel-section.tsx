import type { ReactNode } from "react";
import * as page from "./page.css.ts";

/** A section of a page on its white panel, under its own heading (`id`), which names the section. */
export function PanelSection({ id, title, testId, children }: { id: string; title: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <section className={page.panel} aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
