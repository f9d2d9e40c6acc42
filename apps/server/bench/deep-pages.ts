import { createEquipmentRepository } from "../src/capabilities/equipment/equipment-repository.ts";
import { createLaborRepository } from "../src/capabilities/labor/labor-repository.ts";
import { openSheetPage } from "../src/capabilities/procurement/quotation-repository.ts";
import { createProjectRepository } from "../src/capabilities/project/project-repository.ts";
import { publicTenderPage } from "../src/capabilities/tender/public-tender-repository.ts";
import type { Database } from "../src/db/database.ts";
import { createCmsRepository } from "../src/platform/cms/repository.ts";
import { createCompanyRepository } from "../src/platform/company/repository.ts";
import { createNoticeRepository } from "../src/platform/notice/repository.ts";

/**
 * The deep page data-scale.bench.ts measures of each list (pages of ten): the deepest the 1e3 base
 * fills. A deep page the base did not fill would answer fewer rows there, faster, and make the
 * comparison with the larger scales look better than it is.
 */
export const DEEP_PAGES = {
  /** Page 100: the deepest page of any list (paging.ts); the base holds a thousand of each. */
  articles: 100,
  /** About seven in ten scale companies are certified: some 700 of the base's thousand. */
  companies: 60,
  /** About two in three scale tenders are public notices. */
  tenders: 60,
  /** About two in nine scale sheets are public and quoting. */
  inquiries: 20,
  /**
   * The markets: about seven in eleven scale equipment listings are listed, five in nine project
   * needs published, nine in ten labor entries: some 600, 540 and 880 of the base's thousand.
   */
  markets: 50,
} as const;

const SIZE = 10;

/** Throws unless every deep page measured holds ten rows at this scale. */
export async function expectFullDeepPages(db: Database, scale: number): Promise<void> {
  const counts: [string, number][] = [
    ["articles", (await createCmsRepository(db).articlePage(DEEP_PAGES.articles, SIZE)).records.length],
    ["announcements", (await createNoticeRepository(db).centerPage(DEEP_PAGES.articles, SIZE)).records.length],
    ["companies", (await createCompanyRepository(db).directory({}, DEEP_PAGES.companies, SIZE)).rows.length],
    ["public tenders", (await publicTenderPage(db, { current: DEEP_PAGES.tenders, size: SIZE })).rows.length],
    ["open inquiries", (await openSheetPage(db, { current: DEEP_PAGES.inquiries, size: SIZE })).rows.length],
    ["equipment market", (await createEquipmentRepository(db).marketPage({}, DEEP_PAGES.markets, SIZE)).rows.length],
    ["project needs", (await createProjectRepository(db).publicPage({}, DEEP_PAGES.markets, SIZE)).rows.length],
    ["labor entries", (await createLaborRepository(db).publishedPage({}, DEEP_PAGES.markets, SIZE)).rows.length],
  ];
  const short = counts.filter(([, n]) => n < SIZE);
  if (short.length > 0)
    throw new Error(
      `at ${scale} the deep pages measured are not full (${short.map(([list, n]) => `${list}: ${n} rows`).join(", ")}): choose pages the base fills (bench/deep-pages.ts)`,
    );
}
