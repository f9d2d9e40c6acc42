-- Every instance's portal caches public CMS answers and visitor pages; a change to what they are
-- made of wakes them all at once (LISTEN cidp_content_changed in the services, relayed to the
-- portals) instead of waiting for the caches to expire. One notification per statement.
CREATE OR REPLACE FUNCTION cidp_content_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cidp_content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER platform_config_content_changed AFTER INSERT OR UPDATE OR DELETE ON "platform_config" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER nav_item_content_changed AFTER INSERT OR UPDATE OR DELETE ON "nav_item" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER dict_entry_content_changed AFTER INSERT OR UPDATE OR DELETE ON "dict_entry" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER banner_content_changed AFTER INSERT OR UPDATE OR DELETE ON "banner" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER home_district_content_changed AFTER INSERT OR UPDATE OR DELETE ON "home_district" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER service_package_content_changed AFTER INSERT OR UPDATE OR DELETE ON "service_package" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER supervise_figure_content_changed AFTER INSERT OR UPDATE OR DELETE ON "supervise_figure" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER ability_content_changed AFTER INSERT OR UPDATE OR DELETE ON "ability" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER article_content_changed AFTER INSERT OR UPDATE OR DELETE ON "article" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER front_popup_content_changed AFTER INSERT OR UPDATE OR DELETE ON "front_popup" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
--> statement-breakpoint
CREATE TRIGGER content_item_content_changed AFTER INSERT OR UPDATE OR DELETE ON "content_item" FOR EACH STATEMENT EXECUTE FUNCTION cidp_content_changed();
