import type { ReactNode } from "react";
import { PanelSection } from "../../lib/panel-section.tsx";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";

/** A service's description (its rich text, as the page renders it) and its after-sales terms, or that it names none. */
export function ServiceContent({ description, afterSales }: { description: ReactNode; afterSales: string }) {
  return (
    <PanelSection id="service-content" title={texts.content}>
      {description}
      <h2>{texts.afterSalesTitle}</h2>
      <p>{afterSales || texts.noAfterSales}</p>
    </PanelSection>
  );
}
