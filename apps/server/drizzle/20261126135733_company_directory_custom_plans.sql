-- The directory's refresh is planned for the companies it is given each time, never once for all.
-- PL/pgSQL caches a statement's plan: after five calls it may keep a generic plan, made without
-- knowing how many ids the array holds (it guesses ten). For a statement's worth of companies, such
-- as a bulk import of 50,000, that plan joins the reviewed certificates by a nested loop over a
-- sequential scan: a batch that took 8 s took many minutes at 150,000 companies. Planned with the
-- array's real size, the refresh stays linear in the rows a statement touches.
ALTER FUNCTION "company_directory_refresh"(integer[]) SET plan_cache_mode = force_custom_plan;
