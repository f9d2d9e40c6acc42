import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/** Postgres' `tsvector`; written as a literal of quoted words (indexer.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The one search index (spec: global search): a row per searchable thing, its title and a plain
 * text excerpt for snippets, and the words jieba cut them into (and the type's word) as a
 * tsvector behind a GIN index. The same on PGlite and Postgres: the words are cut in the services, so
 * no database extension is needed.
 */
export const searchDocuments = pgTable(
  "search_document",
  {
    id: serial("id").primaryKey(),
    /** The type facet (SEARCH_KINDS). */
    kind: varchar("kind", { length: 16 }).notNull(),
    /** Which source wrote it and that source's id: one row per thing, whatever its kind becomes. */
    source: varchar("source", { length: 16 }).notNull(),
    refId: integer("ref_id").notNull(),
    title: varchar("title", { length: 300 }).notNull(),
    /** Plain text, cut to a few thousand characters: enough to find a snippet. */
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    terms: tsvector("terms").notNull(),
  },
  (t) => [
    uniqueIndex("search_document_source_ref_idx").on(t.source, t.refId),
    index("search_document_terms_idx").using("gin", t.terms),
    // Newest first among the matches, and the indexer's lastmod reads.
    index("search_document_published_idx").on(t.publishedAt, t.id),
    // Newest first among the matches of one type: a type's facet and a search narrowed to it.
    index("search_document_kind_published_idx").on(t.kind, t.publishedAt, t.id),
  ],
);

/**
 * What changed since the index last caught up: database triggers on every source table add
 * (source, id) here in the writer's own transaction, so no write path can forget the index; the
 * indexer (indexer.ts) drains it. Idempotent: a thing changed twice is indexed once.
 */
export const searchOutbox = pgTable(
  "search_outbox",
  {
    source: varchar("source", { length: 16 }).notNull(),
    refId: integer("ref_id").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.refId] }),
    // The indexer takes the oldest first, a batch at a time: along this index, not a sort of the
    // whole queue per batch (with a million articles queued on PGlite, indexing was still short of
    // done after 19 minutes: each batch of 200 sorted what was left).
    index("search_outbox_queued_idx").on(t.queuedAt),
  ],
);
