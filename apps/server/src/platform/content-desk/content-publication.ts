import { PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { articles } from "../cms/schema.ts";
import { firstPictureOf, textOf } from "./content-fields.ts";
import type { contentEntries } from "./schema.ts";

type EntryRow = typeof contentEntries.$inferSelect;

/** How long a summary drawn from the body is, when the editor wrote none. */
const DRAWN_SUMMARY = 120;

/** The article the portal shows for a piece. */
function articleOf(entry: EntryRow) {
  const policy = entry.channel === "policy";
  return {
    category: entry.channel,
    title: entry.title,
    summary: entry.summary || textOf(entry.body).slice(0, DRAWN_SUMMARY),
    content: entry.body,
    coverImg: firstPictureOf(entry.body),
    source: entry.source,
    author: entry.author,
    docNumber: policy ? entry.docNumber : null,
    issuingAuthority: policy ? entry.issuingAuthority : null,
    effectiveDate: policy ? entry.effectiveDate : null,
    validity: policy ? entry.validity || null : null,
    moduleCode: entry.channel === "party" ? (entry.moduleCode ?? PARTY_BUILDING_MODULE_CODE) : null,
  };
}

/** Whether another article holds the title (titles are unique across the portal's articles). */
export async function titleTaken(tx: Database, title: string, ownArticleId: number | null): Promise<boolean> {
  const [other] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(ownArticleId === null ? eq(articles.title, title) : and(eq(articles.title, title), ne(articles.id, ownArticleId)))
    .limit(1);
  return other !== undefined;
}

/**
 * Puts a piece on the portal, in the caller's transaction: its article written anew, or the one it
 * has updated (keeping its publication date and views). The table's triggers queue it for search
 * and tell every portal instance, and the sitemap reads the table: all three follow at once.
 * Answers the article's id, or null when another article took the title meanwhile.
 */
export async function publishArticle(tx: Database, entry: EntryRow, at: Date): Promise<number | null> {
  const values = articleOf(entry);
  if (entry.articleId !== null) {
    const [updated] = await tx.update(articles).set(values).where(eq(articles.id, entry.articleId)).returning({ id: articles.id });
    if (updated) return updated.id;
  }
  if (await titleTaken(tx, entry.title, null)) return null;
  const [inserted] = await tx
    .insert(articles)
    .values({ ...values, publishedAt: at })
    .onConflictDoNothing({ target: articles.title })
    .returning({ id: articles.id });
  return inserted?.id ?? null;
}

/** Takes a piece's article off the portal (search and the sitemap drop it with the row). */
export async function withdrawArticle(tx: Database, articleId: number | null): Promise<void> {
  if (articleId !== null) await tx.delete(articles).where(eq(articles.id, articleId));
}
