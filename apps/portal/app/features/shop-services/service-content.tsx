import type { ReactNode } from "react";
import * as page from "../../lib/page.css.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";

/** A service's description (its rich text, as the page renders it) and its after-sales terms, or that it names none. */
export function ServiceContent({ description, afterSales }: { description: ReactNode; afterSales: string }) {
  return (
    <section className={page.panel} aria-labelledby="service-content">
      <h2 id="service-content">{texts.content}</h2>
      {description}
      <h2>{texts.afterSalesTitle}</h2>
      <p>{afterSales || texts.noAfterSales}</p>
    </section>
  );
}
