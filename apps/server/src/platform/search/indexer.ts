import type { Database } from "../../db/database.ts";
import type { JobKind } from "../jobs/job-kind.ts";
import { createSearchIndexRepository, type IndexedDocument } from "./index-repository.ts";
import { indexTerms, kindTerm, quoteLexeme } from "./segmenter.ts";
import { type SearchableDocument, searchSources } from "./sources.ts";
import { KIND_WORDS } from "./vocabulary.ts";

/** How much of a body the index keeps as text for snippets (the words of all of it are indexed). */
const BODY_KEPT = 3_000;
/** Things indexed per transaction. */
const BATCH = 200;
/**
 * The tsvector literal of a document: its words once each, the names of its kind and of what it is
 * filed under (vocabulary.ts, whole and cut), and its type's word. No positions:
 * the search needs none (title hits are told by the title itself), and without them the vector is
 * half the size, which is what a search reads from disk.
 */
export function termsLiteral(title: string, body: string, kind?: SearchableDocument["kind"], tags: readonly string[] = []): string {
  const names = [...(kind ? KIND_WORDS[kind] : []), ...tags];
  const words = new Set([...indexTerms(title), ...indexTerms(body), ...indexTerms(names.join(" ")), ...names.map((name) => name.toLowerCase())]);
  if (kind) words.add(kindTerm(kind));
  return [...words].map(quoteLexeme).join(" ");
}

/** What the index keeps of a document: the title and a body excerpt cut to the columns, and all its words. */
function indexed(document: SearchableDocument): IndexedDocument {
  return {
    kind: document.kind,
    refId: document.refId,
    title: document.title.slice(0, 300),
    body: document.body.slice(0, BODY_KEPT),
    publishedAt: document.publishedAt,
    terms: termsLiteral(document.title, document.body, document.kind, document.tags),
  };
}

/**
 * Brings the index up to date with what the triggers queued: a batch at a time, each in one
 * transaction that takes its queue rows (skipping rows another instance holds), reads the sources
 * and writes the documents, so a crash indexes the batch again rather than losing it. Answers how
 * many things it indexed.
 */
export async function drainSearchOutbox(db: Database): Promise<number> {
  let done = 0;
  for (;;) {
    const taken = await createSearchIndexRepository(db).transaction(async (index, tx) => {
      const rows = await index.takeQueued(BATCH);
      const bySource = new Map<string, number[]>();
      for (const row of rows) bySource.set(row.source, [...(bySource.get(row.source) ?? []), row.refId]);
      for (const [name, ids] of bySource) {
        await index.dropQueued(name, ids);
        const source = searchSources.get(name);
        // A source this build does not know (queued by a newer one): dropped rather than retried forever.
        if (source) await index.writeDocuments(name, ids, (await source.load(tx, ids)).map(indexed));
      }
      return rows.length;
    });
    done += taken;
    if (taken < BATCH) return done;
  }
}

export const SEARCH_INDEX_JOB = "search.index";

/** Keeps the index current while the services run: a recurring job kind (registered in app.ts) draining the queue every second. */
export const searchIndexJobKind: JobKind = {
  kind: SEARCH_INDEX_JOB,
  mode: "lease",
  everyMs: 1_000,
  // Each batch commits on its own and takes its outbox rows with SKIP LOCKED: a retry re-indexes, never loses.
  handler: async (_payload, { db }) => void (await drainSearchOutbox(db)),
};
