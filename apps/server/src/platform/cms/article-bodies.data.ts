/**
 * The demo's article library as written text: every article of every channel with its own title,
 * summary and body sections (a heading and its paragraphs), figures as a table where they belong,
 * and for policy documents their metadata. The text itself is prose, kept as data in
 * article-bodies.json; this module checks its shape. `article-library.seed.ts` turns it into rows.
 */
import { z } from "zod";
import bodies from "./article-bodies.json" with { type: "json" };

/** Figures, shown after the body's first section. */
const articleTableSchema = z.strictObject({ caption: z.string(), head: z.array(z.string()), rows: z.array(z.array(z.string())) });
export type ArticleTable = z.infer<typeof articleTableSchema>;

/** A policy document's 文号, 发文机关, 生效日期 and 有效性. */
const policyMetaSchema = z.strictObject({
  docNumber: z.string(),
  issuingAuthority: z.string(),
  effectiveDate: z.string(),
  validity: z.enum(["valid", "revised", "repealed"]),
});

const articleTextSchema = z.strictObject({
  title: z.string(),
  source: z.string(),
  /** The day it was published (China time), yyyy-MM-dd; each channel lists newest first. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  summary: z.string(),
  /** Two to four sections: a heading and its paragraphs. */
  sections: z
    .array(z.tuple([z.string()], z.string()))
    .min(2)
    .max(4),
  table: articleTableSchema.optional(),
  policy: policyMetaSchema.optional(),
});
export type ArticleText = z.infer<typeof articleTextSchema>;

/** A channel's articles, newest first. */
const channelArticles = z.array(articleTextSchema);

/** Every channel's articles, the channels in the order the library seeds them. */
export const articleTexts = z
  .strictObject({
    news: channelArticles,
    policy: channelArticles,
    industry: channelArticles,
    salon: channelArticles,
    party: channelArticles,
    knowledge: channelArticles,
  })
  .parse(bodies);
export type Channel = keyof typeof articleTexts;
