-- A visitor's article view bumps article.view_count; the statement trigger of 0046 turned that
-- into a content change, so every view emptied every portal's caches (the home page went from 3 ms
-- to 73 ms after one anonymous view). An update now wakes the portals only when something other
-- than the view count changed: one row trigger per changed row, and Postgres folds equal
-- notifications of one transaction into one.
DROP TRIGGER IF EXISTS article_content_changed ON "article";
--> statement-breakpoint
CREATE TRIGGER article_content_changed AFTER INSERT OR DELETE OR TRUNCATE ON "article" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER article_content_updated AFTER UPDATE ON "article" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'view_count') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count'))
  EXECUTE FUNCTION cidp_content_changed();
