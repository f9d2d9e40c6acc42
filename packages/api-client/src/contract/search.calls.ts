import { z } from "zod";
import { readCall } from "./call-kinds.ts";
import { dateTimeSchema } from "./common.contract.ts";

/**
 * What the one search index holds, as its type facet: articles by channel group, help pages,
 * companies and their reviewed qualifications, the markets (projects, equipment, tenders, labor),
 * the shops with their products and services, the open public inquiry sheets (询价单 any certified
 * supplier may quote), and the legal services' packages, lessons, lawyers and law firms. A new kind
 * of public content adds its kind here and registers a source on the server.
 */
export const SEARCH_KINDS = [
  "news",
  "policy",
  "knowledge",
  "help",
  "company",
  "qualification",
  "project",
  "equipment",
  "tender",
  "labor",
  "product",
  "service",
  "shop",
  "package",
  "lesson",
  "lawyer",
  "inquiry",
  "lawFirm",
] as const;

/** The date facet: published within the last week, month or year. */
export const SEARCH_PERIODS = ["week", "month", "year"] as const;

/** The longest keyword the search reads; longer input is cut here, not refused (spec: search box validation not shown). */
export const SEARCH_KEYWORD_MAX = 50;

/**
 * Where a facet stops counting: a word in most documents is not counted to the last one (that read
 * grows with the index); a facet at the cap shows "100+".
 */
export const SEARCH_FACET_CAP = 100;

/** The search's page size and deepest page (its results are ranked, so nobody needs page 21). */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE = 20;

const hitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The id of the thing found (article, help page, company, certificate, sheet…; a law firm's business). */
  refId: z.number().int(),
  title: z.string(),
  /** Plain text around the first place a term occurs (or the start); the portal marks the terms. */
  snippet: z.string(),
  /** Publish or update time. */
  time: dateTimeSchema,
  /** Whether a term is in the title (those hits rank first). */
  titleHit: z.boolean(),
});

const facetCountSchema = <T extends readonly [string, ...string[]]>(values: T) => z.object({ value: z.enum(values), count: z.number().int().nonnegative() });

/** The global search's call (designed, beside the CMS service's; spec §7 does not show it). */
export const searchCalls = {
  search: readCall(
    { auth: "none", designed: true, tag: "cms" },
    {
      path: "/api/rs-cms-service/ecomm/front/search",
      summary: "全局搜索：新闻、政策、知识库、帮助、企业、资质（分词全文检索）",
      query: z.object({
        // Hostile or overlong input is not an error: it is cut to the box's length and searched as text.
        keyword: z
          .string()
          .default("")
          .transform((value) => value.trim().slice(0, SEARCH_KEYWORD_MAX)),
        kind: z.enum(SEARCH_KINDS, { error: "搜索类型不正确" }).optional(),
        period: z.enum(SEARCH_PERIODS, { error: "时间范围不正确" }).optional(),
        current: z.coerce.number({ error: "页码不正确" }).int("页码不正确").min(1, "页码不正确").max(100_000, "页码不正确").default(1),
      }),
      data: z.object({
        keyword: z.string(),
        /** The words the keyword was segmented into: what the snippets mark. */
        terms: z.array(z.string()),
        records: z.array(hitSchema),
        /** Matches, counted up to the ranked ones (SEARCH_MAX_PAGE pages of SEARCH_PAGE_SIZE). */
        total: z.number().int().nonnegative(),
        /** Whether the count stopped there ("200+"): there may be more matches than are ranked. */
        capped: z.boolean(),
        current: z.number().int().positive(),
        size: z.number().int().positive(),
        /** Pages reachable (at most SEARCH_MAX_PAGE: the 200 best matches). */
        pages: z.number().int().nonnegative(),
        /** Matches by type, whatever type is selected (within the selected period), each counted up to SEARCH_FACET_CAP. */
        kinds: z.array(facetCountSchema(SEARCH_KINDS)),
        /** Matches by period, within the selected type, each counted up to SEARCH_FACET_CAP. */
        periods: z.array(facetCountSchema(SEARCH_PERIODS)),
        /** With no match: words of the keyword that do match alone, then the platform's hot words. */
        suggestions: z.array(z.string()),
      }),
    },
  ),
};
