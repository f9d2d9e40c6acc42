import { ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { containsPattern } from "./like.ts";

// Keywords through an index, without an extension (PGlite and any managed Postgres). pg_trgm
// cannot serve the usual Chinese keyword: two characters hold no trigram, so '%建设%' scans.
// Instead each keyword column has a GIN index over its bigrams (migration
// 20261129191307_keyword_bigrams): `cidp_bigrams(col, …)` is the lowered text's overlapping
// two-character pieces plus its last character, so every character starts some lexeme. A keyword
// of two or more characters is found through its own bigrams (all of them: an AND), one of one
// character through the lexemes it starts ('长':*). The index narrows; ILIKE then checks the
// exact substring, so the answer is the ILIKE's alone. Both sides lower their text with
// Postgres' lower(), the very function ILIKE folds case with, and the keyword reaches
// cidp_bigram_query as a bound parameter, never as SQL text.

/** The bigrams of `columns` as their GIN index holds them: the index and the condition share this expression. */
export function bigramsOf(...columns: [PgColumn, ...PgColumn[]]): SQL {
  return sql`cidp_bigrams(${sql.join(columns, sql`, `)})`;
}

/**
 * Rows where one of `columns` holds `keyword` as typed (ILIKE, case-insensitive, `%`, `_` and `\`
 * matching themselves), found through the bigram index over exactly these columns, in this order.
 */
export function keywordMatch(keyword: string, ...columns: [PgColumn, ...PgColumn[]]): SQL {
  const pattern = containsPattern(keyword);
  const exact = or(...columns.map((column) => ilike(column, pattern)));
  // The ILIKE first: where the index is not read (a common word, checked along the list's order)
  // Postgres tests the conditions in turn, and the bigrams of a row cost more than its ILIKE.
  return sql`(${exact} and ${bigramsOf(...columns)} @@ cidp_bigram_query(${keyword}))`;
}

/**
 * `keywordMatch` for a list read in its own order to a LIMIT of many rows (a staff look-up's
 * fifty): the same rows, with the exact test as strpos over lower(), the same answer as the ILIKE
 * (which folds both sides with lower() too) but one the planner does not estimate from the column.
 * The planner takes the test and the index's condition for independent: with ILIKE's own (right)
 * estimate on top of the bigrams' a common word came out a hundredth as common as it is, and every
 * match was read through the index and sorted where walking the order reads a few pages. With
 * strpos the bigram index's estimate decides. Not for capped counts, which have no order to walk:
 * there the underestimate keeps them on the index, where a common word's count stops at its cap.
 */
export function keywordMatchInOrder(keyword: string, ...columns: [PgColumn, ...PgColumn[]]): SQL {
  const exact = or(...columns.map((column) => sql`strpos(lower(${column}), lower(${keyword})) > 0`));
  return sql`(${exact} and ${bigramsOf(...columns)} @@ cidp_bigram_query(${keyword}))`;
}
