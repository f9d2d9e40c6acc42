-- Hand-written: keywords through an index without an extension (db/keyword-match.ts says why).
-- cidp_bigrams: the lowered text's overlapping two-character pieces plus its last character, over
-- every given column (nulls skipped), as tsvector lexemes for a GIN index; cidp_bigram_query: a
-- keyword's bigrams ANDed ('建设' & '设有'), or for one character the lexemes it starts ('长':*).
-- Both lower with lower(), as ILIKE does, so the index never drops a row the ILIKE recheck keeps.
-- The expression indexes below name cidp_bigrams, which drizzle-kit renders from the schemas.
CREATE FUNCTION cidp_quoted_lexeme(lexeme text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''
$$;--> statement-breakpoint
-- PL/pgSQL, not SQL: a list that walks its order with the keyword as a filter evaluates this per
-- matching row, and the SQL function executor's set-returning form costs twice the loop's time.
-- COST 25 (of ILIKE's 1), not the default 100: it runs only on the rows the ILIKE before it kept,
-- and at 100 the planner would gather every match of a common word through the index and sort
-- them, rather than walk the list's order to its LIMIT.
CREATE FUNCTION cidp_bigrams(VARIADIC parts text[]) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 25 AS $$
DECLARE
  grams text[] := '{}';
  part text;
  k int := 0;
BEGIN
  FOREACH part IN ARRAY parts LOOP
    CONTINUE WHEN part IS NULL;
    part := lower(part);
    FOR i IN 1..char_length(part) LOOP
      k := k + 1;
      grams[k] := substr(part, i, 2);
    END LOOP;
  END LOOP;
  RETURN array_to_tsvector(grams);
END
$$;--> statement-breakpoint
CREATE FUNCTION cidp_bigram_query(keyword text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT (CASE WHEN char_length(word) = 1 THEN cidp_quoted_lexeme(word) || ':*'
    ELSE (SELECT string_agg(cidp_quoted_lexeme(substr(word, i, 2)), ' & ') FROM generate_series(1, char_length(word) - 1) AS i) END)::tsquery
  FROM lower(keyword) AS word
$$;--> statement-breakpoint
CREATE INDEX "article_keyword_idx" ON "article" USING gin (cidp_bigrams("title", "summary"));--> statement-breakpoint
CREATE INDEX "company_profile_region_keyword_idx" ON "company_profile" USING gin (cidp_bigrams("region"));--> statement-breakpoint
CREATE INDEX "content_entry_keyword_idx" ON "content_entry" USING gin (cidp_bigrams("title"));--> statement-breakpoint
CREATE INDEX "business_keyword_idx" ON "business" USING gin (cidp_bigrams("name"));--> statement-breakpoint
CREATE INDEX "member_real_name_keyword_idx" ON "member" USING gin (cidp_bigrams("real_name"));--> statement-breakpoint
CREATE INDEX "center_notice_keyword_idx" ON "center_notice" USING gin (cidp_bigrams("title"));--> statement-breakpoint
CREATE INDEX "law_lesson_keyword_idx" ON "law_lesson" USING gin (cidp_bigrams("title", "summary", "lecturer"));--> statement-breakpoint
CREATE INDEX "market_project_keyword_idx" ON "market_project" USING gin (cidp_bigrams("title", "scope"));--> statement-breakpoint
CREATE INDEX "tender_keyword_idx" ON "tender" USING gin (cidp_bigrams("title"));