import { FOOTER_MENU_CODE, SITEMAP_FILE_LIMIT, SITEMAP_TYPES } from "@cidp/api-client/contract";
import { and, asc, desc, eq, exists, inArray, ne, type SQL, sql } from "drizzle-orm";
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
 * when each last changed. Entries are read in (lastmod, id) order, so a kind's older files keep
 * their entries as new content arrives and only its last file grows. The capabilities' kinds
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
      // One article channel: an index range of `article_category_published_idx` (category,
      // published_at, id), which also holds every column read, in the order read.
      return { table: articles, id: articles.id, lastmod: articles.publishedAt, where: eq(articles.category, type) };
  }
}

/** The id and lastmod of a row as the contract sends them. */
function entryOf(row: { id: number; lastmod: Date }) {
  return { id: row.id, lastmod: formatDateTime(row.lastmod) };
}

/**
 * Reads of the public content for the sitemaps: bounded, in index order, paged by key.
 * `fileLimit` is the sitemaps.org cap; tests split at a smaller size.
 */
export function createSitemapRepository(db: Database, { fileLimit = SITEMAP_FILE_LIMIT }: { fileLimit?: number } = {}) {
  /** Entries of a kind after the row `after` (0: from the start) in (lastmod, id) order, at most `limit`. */
  function entriesAfter(source: SitemapSource, after: number, limit: number) {
    // The key of `after` is read from its row, so the cursor is a plain id that keeps the
    // timestamp's full precision; an id whose row is gone ends the read (the next read starts afresh).
    const cursor =
      after > 0
        ? sql`(${source.lastmod}, ${source.id}) > (select ${source.lastmod}, ${source.id} from ${source.table} where ${source.id} = ${after})`
        : undefined;
    return db
      .select({ id: source.id, lastmod: source.lastmod })
      .from(source.table)
      .where(and(source.where, cursor))
      .orderBy(asc(source.lastmod), asc(source.id))
      .limit(limit) as Promise<{ id: number; lastmod: Date }[]>;
  }

  /**
   * The files of one kind: the key that ends every full file (each `fileLimit`-th row, one
   * read of the kind's rows in key order) and the newest row, which ends the last file.
   */
  async function filesOf(type: SitemapType) {
    const source = sourceOf(type);
    const ranked = db
      .select({ id: sql<number>`${source.id}`.as("boundary_id"), rank: sql<number>`row_number() over (order by ${source.lastmod}, ${source.id})`.as("rank") })
      .from(source.table)
      .where(source.where)
      .as("ranked");
    const [boundaryRows, newest] = await Promise.all([
      db.select({ id: ranked.id }).from(ranked).where(sql`${ranked.rank} % ${fileLimit} = 0`).orderBy(asc(ranked.rank)),
      db
        .select({ id: source.id, lastmod: source.lastmod })
        .from(source.table)
        .where(source.where)
        .orderBy(desc(source.lastmod), desc(source.id))
        .limit(1) as Promise<{ id: number; lastmod: Date }[]>,
    ]);
    const last = newest[0];
    if (!last) return [];
    const boundaryIds = boundaryRows.map((row) => Number(row.id));
    const lastmods = new Map<number, Date>([[last.id, last.lastmod]]);
    if (boundaryIds.length > 0) {
      const rows = (await db.select({ id: source.id, lastmod: source.lastmod }).from(source.table).where(inArray(source.id, boundaryIds))) as {
        id: number;
        lastmod: Date;
      }[];
      for (const row of rows) lastmods.set(row.id, row.lastmod);
    }
    // A kind whose count is a multiple of the file size ends on a boundary: no empty file after it.
    const ends = boundaryIds.at(-1) === last.id ? boundaryIds : [...boundaryIds, last.id];
    return ends.map((end, index) => ({
      type,
      page: index + 1,
      after: index === 0 ? 0 : (ends[index - 1] ?? 0),
      lastmod: formatDateTime(lastmods.get(end) ?? last.lastmod),
    }));
  }

  return {
    /** Every kind's files, kinds in contract order; a kind without public content has none. */
    async files() {
      return (await Promise.all(SITEMAP_TYPES.map(filesOf))).flat();
    },

    /** A page of a kind's entries after `after`, and the cursor of the next page (null at the end). */
    async entries(type: SitemapType, after: number, size: number) {
      const rows = await entriesAfter(sourceOf(type), after, size + 1);
      const records = rows.slice(0, size).map(entryOf);
      return { records, next: rows.length > size ? (records.at(-1)?.id ?? null) : null };
    },
  };
}
