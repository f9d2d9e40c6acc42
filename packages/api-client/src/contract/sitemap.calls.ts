import { z } from "zod";
import { readCall } from "./call-kinds.ts";
import { dateTimeSchema } from "./common.contract.ts";
import { articleCategories } from "./home.contract.ts";

/**
 * The kinds of public content the sitemaps list, one sitemap per kind: each article channel, the
 * help pages, the company showcase, the reviewed qualification certificates, the markets, the shop,
 * and the legal services' packages, lessons and lawyers.
 */
export const SITEMAP_TYPES = [
  ...articleCategories,
  "help",
  "companies",
  "qualifications",
  "projects",
  "equipment",
  "tenders",
  "labor",
  "products",
  "services",
  "shops",
  "packages",
  "lessons",
  "lawyers",
] as const;

/** Most URLs one sitemap file may list (sitemaps.org 0.9); a kind with more is split into files of this size. */
export const SITEMAP_FILE_LIMIT = 50_000;

/** Most entries one `entries` call answers; a file is read in several calls. */
export const SITEMAP_ENTRIES_LIMIT = 10_000;

const sitemapTypeSchema = z.enum(SITEMAP_TYPES, { error: "站点地图类型不正确" });

// A kind's files are ranges of its ids, each SITEMAP_FILE_LIMIT ids wide, so a file never holds
// more than the limit and the list of files costs two index probes per kind whatever the rows;
// entries are read in id order within the range, paged by key: `after` is the id of the last entry
// already read (0 from the start). Designed paths beside the CMS service's (spec §7 does not show them).
const base = "/api/rs-cms-service/ecomm/sitemap";

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: true, tag: "cms" } as const;

/** The calls the portal's robots.txt and sitemaps are built from. */
export const sitemapCalls = {
  files: readCall(publicAccess, {
    path: `${base}/files`,
    summary: "站点地图分片：每类公开内容按编号区间分片（每片至多50000条），含每片的编号区间；最后一片带该类最新一条的时间",
    data: z.array(
      z.object({
        type: sitemapTypeSchema,
        /** 1 for the kind's first file. */
        page: z.number().int().positive(),
        /** The file's ids are above this one (its `after` to read from). */
        after: z.number().int().nonnegative(),
        /** …and below this one (its `before`). */
        before: z.number().int().positive(),
        /** On the kind's last file, the time of its newest row (the highest id); null on the others (dating each would read every row). */
        lastmod: dateTimeSchema.nullable(),
      }),
    ),
  }),
  entries: readCall(publicAccess, {
    path: `${base}/entries`,
    summary: "站点地图条目：某类公开内容在编号区间内的编号与最后更新时间，按编号递增、按游标分页",
    query: z.object({
      type: sitemapTypeSchema,
      after: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
      /** Entries below this id only (a file's end); the default reads to the kind's end. */
      before: z.coerce.number().int().min(1).max(2_147_483_647).default(2_147_483_647),
      size: z.coerce.number().int().min(1).max(SITEMAP_ENTRIES_LIMIT).default(SITEMAP_ENTRIES_LIMIT),
    }),
    data: z.object({
      records: z.array(z.object({ id: z.number().int().positive(), lastmod: dateTimeSchema })),
      /** The `after` of the next call; null when this was the last of the kind. */
      next: z.number().int().positive().nullable(),
    }),
  }),
};
