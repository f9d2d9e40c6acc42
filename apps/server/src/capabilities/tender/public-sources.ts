import { plainText, rowSearchSource } from "../../platform/search/sources.ts";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { publicTendersWithTenderer, publicTenderWhere } from "./public-tender-repository.ts";
import { tenders } from "./schema.ts";

/** Public tender notices (招标公告, 候选人公示, 结果公告), with the tenderer and the sections. */
export const tenderSearchSource = rowSearchSource(
  "tender",
  (db, ids) => publicTendersWithTenderer(db, ids),
  ({ tender, tenderer }) => ({
    refId: tender.id,
    title: tender.title,
    body: [tender.tenderNo, tenderer, tender.projectName, tender.location, ...tender.sections.map((s) => s.name), plainText(tender.description)]
      .filter(Boolean)
      .join(" "),
    publishedAt: tender.publishedAt ?? tender.createdAt,
  }),
);

/** Public tender notices: every published public tender (its notice, 公示 and result page). */
export const tenderSitemapSource: SitemapSource = { table: tenders, id: tenders.id, lastmod: tenders.updatedAt, where: publicTenderWhere };
