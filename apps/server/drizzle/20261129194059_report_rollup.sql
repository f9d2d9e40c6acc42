CREATE TABLE "report_daily" (
	"day" date NOT NULL,
	"city" varchar(4) NOT NULL,
	"registrations" integer NOT NULL,
	"personal_certifications" integer NOT NULL,
	"corporate_certifications" integer NOT NULL,
	"orders" integer NOT NULL,
	"order_amount_fen" bigint NOT NULL,
	"refunds" integer NOT NULL,
	"refund_amount_fen" bigint NOT NULL,
	"sheet_states" jsonb NOT NULL,
	"tender_states" jsonb NOT NULL,
	CONSTRAINT "report_daily_day_city_pk" PRIMARY KEY("day","city")
);
--> statement-breakpoint
CREATE TABLE "report_dirty_day" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_daily_city_idx" ON "report_daily" USING btree ("city","day");--> statement-breakpoint
CREATE INDEX "report_dirty_day_day_idx" ON "report_dirty_day" USING btree ("day");--> statement-breakpoint
CREATE INDEX "corporate_certification_certified_idx" ON "corporate_certification" USING btree ("reviewed_at") WHERE state = 'certified';--> statement-breakpoint
CREATE INDEX "personal_certification_certified_idx" ON "personal_certification" USING btree ("reviewed_at") WHERE state = 'certified';--> statement-breakpoint
CREATE INDEX "member_created_idx" ON "member" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_refund_settled_idx" ON "payment_refund" USING btree ("settled_at") WHERE status = 'succeeded';--> statement-breakpoint
CREATE INDEX "payment_settled_idx" ON "payment" USING btree ("settled_at") WHERE status = 'succeeded';--> statement-breakpoint
CREATE INDEX "inquiry_sheet_created_idx" ON "inquiry_sheet" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tender_created_idx" ON "tender" USING btree ("created_at");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers). 统计报表's rollup
-- (src/platform/report): every table a figure comes from marks the China days a statement touched
-- in report_dirty_day, in the writer's own transaction, so every writer (the services, late payment
-- notifications, seeds, operators, bulk SQL) keeps the rollup right without calling it; the rollup
-- job recomputes the marked days. Statement triggers with transition tables: one insert per
-- statement, not one per row. Appends only (no ON CONFLICT on a shared row), so two writers on the
-- same day never wait on each other.
CREATE FUNCTION "report_day"(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- The China day (UTC+8, no daylight saving) of an instant, whatever the session's time zone.
  SELECT ((at AT TIME ZONE 'UTC') + interval '8 hours')::date
$$;
--> statement-breakpoint
-- A fact's own row says its day: TG_ARGV[0] is the column holding the instant it counts on. An
-- update marks the old and the new day (a payment settled late, a certification reviewed again).
CREATE FUNCTION "report_mark_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO report_dirty_day (day) SELECT DISTINCT report_day(%I) FROM new_rows WHERE %I IS NOT NULL', TG_ARGV[0], TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('INSERT INTO report_dirty_day (day) SELECT DISTINCT report_day(%I) FROM old_rows WHERE %I IS NOT NULL', TG_ARGV[0], TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A member's city is that of their first business with a region: the days of their registration
-- and certifications move with their memberships.
CREATE FUNCTION "report_mark_members"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_dirty_day (day)
  SELECT DISTINCT report_day(at) FROM (
    SELECT m.created_at AS at FROM member m WHERE m.id = ANY(ids)
    UNION ALL
    SELECT pc.reviewed_at FROM personal_certification pc WHERE pc.member_id = ANY(ids) AND pc.state = 'certified'
  ) AS facts WHERE at IS NOT NULL
$$;
--> statement-breakpoint
-- A business's city is its profile's region: every fact counted under the business (and under its
-- members) moves with it. A company moving city is rare; a search of its facts then is fine.
CREATE FUNCTION "report_mark_businesses"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_dirty_day (day)
  SELECT DISTINCT report_day(at) FROM (
    SELECT cc.reviewed_at AS at FROM corporate_certification cc WHERE cc.business_id = ANY(ids) AND cc.state = 'certified'
    UNION ALL
    SELECT p.settled_at FROM service_order o JOIN payment p ON p.order_id = o.id WHERE o.buyer_business_id = ANY(ids) AND p.status = 'succeeded'
    UNION ALL
    SELECT r.settled_at FROM service_order o JOIN payment p ON p.order_id = o.id JOIN payment_refund r ON r.payment_id = p.id
      WHERE o.buyer_business_id = ANY(ids) AND r.status = 'succeeded'
    UNION ALL
    SELECT s.created_at FROM inquiry_sheet s WHERE s.buyer_business_id = ANY(ids)
    UNION ALL
    SELECT t.created_at FROM tender t WHERE t.tenderer_business_id = ANY(ids)
    UNION ALL
    SELECT m.created_at FROM membership ms JOIN member m ON m.id = ms.member_id WHERE ms.business_id = ANY(ids)
    UNION ALL
    SELECT pc.reviewed_at FROM membership ms JOIN personal_certification pc ON pc.member_id = ms.member_id
      WHERE ms.business_id = ANY(ids) AND pc.state = 'certified'
  ) AS facts WHERE at IS NOT NULL
$$;
--> statement-breakpoint
-- Memberships added, removed or moved (a role change moves nothing).
CREATE FUNCTION "report_mark_membership"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_members(array(SELECT DISTINCT member_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_members(array(SELECT DISTINCT member_id FROM old_rows));
  ELSE
    PERFORM report_mark_members(array(SELECT member_id FROM (
      (SELECT member_id, business_id FROM new_rows EXCEPT SELECT member_id, business_id FROM old_rows)
      UNION (SELECT member_id, business_id FROM old_rows EXCEPT SELECT member_id, business_id FROM new_rows)) AS moved));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Profiles whose city changed (an edit of the address or introduction moves nothing).
CREATE FUNCTION "report_mark_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_businesses(array(SELECT business_id FROM new_rows WHERE region_code <> ''));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_businesses(array(SELECT business_id FROM old_rows WHERE region_code <> ''));
  ELSE
    PERFORM report_mark_businesses(array(SELECT business_id FROM (
      (SELECT business_id, left(region_code, 4) FROM new_rows EXCEPT SELECT business_id, left(region_code, 4) FROM old_rows)
      UNION (SELECT business_id, left(region_code, 4) FROM old_rows EXCEPT SELECT business_id, left(region_code, 4) FROM new_rows)) AS moved));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_report_insert" AFTER INSERT ON "member" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('created_at');--> statement-breakpoint
CREATE TRIGGER "member_report_update" AFTER UPDATE ON "member" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('created_at');--> statement-breakpoint
CREATE TRIGGER "member_report_delete" AFTER DELETE ON "member" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('created_at');--> statement-breakpoint
CREATE TRIGGER "personal_certification_report_insert" AFTER INSERT ON "personal_certification" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('reviewed_at');--> statement-breakpoint
CREATE TRIGGER "personal_certification_report_update" AFTER UPDATE ON "personal_certification" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('reviewed_at');--> statement-breakpoint
CREATE TRIGGER "personal_certification_report_delete" AFTER DELETE ON "personal_certification" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('reviewed_at');--> statement-breakpoint
CREATE TRIGGER "corporate_certification_report_insert" AFTER INSERT ON "corporate_certification" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('reviewed_at');--> statement-breakpoint
CREATE TRIGGER "corporate_certification_report_update" AFTER UPDATE ON "corporate_certification" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('reviewed_at');--> statement-breakpoint
CREATE TRIGGER "corporate_certification_report_delete" AFTER DELETE ON "corporate_certification" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('reviewed_at');--> statement-breakpoint
CREATE TRIGGER "payment_report_insert" AFTER INSERT ON "payment" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('settled_at');--> statement-breakpoint
CREATE TRIGGER "payment_report_update" AFTER UPDATE ON "payment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('settled_at');--> statement-breakpoint
CREATE TRIGGER "payment_report_delete" AFTER DELETE ON "payment" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('settled_at');--> statement-breakpoint
CREATE TRIGGER "payment_refund_report_insert" AFTER INSERT ON "payment_refund" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('settled_at');--> statement-breakpoint
CREATE TRIGGER "payment_refund_report_update" AFTER UPDATE ON "payment_refund" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('settled_at');--> statement-breakpoint
CREATE TRIGGER "payment_refund_report_delete" AFTER DELETE ON "payment_refund" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('settled_at');--> statement-breakpoint
CREATE TRIGGER "inquiry_sheet_report_insert" AFTER INSERT ON "inquiry_sheet" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('created_at');--> statement-breakpoint
CREATE TRIGGER "inquiry_sheet_report_update" AFTER UPDATE ON "inquiry_sheet" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('created_at');--> statement-breakpoint
CREATE TRIGGER "inquiry_sheet_report_delete" AFTER DELETE ON "inquiry_sheet" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('created_at');--> statement-breakpoint
CREATE TRIGGER "tender_report_insert" AFTER INSERT ON "tender" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('created_at');--> statement-breakpoint
CREATE TRIGGER "tender_report_update" AFTER UPDATE ON "tender" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('created_at');--> statement-breakpoint
CREATE TRIGGER "tender_report_delete" AFTER DELETE ON "tender" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_days('created_at');--> statement-breakpoint
CREATE TRIGGER "membership_report_insert" AFTER INSERT ON "membership" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_membership();--> statement-breakpoint
CREATE TRIGGER "membership_report_update" AFTER UPDATE ON "membership" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_membership();--> statement-breakpoint
CREATE TRIGGER "membership_report_delete" AFTER DELETE ON "membership" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_membership();--> statement-breakpoint
CREATE TRIGGER "company_profile_report_insert" AFTER INSERT ON "company_profile" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_profile();--> statement-breakpoint
CREATE TRIGGER "company_profile_report_update" AFTER UPDATE ON "company_profile" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_profile();--> statement-breakpoint
CREATE TRIGGER "company_profile_report_delete" AFTER DELETE ON "company_profile" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_profile();--> statement-breakpoint
-- service_order carries the buyer's business, which no write path changes once ordered (and an
-- order with payments cannot be deleted): no trigger there.
-- Backfill: every day that holds a fact is marked, and the rollup job's first runs fill the history
-- from the raw tables (a month per transaction). A fresh database marks nothing; a restored one
-- brings its rollup and its markers along, or, restored without them, gets the same backfill by
-- running `SELECT report_mark_all_days()`.
CREATE FUNCTION "report_mark_all_days"() RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_dirty_day (day)
  SELECT DISTINCT report_day(at) FROM (
    SELECT created_at AS at FROM member
    UNION ALL SELECT reviewed_at FROM personal_certification WHERE state = 'certified'
    UNION ALL SELECT reviewed_at FROM corporate_certification WHERE state = 'certified'
    UNION ALL SELECT settled_at FROM payment WHERE status = 'succeeded'
    UNION ALL SELECT settled_at FROM payment_refund WHERE status = 'succeeded'
    UNION ALL SELECT created_at FROM inquiry_sheet
    UNION ALL SELECT created_at FROM tender
  ) AS facts WHERE at IS NOT NULL
$$;
--> statement-breakpoint
SELECT report_mark_all_days();
