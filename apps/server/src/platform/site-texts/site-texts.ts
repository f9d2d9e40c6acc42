import type { SiteTexts } from "@cidp/api-client/contract";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { dictEntries } from "../cms/schema.ts";
import { type LinkChangeApplier, type LinkReviewGate, newOffSiteLinks } from "../content-desk/link-reviews.ts";
import type { StaffActor } from "../operator/member-admin.ts";
import { operatorAudit } from "../operator/schema.ts";

/** The dictionary of the search box's 热门搜索 (one entry per word, in order). */
const HOT_WORDS_CODE = "industry_search_hot_words";
/** The dictionary of the top line: one parent entry whose children are the lines (key the link, value the text). */
const TOP_TEXT_CODE = "industry_top_txt";

/** A refusal the back office shows (its status and message). */
export class SiteTextsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** How an audit line shows the top texts: each line with its link. */
const topTextsShown = (texts: SiteTexts["topTexts"]) => texts.map((line) => (line.link ? `${line.text}（${line.link}）` : line.text)).join("；");

/** The top line's entry, whose children are its lines; undefined until one is written. */
async function topEntry(tx: Database): Promise<{ id: number } | undefined> {
  const [top] = await tx
    .select({ id: dictEntries.id })
    .from(dictEntries)
    .where(and(eq(dictEntries.code, TOP_TEXT_CODE), isNull(dictEntries.parentId)))
    .orderBy(asc(dictEntries.sort), asc(dictEntries.id))
    .limit(1);
  return top;
}

/**
 * 热门搜索与顶部文字: the dictionaries the portal reads for its search box and top line, replaced as a
 * whole in one transaction with the audit line (before → after). The dictionary's trigger tells
 * every portal instance, which drops its cached copy, so its next page shows the change.
 */
export function createSiteTexts(db: Database, reviews: LinkReviewGate, now: () => Date = () => new Date()) {
  async function read(tx: Database): Promise<SiteTexts> {
    const words = await tx
      .select({ word: dictEntries.dictValue })
      .from(dictEntries)
      .where(and(eq(dictEntries.code, HOT_WORDS_CODE), isNull(dictEntries.parentId)))
      .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
    const top = await topEntry(tx);
    const lines = top
      ? await tx
          .select({ text: dictEntries.dictValue, link: dictEntries.dictKey })
          .from(dictEntries)
          .where(and(eq(dictEntries.code, TOP_TEXT_CODE), eq(dictEntries.parentId, top.id)))
          .orderBy(asc(dictEntries.sort), asc(dictEntries.id))
      : [];
    return { hotWords: words.map((row) => row.word), topTexts: lines };
  }

  // One editor at a time: the second save waits for the first and compares with its result.
  const lockTexts = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('site-texts'))`);

  /** Writes both lists as `texts`, with the audit line from `before`. */
  async function write(tx: Database, before: SiteTexts, texts: SiteTexts, actor: StaffActor): Promise<void> {
    await tx.delete(dictEntries).where(eq(dictEntries.code, HOT_WORDS_CODE));
    await tx.insert(dictEntries).values(texts.hotWords.map((word, index) => ({ code: HOT_WORDS_CODE, dictKey: word, dictValue: word, sort: index + 1 })));

    const top = await topEntry(tx);
    const parentId =
      top?.id ??
      (await tx.insert(dictEntries).values({ code: TOP_TEXT_CODE, dictKey: "top", dictValue: "顶部通栏文字", sort: 1 }).returning({ id: dictEntries.id }))[0]
        ?.id;
    if (parentId === undefined) throw new Error("top text entry not written");
    await tx.delete(dictEntries).where(and(eq(dictEntries.code, TOP_TEXT_CODE), eq(dictEntries.parentId, parentId)));
    await tx
      .insert(dictEntries)
      .values(texts.topTexts.map((line, index) => ({ code: TOP_TEXT_CODE, parentId, dictKey: line.link, dictValue: line.text, sort: index + 1 })));

    await tx.insert(operatorAudit).values({
      operatorId: actor.operatorId,
      action: "site-texts.saved",
      subjectKind: "site-texts",
      subjectId: null,
      detail: {
        before: { hotWords: before.hotWords, topTexts: topTextsShown(before.topTexts) },
        after: { hotWords: texts.hotWords, topTexts: topTextsShown(texts.topTexts) },
      },
      ip: actor.ip,
      createdAt: now(),
    });
  }
  return {
    read: () => read(db),

    /**
     * Replaces both lists; `changed` false (and no audit line) when they were already so. Top texts
     * that would link off the platform to an address the top line did not show are held for
     * 内容审核 (`waitsForReview`), while the hot words are saved at once.
     */
    async save(texts: SiteTexts, actor: StaffActor): Promise<{ changed: boolean; waitsForReview: boolean }> {
      return db.transaction(async (tx) => {
        await lockTexts(tx);
        const before = await read(tx);
        if (JSON.stringify(before) === JSON.stringify(texts)) return { changed: false, waitsForReview: false };
        const offSiteLinks = newOffSiteLinks(
          texts.topTexts.map((line) => line.link),
          before.topTexts.map((line) => line.link),
        );
        const held = offSiteLinks.length > 0;
        const saved = held ? { ...texts, topTexts: before.topTexts } : texts;
        if (held) await reviews.hold(tx, { kind: "top-texts", targetId: null, title: "顶部文字", offSiteLinks, change: { topTexts: texts.topTexts } }, actor);
        if (JSON.stringify(before) !== JSON.stringify(saved)) await write(tx, before, saved, actor);
        return { changed: true, waitsForReview: held };
      });
    },

    /** Applies approved top texts, as their editor wrote them (the hot words stay as they are now). */
    applyReviewed: (async (tx, held, editor) => {
      await lockTexts(tx);
      const before = await read(tx);
      const { topTexts } = held.change as Pick<SiteTexts, "topTexts">;
      await write(tx, before, { ...before, topTexts }, editor);
    }) satisfies LinkChangeApplier,
  };
}

export type SiteTextsDesk = ReturnType<typeof createSiteTexts>;
