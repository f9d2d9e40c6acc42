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

// Entries are ordered by (lastmod, id) and paged by key: `after` is the id of the last entry
// already read (0 from the start). Designed paths beside the CMS service's (spec §7 does not show them).
const base = "/api/rs-cms-service/ecomm/sitemap";

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: true, tag: "cms" } as const;

/** The calls the portal's robots.txt and sitemaps are built from. */
export const sitemapCalls = {
  files: readCall(publicAccess, {
    path: `${base}/files`,
    summary: "站点地图分片：每类公开内容按每片至多50000条分片，含每片的起始游标与最后更新时间",
    data: z.array(
      z.object({
        type: sitemapTypeSchema,
        /** 1 for the kind's first file. */
        page: z.number().int().positive(),
        /** The `after` to read this file's entries from (0: the kind's first entry). */
        after: z.number().int().nonnegative(),
        /** The newest lastmod among the file's entries. */
        lastmod: dateTimeSchema,
      }),
    ),
  }),
  entries: readCall(publicAccess, {
    path: `${base}/entries`,
    summary: "站点地图条目：某类公开内容的编号与最后更新时间，按更新时间递增、按游标分页",
    query: z.object({
      type: sitemapTypeSchema,
      after: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
      size: z.coerce.number().int().min(1).max(SITEMAP_ENTRIES_LIMIT).default(SITEMAP_ENTRIES_LIMIT),
    }),
    data: z.object({
      records: z.array(z.object({ id: z.number().int().positive(), lastmod: dateTimeSchema })),
      /** The `after` of the next call; null when this was the last of the kind. */
      next: z.number().int().positive().nullable(),
    }),
  }),
};
