import { FOOTER_MENU_CODE, SITEMAP_FILE_LIMIT, SITEMAP_TYPES } from "@cidp/api-client/contract";
import { and, asc, desc, eq, exists, gt, lt, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { qualificationCertificates } from "../certification/schema.ts";
import { articles, navItems, servicePackages } from "../cms/schema.ts";
import { companyProfiles } from "../company/schema.ts";
import { businesses } from "../member/schema.ts";

/** A kind of public content a sitemap lists. */
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/**
 * Where a kind's entries come from: the rows that are public, their id (the page's `?id=`) and
 * when each last changed. A kind's files are ranges of ids (issue "flat at 1e6"): a file keeps its
 * entries as content arrives (new rows take new ids, in the last file), and neither the list of
 * files nor a file reads more than its range, whatever the kind's size. The capabilities' kinds
 * (projects, equipment, tenders, labor, products, services, shops) have their source in the
 * capability (its public-sources.ts), registered by the composition root.
 */
export interface SitemapSource {
  table: PgTable;
  id: PgColumn;
  lastmod: PgColumn | SQL<Date>;
  where: SQL;
}

const registered = new Map<SitemapType, SitemapSource>();

/**
 * Adds the sources of kinds. The same source again is a no-op (every app of a process registers
 * the same ones); another source of a taken kind is a wiring mistake and throws.
 */
export function registerSitemapSources(added: Partial<Record<SitemapType, SitemapSource>>): void {
  for (const [type, source] of Object.entries(added) as Array<[SitemapType, SitemapSource]>) {
    const known = registered.get(type);
    if (known && known !== source) throw new Error(`sitemap source ${type} is already registered`);
    registered.set(type, source);
  }
}

function sourceOf(type: SitemapType): SitemapSource {
  const source = registered.get(type);
  if (source) return source;
  switch (type) {
    case "help":
      // The help pages are the footer's entries that have content (the others are links or columns).
      return {
        table: navItems,
        id: navItems.id,
        lastmod: navItems.updatedAt,
        where: and(eq(navItems.menuCode, FOOTER_MENU_CODE), ne(navItems.content, "")) as SQL,
      };
    case "companies":
      // The showcase the directory lists: certified businesses with a public profile.
      return {
        table: companyProfiles,
        id: companyProfiles.businessId,
        lastmod: companyProfiles.updatedAt,
        where: exists(
          sql`(select 1 from ${businesses} where ${businesses.id} = ${companyProfiles.businessId} and ${businesses.certificationState} = 'certified')`,
        ),
      };
    case "qualifications":
      return {
        table: qualificationCertificates,
        id: qualificationCertificates.id,
        lastmod: sql<Date>`coalesce(${qualificationCertificates.reviewedAt}, ${qualificationCertificates.submittedAt})`.mapWith(
          qualificationCertificates.submittedAt,
        ),
        where: eq(qualificationCertificates.state, "certified"),
      };
    case "packages":
      // Every service package on sale has its detail page.
      return { table: servicePackages, id: servicePackages.id, lastmod: servicePackages.updatedAt, where: sql`true` };
    default:
      // One article channel: a range of `article_category_id_idx` (category, id), in the order read.
      return { table: articles, id: articles.id, lastmod: articles.publishedAt, where: eq(articles.category, type) };
  }
}

/** The id and lastmod of a row as the contract sends them. */
function entryOf(row: { id: number; lastmod: Date }) {
  return { id: row.id, lastmod: formatDateTime(row.lastmod) };
}

/** Above every id a row can have (Postgres `integer`): a read to the kind's end. */
const NO_END = 2_147_483_647;

/**
 * Reads of the public content for the sitemaps: bounded, in index order, paged by key.
 * `fileLimit` is the sitemaps.org cap and each file's width in ids; tests split at a smaller size.
 */
export function createSitemapRepository(db: Database, { fileLimit = SITEMAP_FILE_LIMIT }: { fileLimit?: number } = {}) {
  /** The kind's public row with the lowest or the highest id: one walk of the id's index from that end. */
  async function edge(source: SitemapSource, end: "first" | "last") {
    const [row] = (await db
      .select({ id: source.id, lastmod: source.lastmod })
      .from(source.table)
      .where(source.where)
      .orderBy(end === "first" ? asc(source.id) : desc(source.id))
      .limit(1)) as { id: number; lastmod: Date }[];
    return row;
  }

  /**
   * The files of one kind: from its lowest public id to its highest, `fileLimit` ids each. The last
   * file is dated by the kind's newest row (its highest id: content arrives in id order), the
   * others carry no date, which would cost a read of every row. Two index probes, whatever the
   * number of rows.
   */
  async function filesOf(type: SitemapType) {
    const source = sourceOf(type);
    const [first, last] = await Promise.all([edge(source, "first"), edge(source, "last")]);
    if (!first || !last) return [];
    const count = Math.floor((last.id - first.id) / fileLimit) + 1;
    return Array.from({ length: count }, (_, index) => {
      const from = first.id + index * fileLimit;
      return {
        type,
        page: index + 1,
        after: from - 1,
        before: Math.min(from + fileLimit, NO_END),
        lastmod: index === count - 1 ? formatDateTime(last.lastmod) : null,
      };
    });
  }

  return {
    /** Every kind's files, kinds in contract order; a kind without public content has none. */
    async files() {
      return (await Promise.all(SITEMAP_TYPES.map(filesOf))).flat();
    },

    /** A page of a kind's entries above `after` and below `before`, in id order, and the cursor of the next page (null at the end). */
    async entries(type: SitemapType, after: number, size: number, before = NO_END) {
      const source = sourceOf(type);
      const rows = (await db
        .select({ id: source.id, lastmod: source.lastmod })
        .from(source.table)
        .where(and(source.where, gt(source.id, after), lt(source.id, before)))
        .orderBy(asc(source.id))
        .limit(size + 1)) as { id: number; lastmod: Date }[];
      const records = rows.slice(0, size).map(entryOf);
      return { records, next: rows.length > size ? (records.at(-1)?.id ?? null) : null };
    },
  };
}
