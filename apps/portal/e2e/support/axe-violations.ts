import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * What axe finds on the page as it stands (rule id and the nodes): its default rules, which cover
 * WCAG 2.0/2.1 A and AA, and WCAG 2.2's target size (2.5.8, 24 px), which axe leaves off by
 * default. Every scan of the journeys goes through here, so none can run with fewer rules.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ rules: { "target-size": { enabled: true } } });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
