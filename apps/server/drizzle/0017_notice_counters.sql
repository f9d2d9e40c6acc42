CREATE TABLE "notice_counter" (
	"member_id" integer NOT NULL,
	"notice_type" smallint NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_counter_member_id_notice_type_pk" PRIMARY KEY("member_id","notice_type")
);
--> statement-breakpoint
DROP INDEX "notice_member_type_idx";--> statement-breakpoint
DROP INDEX "article_category_published_idx";--> statement-breakpoint
CREATE INDEX "article_published_idx" ON "article" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "center_notice_published_idx" ON "center_notice" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "notice_member_type_created_idx" ON "notice" USING btree ("member_id","notice_type","created_at","id");--> statement-breakpoint
CREATE INDEX "notice_member_created_idx" ON "notice" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "article_category_published_idx" ON "article" USING btree ("category","published_at","id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): the notice counters are kept by
-- statement triggers, so every writer of notices (this module, invitations, account deletion, the
-- member's cascade, seeds, bulk SQL) keeps them right in its own transaction. Statement triggers
-- with transition tables cost one grouped upsert per statement, not one per row, so a bulk insert
-- of a million notices stays a bulk insert; and they only see the rows the statement really
-- changed, so two concurrent "mark read" of one notice decrement once.
CREATE FUNCTION "notice_counter_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM notice_counter;
    RETURN NULL;
  END IF;
  -- Each new row adds itself to its member's tab, each old row takes itself away; an update is
  -- both, so a read, a tab change or an unrelated column change nets out to what really moved.
  -- Rows are applied in key order so concurrent writers lock counters in one order (no deadlock).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notice_counter AS c (member_id, notice_type, total, unread)
    SELECT member_id, notice_type, count(*), count(*) FILTER (WHERE read_at IS NULL)
    FROM new_rows GROUP BY member_id, notice_type ORDER BY member_id, notice_type
    ON CONFLICT (member_id, notice_type) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO notice_counter AS c (member_id, notice_type, total, unread)
    SELECT member_id, notice_type, sum(total), sum(unread)
    FROM (
      SELECT member_id, notice_type, 1 AS total, (read_at IS NULL)::int AS unread FROM new_rows
      UNION ALL
      SELECT member_id, notice_type, -1, -(read_at IS NULL)::int FROM old_rows
    ) AS delta
    GROUP BY member_id, notice_type HAVING sum(total) <> 0 OR sum(unread) <> 0 ORDER BY member_id, notice_type
    ON CONFLICT (member_id, notice_type) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
  ELSE
    UPDATE notice_counter AS c SET total = c.total - d.total, unread = c.unread - d.unread
    FROM (
      SELECT member_id, notice_type, count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread
      FROM old_rows GROUP BY member_id, notice_type
    ) AS d
    WHERE c.member_id = d.member_id AND c.notice_type = d.notice_type;
  END IF;
  -- A tab with no notices left keeps no row (a deleted member leaves nothing behind).
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM notice_counter AS c USING (SELECT DISTINCT member_id, notice_type FROM old_rows) AS o
    WHERE c.member_id = o.member_id AND c.notice_type = o.notice_type AND c.total = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The notices already there, counted once. The migration runs in one transaction; the lock holds
-- other instances' writes back from this count until the triggers below are in place (commit).
LOCK TABLE "notice" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "notice_counter" ("member_id", "notice_type", "total", "unread")
SELECT "member_id", "notice_type", count(*), count(*) FILTER (WHERE "read_at" IS NULL) FROM "notice" GROUP BY "member_id", "notice_type";
--> statement-breakpoint
CREATE TRIGGER "notice_counter_insert" AFTER INSERT ON "notice" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notice_counter_apply"();
--> statement-breakpoint
CREATE TRIGGER "notice_counter_update" AFTER UPDATE ON "notice" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notice_counter_apply"();
--> statement-breakpoint
CREATE TRIGGER "notice_counter_delete" AFTER DELETE ON "notice" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notice_counter_apply"();
--> statement-breakpoint
CREATE TRIGGER "notice_counter_truncate" AFTER TRUNCATE ON "notice" FOR EACH STATEMENT EXECUTE FUNCTION "notice_counter_apply"();
