import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { LaborListing } from "./labor.server.ts";
import { LaborCard } from "./labor-card.tsx";

const listing = {
  id: 7,
  kind: "team",
  kindLabel: "班组",
  title: "焊工班组",
  trade: "焊工",
  headcount: 12,
  realNameCount: 11,
  startDate: "2026-12-01",
  endDate: "2027-03-31",
  regionName: "白城市",
  payMinFen: 38_000,
  payMaxFen: 123_456,
  description: "承接钢结构焊接",
  companyName: "吉林建工",
  contactName: "王工",
  state: "published",
} as unknown as LaborListing;

describe("LaborCard", () => {
  it("shows the day's pay as every price reads, with its unit", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <LaborCard listing={listing} contactHref={null} />
      </MemoryRouter>,
    );
    expect(html).toContain("¥380.00–¥1,234.56/天");
  });
});
